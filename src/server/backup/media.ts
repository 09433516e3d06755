import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '@/env';
import { s3ConfigFromEnv, S3_KEY_PREFIX, type S3Config } from '@/env/s3-address';
import { localStorage } from '../media/local-storage';
import { s3Client } from '../media/s3-storage';
import { kindByExtension } from '../media/types';
import { MEDIA_NAME } from './format';
import { getObject, listKeys, putObject } from './s3';

// The uploaded media, wherever the site keeps them (src/server/media/storage.ts):
// DATA_DIR/uploads, or the bucket's uploads/ prefix. Backups read every file; a
// restore writes them back under the same names, so stored addresses stay valid.

export interface MediaStore {
  readonly location: string;
  /** Every stored file's name, sorted. */
  list(): Promise<string[]>;
  read(name: string): Promise<Readable>;
  /** Stores `body` as `name`, replacing a file of that name; never leaves half a file. */
  write(name: string, body: Readable): Promise<void>;
}

function checkName(name: string): void {
  if (!MEDIA_NAME.test(name)) throw new Error(`"${name}" is not a media file name`);
}

export function localMediaStore(dataDir: string): MediaStore {
  const { directory } = localStorage(dataDir);
  return {
    location: directory,
    async list() {
      const entries = await fs.promises
        .readdir(directory, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path
            .relative(directory, path.join(entry.parentPath, entry.name))
            .split(path.sep)
            .join('/'),
        )
        .filter((name) => MEDIA_NAME.test(name)) // not the .partial files of uploads under way
        .sort();
    },
    async read(name) {
      checkName(name);
      return fs.createReadStream(path.join(directory, name));
    },
    async write(name, body) {
      checkName(name);
      const file = path.join(directory, name);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
      try {
        await pipeline(body, fs.createWriteStream(partial));
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
  };
}

export function bucketMediaStore(config: S3Config): MediaStore {
  const client = s3Client(config);
  return {
    location: `s3://${config.bucket}/${S3_KEY_PREFIX}`,
    async list() {
      const names: string[] = [];
      for await (const { key } of listKeys(client, config.bucket, S3_KEY_PREFIX)) {
        const name = key.slice(S3_KEY_PREFIX.length);
        if (MEDIA_NAME.test(name)) names.push(name);
        else console.warn(`[backup] skipped s3://${config.bucket}/${key}: not a media file name`);
      }
      return names.sort();
    },
    async read(name) {
      checkName(name);
      return getObject(client, config.bucket, `${S3_KEY_PREFIX}${name}`);
    },
    async write(name, body) {
      checkName(name);
      // As src/server/media/s3-storage.ts stores uploads.
      await putObject(client, config.bucket, `${S3_KEY_PREFIX}${name}`, body, {
        contentType:
          kindByExtension(path.extname(name).slice(1))?.mime ?? 'application/octet-stream',
        cacheControl: 'public, max-age=31536000, immutable',
      });
    },
  };
}

/** The site's configured media storage: S3 with S3_BUCKET, DATA_DIR/uploads otherwise. */
export function mediaStoreFromEnv(env: Env): MediaStore {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? bucketMediaStore(s3) : localMediaStore(env.dataDir);
}
