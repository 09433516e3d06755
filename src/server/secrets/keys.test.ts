import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addKeyToFile,
  createKeyFile,
  keyFilePath,
  keyIdOf,
  loadKeyRing,
  newKey,
  readKeyFile,
  SecretsKeyError,
} from './keys';

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-keys-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const root = path.resolve(import.meta.dirname, '../../..');

describe('the key file', () => {
  it('is written once into DATA_DIR, readable by its owner alone, and read back', () => {
    const dataDir = path.join(tempDir(), 'data');
    const ring = createKeyFile(dataDir);
    expect(ring.keys).toHaveLength(1);
    expect(ring.keys[0]!.id).toMatch(/^[0-9a-f]{12}$/);
    expect(ring.origin).toBe(keyFilePath(dataDir));
    expect(fs.statSync(keyFilePath(dataDir)).mode & 0o777).toBe(0o600);
    expect(createKeyFile(dataDir).keys[0]!.id).toBe(ring.keys[0]!.id);
    expect(readKeyFile(dataDir)!.keys[0]!.key.equals(ring.keys[0]!.key)).toBe(true);
    // Nothing else is left behind (temporary files).
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.key']);
  });

  it('is the same for every process that starts at once on one DATA_DIR', async () => {
    const dataDir = tempDir();
    const startAt = Date.now() + 1500;
    const script =
      // tsx loads the module as CommonJS: its exports are the import's default.
      `const keys = await import(${JSON.stringify(path.join(import.meta.dirname, 'keys.ts'))});` +
      'const { createKeyFile } = keys.default ?? keys;' +
      `while (Date.now() < ${startAt});` +
      `process.stdout.write(createKeyFile(${JSON.stringify(dataDir)}).keys[0].id);`;
    const run = () =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: root },
      );
    const ids = (await Promise.all(Array.from({ length: 6 }, run))).map((r) => r.stdout);
    expect(ids).toHaveLength(6);
    expect(new Set(ids)).toEqual(new Set([readKeyFile(dataDir)!.keys[0]!.id]));
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.key']);
  }, 60_000);

  it('gets a new first key on rotation and keeps the old ones', () => {
    const dataDir = tempDir();
    const first = createKeyFile(dataDir).keys[0]!;
    const rotated = addKeyToFile(dataDir);
    expect(rotated.keys.map((k) => k.id)).toEqual([expect.any(String), first.id]);
    expect(rotated.keys[0]!.id).not.toBe(first.id);
    const again = addKeyToFile(dataDir);
    expect(again.keys.slice(1)).toEqual(rotated.keys);
    expect(fs.statSync(keyFilePath(dataDir)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.key']);
  });

  it('refuses a second rotation while one holds the lock', () => {
    const dataDir = tempDir();
    createKeyFile(dataDir);
    fs.writeFileSync(`${keyFilePath(dataDir)}.lock`, '');
    expect(() => addKeyToFile(dataDir)).toThrow(/Another rotation holds .*secrets\.key\.lock/);
  });

  it('names itself when it holds something other than keys', () => {
    const dataDir = tempDir();
    fs.writeFileSync(keyFilePath(dataDir), 'not a key\n');
    expect(() => readKeyFile(dataDir)).toThrow(SecretsKeyError);
    expect(() => readKeyFile(dataDir)).toThrow(`${keyFilePath(dataDir)} must hold one key`);
  });
});

describe('the key ring', () => {
  it('comes from SECRETS_KEY when it is set, in its order, and no file is written', () => {
    const dataDir = tempDir();
    const [a, b] = [newKey(), newKey()];
    const ring = loadKeyRing(
      { secretsKey: `${a.toString('base64')}, ${b.toString('base64url')}`, dataDir },
      { create: true },
    )!;
    expect(ring.keys.map((k) => k.id)).toEqual([keyIdOf(a), keyIdOf(b)]);
    expect(ring.origin).toBe('SECRETS_KEY');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('comes from the key file otherwise, which is written only when asked', () => {
    const dataDir = tempDir();
    expect(loadKeyRing({ dataDir }, { create: false })).toBeUndefined();
    expect(fs.readdirSync(dataDir)).toEqual([]);
    const ring = loadKeyRing({ dataDir }, { create: true })!;
    expect(loadKeyRing({ dataDir }, { create: false })).toEqual(ring);
  });

  it('names a key by an id that is stable and reveals nothing of it', () => {
    const key = newKey();
    expect(keyIdOf(key)).toBe(keyIdOf(Buffer.from(key)));
    expect(keyIdOf(key)).not.toBe(keyIdOf(newKey()));
    expect(key.toString('hex')).not.toContain(keyIdOf(key));
  });
});
