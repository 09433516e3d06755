import 'server-only';
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { publicBaseUrl, S3_KEY_PREFIX, type S3Config } from '@/env/s3-address';
import type { MediaKind, MediaStorage } from './types';

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
      const upload = new Upload({
        client,
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
        params: {
          Bucket: config.bucket,
          Key: `${S3_KEY_PREFIX}${name}`,
          Body: body,
          ContentType: kind.mime,
          CacheControl: 'public, max-age=31536000, immutable',
        },
      });
      // The body erroring (too large) must reject the upload even if the SDK is mid-part.
      const failed = new Promise<never>((_, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => {});
        throw error;
      }
      return `${base}/${S3_KEY_PREFIX}${name}`;
    },
  };
}
