import { describe, expect, it } from 'vitest';
import { parseEnv } from '.';

describe('parseEnv', () => {
  it('applies the defaults of the embedded setup', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOGIN_RATE_LIMIT).toBe('5/15m');
    expect(env.CONTACT_RATE_LIMIT).toBe('5/10m');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ LOGIN_RATE_LIMIT: 'five' }, 'LOGIN_RATE_LIMIT'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX'],
    [{ HOST: 'every interface' }, 'HOST'],
    [{ SECRETS_KEY: 'too-short' }, 'SECRETS_KEY'],
    [{ SECRETS_KEY: `${'A'.repeat(43)}=,hex:${'0'.repeat(64)}` }, 'SECRETS_KEY'],
    [{ WEBHOOK_ALLOW_PRIVATE: 'yes' }, 'WEBHOOK_ALLOW_PRIVATE'],
  ])('names the wrong variable in %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: `));
  });

  it.each(['loopback', '1', '10.0.0.0/8, 192.168.1.7', 'loopback,uniquelocal,::1'])(
    'accepts TRUST_PROXY %s',
    (value) => {
      expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
    },
  );

  it.each(['127.0.0.1', '::1', '0.0.0.0', 'localhost'])('accepts HOST %s', (value) => {
    expect(parseEnv({ HOST: value }).HOST).toBe(value);
  });

  it('sends webhooks to private addresses only when WEBHOOK_ALLOW_PRIVATE is 1', () => {
    expect(parseEnv({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: '0' }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: '1' }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
  });

  it('prefixes Redis keys with agency: unless told otherwise', () => {
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe('agency:');
  });

  it('strips a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com');
  });

  it('says what SECRETS_KEY must hold', () => {
    expect(() => parseEnv({ SECRETS_KEY: 'x' })).toThrow(
      'SECRETS_KEY: must be one or more keys of 32 bytes in base64 (make one with `openssl rand -base64 32`)',
    );
  });

  it('accepts SECRETS_KEY as one base64 key or a comma list of them', () => {
    const key = Buffer.alloc(32, 7);
    for (const value of [
      key.toString('base64'),
      key.toString('base64url'),
      `${key.toString('base64')}, ${Buffer.alloc(32, 9).toString('base64')}`,
    ]) {
      expect(parseEnv({ SECRETS_KEY: value }).SECRETS_KEY).toBe(value);
    }
  });
});
