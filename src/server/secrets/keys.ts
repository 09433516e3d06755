import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseSecretsKeys } from '@/env/secrets-key';

// Where the keys that seal stored secrets come from (docs/deploy.md, "Secrets at rest"):
// SECRETS_KEY when it is set, else the key file DATA_DIR/secrets.key, which the first
// start writes. Either holds a ring of keys: the first seals, every one opens, so a new
// key can be added while values sealed with the old one are still stored. No key is
// ever in the database; each sealed value names its key by an id derived from it.

export const KEY_FILE_NAME = 'secrets.key';
const KEY_FILE_HEADER =
  '# The keys that seal the secrets stored in the database (docs/deploy.md, "Secrets at rest").\n' +
  '# One base64 key per line; the first seals, every one opens. Keep a copy apart from the backups.\n';

export interface SecretsKey {
  /** 12 hex digits derived from the key: what a sealed value names. */
  id: string;
  key: Buffer;
}

export interface KeyRing {
  /** The first key seals; any key opens what it sealed. Never empty. */
  keys: readonly SecretsKey[];
  /** Where the keys came from, as messages name it: `SECRETS_KEY` or the key file's path. */
  origin: string;
}

/** Where to look for keys: the configuration's SECRETS_KEY and DATA_DIR. */
export interface KeySource {
  secretsKey?: string | undefined;
  dataDir: string;
}

export class SecretsKeyError extends Error {
  override name = 'SecretsKeyError';
}

/** An id for the key that reveals nothing of it (an HMAC under the key itself). */
export const keyIdOf = (key: Buffer) =>
  createHmac('sha256', key).update('agency secrets key id').digest('hex').slice(0, 12);

export const keyFilePath = (dataDir: string) => path.join(dataDir, KEY_FILE_NAME);

/** Where the keys of this source are, for messages. */
export const keySourceName = (source: KeySource) =>
  source.secretsKey ? 'SECRETS_KEY' : `the key file ${keyFilePath(source.dataDir)} (DATA_DIR)`;

export const newKey = () => randomBytes(32);

function ringOf(keys: Buffer[], origin: string): KeyRing {
  const ring: SecretsKey[] = [];
  for (const key of keys) {
    const id = keyIdOf(key);
    if (!ring.some((k) => k.id === id)) ring.push({ id, key });
  }
  return { keys: ring, origin };
}

/** The keys of the key file, or undefined when there is none. */
export function readKeyFile(dataDir: string): KeyRing | undefined {
  const file = keyFilePath(dataDir);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const keys = parseSecretsKeys(lines.join(','));
  if (!keys) {
    throw new SecretsKeyError(
      `${file} must hold one key of 32 bytes in base64 per line (the first seals): it was changed by hand or damaged`,
    );
  }
  return ringOf(keys, file);
}

/** What identifies the key file's present content: a rotation replaces the file. */
export function keyFileVersion(dataDir: string): string | undefined {
  const stat = fs.statSync(keyFilePath(dataDir), { throwIfNoEntry: false });
  return stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

function fileText(keys: readonly Buffer[]): string {
  return KEY_FILE_HEADER + keys.map((key) => `${key.toString('base64')}\n`).join('');
}

/** A new file beside `file`, written whole and flushed, readable by this user alone. */
function writeTemporary(file: string, text: string): string {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.fchmodSync(fd, 0o600); // whatever the umask
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return temporary;
}

function syncFolder(folder: string): void {
  const fd = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes a new key file unless one exists, and answers the file's keys. Several
 * processes may start at once on one DATA_DIR: each writes a complete file under a
 * name of its own and links it to secrets.key, which fails for all but the first, and
 * then everyone reads the winner's keys.
 */
export function createKeyFile(dataDir: string): KeyRing {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = keyFilePath(dataDir);
  const temporary = writeTemporary(file, fileText([newKey()]));
  try {
    fs.linkSync(temporary, file);
    syncFolder(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return readKeyFile(dataDir)!;
}

/**
 * Puts a new key first in the key file, keeping the others (values they sealed, here
 * or in backups, stay readable). The file is replaced whole, so a reader sees the old
 * ring or the new one. Rotations exclude each other by a lock file while they rewrite
 * it: two at once would each keep only their own new key.
 */
export function addKeyToFile(dataDir: string): KeyRing {
  const file = keyFilePath(dataDir);
  const lock = `${file}.lock`;
  let lockFd: number;
  try {
    lockFd = fs.openSync(lock, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new SecretsKeyError(
      `Another rotation holds ${lock}. If none is running (one was interrupted), delete that file and rotate again.`,
    );
  }
  try {
    const current = readKeyFile(dataDir) ?? createKeyFile(dataDir);
    const keys = [newKey(), ...current.keys.map((k) => k.key)];
    const temporary = writeTemporary(file, fileText(keys));
    // Run as root for a service's DATA_DIR, the new file must stay the service's.
    const { uid, gid } = fs.statSync(file);
    try {
      fs.chownSync(temporary, uid, gid);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    }
    fs.renameSync(temporary, file);
    syncFolder(dataDir);
    return readKeyFile(dataDir)!;
  } finally {
    fs.closeSync(lockFd);
    fs.rmSync(lock, { force: true });
  }
}

/**
 * The ring of a source: SECRETS_KEY's keys, or the key file's. Without SECRETS_KEY and
 * without a file, `create` writes the file (a first start); otherwise the answer is
 * undefined.
 */
export function loadKeyRing(
  source: KeySource,
  { create }: { create: boolean },
): KeyRing | undefined {
  if (source.secretsKey) {
    const keys = parseSecretsKeys(source.secretsKey);
    if (!keys) throw new SecretsKeyError('SECRETS_KEY: not a list of keys'); // env validates it first
    return ringOf(keys, 'SECRETS_KEY');
  }
  return readKeyFile(source.dataDir) ?? (create ? createKeyFile(source.dataDir) : undefined);
}
