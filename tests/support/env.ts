// Imported first by every API test file: points the process at a private, temporary
// DATA_DIR before any module reads the configuration. Vitest runs each file in a fork
// of its own, so these settings never leak into another file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const TEST_SITE_URL = 'http://localhost:3000';
export const TEST_CONTACT_TO = 'inbox@agency.test';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-api-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SITE_URL: TEST_SITE_URL,
  CONTACT_TO: TEST_CONTACT_TO,
  MAIL_FROM: 'website@agency.test',
});
for (const name of [
  'DATABASE_URL',
  'TRUST_PROXY',
  'REDIS_URL',
  'SMTP_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_PUBLIC_URL',
]) {
  delete process.env[name];
}

export const testDataDir = dataDir;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
