// Where media live on S3, from the environment alone: shared by the storage, the image
// component (which addresses it may optimise) and next.config.ts (which remote
// addresses the image optimiser may fetch). No server-only import: next.config.ts
// loads this file.
import type { Env } from '.';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public address of the bucket; objects are `${publicUrl}/uploads/<name>`. */
  publicUrl?: string | undefined;
}

export const S3_KEY_PREFIX = 'uploads/';

type S3Env = Pick<
  Env,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

/** The bucket settings when S3_BUCKET and both keys are set; undefined means local disk. */
export function s3ConfigFromEnv(env: S3Env): S3Config | undefined {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

export function publicBaseUrl(
  config: Pick<S3Config, 'bucket' | 'region' | 'endpoint' | 'publicUrl'>,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (config.endpoint) return `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

/** The address uploaded files start with on S3 (ends in `/uploads/`), or undefined. */
export function s3UploadsBase(env: S3Env): string | undefined {
  const config = s3ConfigFromEnv(env);
  return config ? `${publicBaseUrl(config)}/${S3_KEY_PREFIX}` : undefined;
}
