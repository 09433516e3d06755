import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { MediaKind, MediaStorage } from './types';

export const UPLOADS_PATH = '/uploads';

/** DATA_DIR/uploads, served by src/app/uploads/[...path]/route.ts. */
export function localStorage(dataDir: string): MediaStorage & { directory: string } {
  const directory = path.join(dataDir, 'uploads');
  return {
    kind: 'local',
    directory,
    async save(name: string, body: Readable, _kind: MediaKind) {
      await fs.promises.mkdir(directory, { recursive: true });
      // Written under a temporary name, renamed once complete: a half-written file is never served.
      // The temporary name is unique, so a replacement racing another never mixes their bytes.
      const partial = path.join(directory, `.${name}.${randomBytes(6).toString('hex')}.partial`);
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
        await fs.promises.rename(partial, path.join(directory, name));
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      return `${UPLOADS_PATH}/${name}`;
    },
    addressOf: (name: string) => `${UPLOADS_PATH}/${name}`,
    async remove(name: string) {
      await fs.promises.rm(path.join(directory, name), { force: true });
    },
  };
}
