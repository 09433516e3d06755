import '../support/env';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRange } from '@/http/serve-upload';
import { testDataDir } from '../support/env';
import { call } from '../support/harness';
import { defineUploadSuite, storedFile } from '../support/upload-suite';

const uploadsDir = path.join(testDataDir, 'uploads');

defineUploadSuite(() => ({
  name: 'local',
  addressPattern: /^\/uploads\/[0-9a-f]{32}\.\w+$/,
  async fetchStored(address, headers = {}) {
    return storedFile(await call('GET', address, { headers }));
  },
  async listStored() {
    return fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
  },
}));

describe('GET /uploads/<name>', () => {
  it('answers 404 in JSON for names that were never stored or are not ours', async () => {
    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      '..%2F..%2Fetc%2Fpasswd',
      'x.html',
      '.0123456789abcdef0123456789abcdef.png.partial',
    ]) {
      const response = await call('GET', `/uploads/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'fail' });
    }
    expect((await call('GET', '/uploads/a/b.png')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    const name = 'abcdefabcdefabcdefabcdefabcdefab.gif';
    fs.writeFileSync(path.join(uploadsDir, name), Buffer.from('GIF89a-test-bytes'));
    const first = await call('GET', `/uploads/${name}`);
    expect(first.headers.get('content-type')).toBe('image/gif');
    const etag = first.headers.get('etag')!;
    expect(
      (await call('GET', `/uploads/${name}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    const head = await call('HEAD', `/uploads/${name}`);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('17');
    expect(await head.text()).toBe('');
    fs.rmSync(path.join(uploadsDir, name));
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=100-', 'invalid'],
    ['bytes=9-5', 'invalid'],
    ['bytes=-0', 'invalid'],
    ['bytes=abc', 'invalid'],
    ['bytes=0-1,5-6', undefined],
    ['items=0-5', undefined],
  ] as const)('%s of 100 bytes → %o', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
