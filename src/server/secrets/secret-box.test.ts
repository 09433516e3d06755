import { describe, expect, it } from 'vitest';
import { keyIdOf, newKey, type KeyRing } from './keys';
import { isSealed, openWith, SecretBoxError, sealedKeyId, sealWith } from './secret-box';

const ringOf = (...keys: Buffer[]): KeyRing => ({
  keys: keys.map((key) => ({ id: keyIdOf(key), key })),
  origin: 'SECRETS_KEY',
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'; // a base32 TOTP secret of 20 bytes

/** The value with one character of its sealed data changed (not the last, whose low bits may be padding). */
function tampered(stored: string, at: number): string {
  const chars = [...stored];
  const i = stored.lastIndexOf(':') + 1 + at;
  chars[i] = chars[i] === 'A' ? 'B' : 'A';
  return chars.join('');
}

describe('secret box', () => {
  const oldKey = newKey();
  const key = newKey();

  it('seals to enc1:<key id>:<data> that opens to the secret, and never shows it', () => {
    const ring = ringOf(key);
    const stored = sealWith(ring, SECRET);
    expect(stored).toMatch(/^enc1:[0-9a-f]{12}:[A-Za-z0-9_-]+$/);
    expect(sealedKeyId(stored)).toBe(keyIdOf(key));
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(SECRET);
    expect(Buffer.from(stored.split(':')[2]!, 'base64url').toString('latin1')).not.toContain(
      SECRET,
    );
    expect(openWith(ring, stored)).toBe(SECRET);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    const ring = ringOf(key);
    expect(sealWith(ring, SECRET)).not.toBe(sealWith(ring, SECRET));
  });

  it('seals with the first key of the ring and opens with any of them', () => {
    const sealedBefore = sealWith(ringOf(oldKey), SECRET);
    const ring = ringOf(key, oldKey);
    expect(sealedKeyId(sealWith(ring, SECRET))).toBe(keyIdOf(key));
    expect(openWith(ring, sealedBefore)).toBe(SECRET);
  });

  it('says which key is missing when the ring lacks it', () => {
    const stored = sealWith(ringOf(oldKey), SECRET);
    expect(() => openWith(ringOf(key), stored)).toThrow(SecretBoxError);
    expect(() => openWith(ringOf(key), stored)).toThrow(
      `sealed with key ${keyIdOf(oldKey)}, which SECRETS_KEY does not hold (it holds ${keyIdOf(key)})`,
    );
  });

  it('refuses an altered value with a clear error', () => {
    const ring = ringOf(key, oldKey);
    const stored = sealWith(ring, SECRET);
    const integrity = /failed its integrity check: it was altered or damaged/;
    for (const at of [0, 5, 20, 40, 60]) {
      expect(() => openWith(ring, tampered(stored, at))).toThrow(integrity);
    }
    // Another key of the ring named in the header: the header is authenticated too.
    expect(() => openWith(ring, stored.replace(keyIdOf(key), keyIdOf(oldKey)))).toThrow(integrity);
    // Cut short.
    expect(() => openWith(ring, stored.slice(0, -30))).toThrow(integrity);
    expect(() => openWith(ring, `enc1:${keyIdOf(key)}:AAAA`)).toThrow(integrity);
  });

  it('refuses a value that is not sealed, naming what it expected', () => {
    expect(isSealed(SECRET)).toBe(false);
    expect(() => openWith(ringOf(key), SECRET)).toThrow(
      /A stored secret is not sealed \(enc1:<key id>:…\)/,
    );
  });

  it('takes any text, not only base32', () => {
    const ring = ringOf(key);
    for (const plain of ['', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'ünïcødé ☃ 🚀'])
      expect(openWith(ring, sealWith(ring, plain))).toBe(plain);
  });
});
