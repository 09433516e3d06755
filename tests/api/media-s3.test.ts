import '../support/env';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, vi } from 'vitest';
import { s3Client, type S3Config } from '@/server/media/s3-storage';
import { defineMediaSuite } from '../support/media-suite';
import {
  startTestBucket,
  TEST_BUCKET,
  TEST_S3_KEY,
  TEST_S3_REGION,
  type TestBucket,
} from '../support/s3-bucket';
import { storedFile } from '../support/upload-suite';

// The media library's file work against an S3-compatible server (s3rver), configured as
// an operator would (tests/api/uploads-s3.test.ts does the same for plain uploads).

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let bucket: TestBucket;
let config: S3Config & { publicUrl: string };

beforeAll(async () => {
  bucket = await startTestBucket();
  config = {
    bucket: TEST_BUCKET,
    region: TEST_S3_REGION,
    endpoint: bucket.endpoint,
    accessKeyId: TEST_S3_KEY,
    secretAccessKey: TEST_S3_KEY,
    publicUrl: `${bucket.endpoint}/${TEST_BUCKET}`,
  };
  // Read on first use by getEnv(), which nothing has called yet in this file.
  Object.assign(process.env, bucket.env, { S3_PUBLIC_URL: config.publicUrl });
});

afterAll(() => bucket?.stop());

defineMediaSuite(() => ({
  name: 's3',
  addressPattern: new RegExp(
    `^${config.publicUrl.replace(/[.]/g, '\\.')}/uploads/[0-9a-f]{32}\\.\\w+$`,
  ),
  async fetchStored(address, headers = {}) {
    return storedFile(await fetch(address, { headers }));
  },
  async listStored() {
    const listed = await s3Client(config).send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  },
}));
