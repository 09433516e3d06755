import 'server-only';
import { getEnv } from '@/env';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { MediaStorage } from './types';

const holder = globalThis as typeof globalThis & { __mediaStorage?: MediaStorage };

/** S3 when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function getMediaStorage(): MediaStorage {
  if (holder.__mediaStorage) return holder.__mediaStorage;
  const env = getEnv();
  holder.__mediaStorage =
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? s3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        })
      : localStorage(env.dataDir);
  return holder.__mediaStorage;
}
