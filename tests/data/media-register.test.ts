import '../support/env';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStoredUploads } from '@/server/media/register-stored';
import { testDataDir } from '../support/env';
import { makePng } from '../support/media';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// Uploads made before the media library that no record used: the first start on a storage
// registers them, so the library's Unused view shows them; later starts do not list again.

const uploadsDir = path.join(testDataDir, 'uploads');

describe.each(testEngines)('stored uploads on %s', (engine) => {
  let t: TestDatabase;
  const name = `${'c0ffee'.repeat(5)}ab.png`;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, name), await makePng());
    fs.writeFileSync(path.join(uploadsDir, 'notes.txt'), 'not an upload');
  });
  afterAll(async () => {
    fs.rmSync(path.join(uploadsDir, name), { force: true });
    fs.rmSync(path.join(uploadsDir, 'notes.txt'), { force: true });
    await t.drop();
  });

  it('registers each stored upload that is not an asset yet, with its size and dimensions, once', async () => {
    expect(await registerStoredUploads(t.db)).toBeGreaterThanOrEqual(1);
    const asset = await t.db
      .selectFrom('media_assets')
      .selectAll()
      .where('url', '=', `/uploads/${name}`)
      .executeTakeFirstOrThrow();
    const png = await makePng();
    expect(asset).toMatchObject({ kind: 'image', type: 'image/png', name, alt: '' });
    expect(Number(asset.size)).toBe(png.length);
    expect(Number(asset.width)).toBeGreaterThan(0);
    expect(Number(asset.height)).toBeGreaterThan(0);
    const names = (await t.db.selectFrom('media_assets').select('name').execute()).map((row) => row.name);
    expect(names).not.toContain('notes.txt');

    // A file stored afterwards (by an upload, which registers itself) is not listed again.
    const later = `${'beef'.repeat(8)}.png`;
    fs.writeFileSync(path.join(uploadsDir, later), await makePng());
    try {
      expect(await registerStoredUploads(t.db)).toBe(0);
    } finally {
      fs.rmSync(path.join(uploadsDir, later), { force: true });
    }
  });
});
