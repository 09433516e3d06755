// A throw-away S3-compatible bucket (s3rver) on 127.0.0.1, for the upload tests and the
// deployment e2e test: a free port, its files in a temporary folder removed on stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'agency-media';
/** s3rver accepts these keys. */
export const TEST_S3_KEY = 'S3RVER';
export const TEST_S3_REGION = 'us-east-1';

/**
 * Browsers may read uploads from any origin, as docs/deploy.md (2.3) asks of a real bucket:
 * a caption track from another origin loads only through CORS.
 */
const CORS_RULE = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>
<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

export interface TestBucket {
  endpoint: string;
  /** The settings an operator gives the site for this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestBucket(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [CORS_RULE] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: TEST_S3_REGION,
      S3_ACCESS_KEY_ID: TEST_S3_KEY,
      S3_SECRET_ACCESS_KEY: TEST_S3_KEY,
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
