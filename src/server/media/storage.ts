import 'server-only';
import { getEnv } from '@/env';
import { localStorage } from './local-storage';
import { s3ConfigFromEnv } from '@/env/s3-address';
import { s3Storage } from './s3-storage';
import type { MediaStorage } from './types';

const holder = globalThis as typeof globalThis & { __mediaStorage?: MediaStorage };

/** S3 when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function getMediaStorage(): MediaStorage {
  if (holder.__mediaStorage) return holder.__mediaStorage;
  const env = getEnv();
  const s3 = s3ConfigFromEnv(env);
  holder.__mediaStorage = s3 ? s3Storage(s3) : localStorage(env.dataDir);
  return holder.__mediaStorage;
}
