import './support/env';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { s3Client, type S3Config } from '@/server/media/s3-storage';
import { defineUploadSuite } from './support/upload-suite';

// The same upload tests against an S3-compatible server (s3rver), configured the way an
// operator would: S3_BUCKET, S3_ENDPOINT, keys and S3_PUBLIC_URL.

const BUCKET = 'agency-media';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
let config: S3Config & { publicUrl: string };

beforeAll(async () => {
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  config = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: `${endpoint}/${BUCKET}`,
  };
  // Read on first use by getEnv(), which nothing has called yet in this file.
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: config.publicUrl,
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

defineUploadSuite(() => ({
  name: 's3',
  addressPattern: new RegExp(
    `^${config.publicUrl.replace(/[.]/g, '\\.')}/uploads/[0-9a-f]{32}\\.\\w+$`,
  ),
  async fetchStored(address, headers = {}) {
    const response = await fetch(address, { headers });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
      headers: response.headers,
    };
  },
  async listStored() {
    const listed = await s3Client(config).send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  },
}));
