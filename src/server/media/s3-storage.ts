import 'server-only';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { publicBaseUrl, S3_KEY_PREFIX, type S3Config } from '@/env/s3-address';
import { UPLOAD_CACHE_CONTROL, type MediaKind, type MediaStorage } from './types';

export type { S3Config };

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Custom endpoints (MinIO, R2, s3rver…) address buckets by path.
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Only when required: S3-compatible stores do not all understand the SDK's default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** An S3-compatible bucket; the object is streamed up in parts, never held whole. */
export function s3Storage(config: S3Config): MediaStorage {
  const client = s3Client(config);
  const base = publicBaseUrl(config);
  return {
    kind: 's3',
    async save(name: string, body: Readable, kind: MediaKind) {
      await putObject(client, config.bucket, `${S3_KEY_PREFIX}${name}`, body, {
        contentType: kind.mime,
        // Not immutable: a replaced file keeps its address (pages add ?v=N to reach past caches).
        cacheControl: UPLOAD_CACHE_CONTROL,
      });
      return `${base}/${S3_KEY_PREFIX}${name}`;
    },
    addressOf: (name: string) => `${base}/${S3_KEY_PREFIX}${name}`,
    async remove(name: string) {
      await client.send(
        new DeleteObjectCommand({ Bucket: config.bucket, Key: `${S3_KEY_PREFIX}${name}` }),
      );
    },
  };
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

/** Streams `body` to `key` in parts; a body that errors (too large, a failed checksum) aborts it. */
export async function putObject(
  client: S3Client,
  bucket: string,
  key: string,
  body: Readable,
  options: PutOptions = {},
): Promise<void> {
  const upload = new Upload({
    client,
    queueSize: 2,
    partSize: 5 * 1024 * 1024,
    leavePartsOnError: false,
    params: {
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: options.contentType,
      CacheControl: options.cacheControl,
    },
  });
  let failure: unknown;
  const failed = new Promise<never>((_, reject) =>
    body.once('error', (error) => {
      failure = error;
      reject(error);
    }),
  );
  try {
    await Promise.race([upload.done(), failed]);
  } catch (error) {
    await upload.abort().catch(() => {});
    throw error;
  }
  // The body may fail as the last part completes: never leave such an object behind.
  if (failure !== undefined) {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => {});
    throw failure;
  }
}
