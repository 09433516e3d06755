// SECRETS_KEY: the keys that seal the secrets stored in the database (two-factor and
// webhook secrets; src/server/secrets). A comma list of AES-256 keys, each 32 random
// bytes in base64; the first seals, every one opens. Pure, so that src/env validates
// the variable with it and the key file in DATA_DIR is read with the same rule.

export const SECRETS_KEY_FORMAT =
  'must be one or more keys of 32 bytes in base64 (make one with `openssl rand -base64 32`), ' +
  'separated by commas, the key that seals first';

// 32 bytes: 43 characters and one "=" in base64, or 43 characters in base64url.
const KEY_PATTERN = /^(?:[A-Za-z0-9+/]{43}=|[A-Za-z0-9_-]{43})$/;

/** The keys of a comma list, first to last, or undefined when any of them is not a key. */
export function parseSecretsKeys(value: string): Buffer[] | undefined {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => KEY_PATTERN.test(part))) return undefined;
  return parts.map((part) => Buffer.from(part, part.endsWith('=') ? 'base64' : 'base64url'));
}
