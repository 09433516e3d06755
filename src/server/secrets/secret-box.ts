import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { getEnv } from '@/env';
import { keyFileVersion, loadKeyRing, type KeyRing, type KeySource } from './keys';

// Secrets stored in the database (two-factor secrets, webhook secrets) are sealed with
// AES-256-GCM under a key that is not in the database (keys.ts), so neither the
// database nor a backup of it reveals them:
//
//   enc1:<key id>:<base64url of iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes)>
//
// "enc1:<key id>" is authenticated too (GCM's additional data). The key id says which
// key of the ring opens the value, so values sealed before a rotation stay readable
// while they are re-sealed (stored-secrets.ts). A value is not bound to its row: the
// aim is secrecy at rest, and whoever can write rows can already switch a secret off.

const VERSION = 'enc1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^enc1:([0-9a-f]{12}):([A-Za-z0-9_-]+)$/;

/** A stored secret that cannot be opened: not sealed, sealed with a key we lack, or altered. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** Whether a stored value is sealed (anything else is a secret still stored in the clear). */
export const isSealed = (stored: string) => SEALED.test(stored);

/** The id of the key a sealed value names. */
export const sealedKeyId = (stored: string) => SEALED.exec(stored)?.[1];

/** Seals with the ring's first key. */
export function sealWith(ring: KeyRing, plain: string): string {
  const { id, key } = ring.keys[0]!;
  const header = `${VERSION}:${id}`;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(header));
  const sealed = Buffer.concat([
    iv,
    cipher.update(plain, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${header}:${sealed.toString('base64url')}`;
}

/** Opens with the key of the ring the value names; a SecretBoxError says why it cannot. */
export function openWith(ring: KeyRing, stored: string): string {
  const match = SEALED.exec(stored);
  if (!match) {
    throw new SecretBoxError(
      `A stored secret is not sealed (${VERSION}:<key id>:…): secrets kept in the clear are sealed at start`,
    );
  }
  const [, id, data] = match as unknown as [string, string, string];
  const entry = ring.keys.find((k) => k.id === id);
  if (!entry) {
    throw new SecretBoxError(
      `A stored secret is sealed with key ${id}, which ${ring.origin} does not hold ` +
        `(it holds ${ring.keys.map((k) => k.id).join(', ')}): every instance needs the same SECRETS_KEY`,
    );
  }
  const sealed = Buffer.from(data, 'base64url');
  try {
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('too short');
    const decipher = createDecipheriv('aes-256-gcm', entry.key, sealed.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(`${VERSION}:${id}`));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES));
    return Buffer.concat([plain, decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError(
      `A stored secret sealed with key ${id} failed its integrity check: it was altered or damaged in the database`,
    );
  }
}

// This process's ring, from its configuration. SECRETS_KEY is read once; the key file
// is looked at again whenever it is used (one stat), so a rotation that rewrites it
// reaches a running server at once.
let cached: { version: string | undefined; ring: KeyRing } | undefined;

function processSource(): KeySource {
  const env = getEnv();
  return { secretsKey: env.SECRETS_KEY, dataDir: env.dataDir };
}

/** The ring this process seals and opens with (the key file is written if there is none). */
export function processKeyRing(): KeyRing {
  const source = processSource();
  const version = source.secretsKey ? 'SECRETS_KEY' : keyFileVersion(source.dataDir);
  if (!cached || version === undefined || cached.version !== version) {
    const ring = loadKeyRing(source, { create: true })!;
    cached = { version: version ?? keyFileVersion(source.dataDir), ring };
  }
  return cached.ring;
}

/** Seals a secret for storage, with the first key of this process's ring. */
export const sealSecret = (plain: string): string => sealWith(processKeyRing(), plain);

/** Opens a stored secret; throws a SecretBoxError (with the reason) when it cannot. */
export const openSecret = (stored: string): string => openWith(processKeyRing(), stored);
