import 'server-only';
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
      const partial = path.join(directory, `.${name}.partial`);
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
        await fs.promises.rename(partial, path.join(directory, name));
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      return `${UPLOADS_PATH}/${name}`;
    },
  };
}
