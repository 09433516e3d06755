import '../support/env';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearedSessionCookie, sessionCookie } from '@/http/session';

describe('the session cookie behind https', () => {
  beforeAll(() => {
    process.env.SITE_URL = 'https://agency.example'; // read on first use by getEnv()
  });

  it('is Secure when SITE_URL is https, when set and when cleared', () => {
    expect(sessionCookie('t'.repeat(43))).toBe(
      `agency_session=${'t'.repeat(43)}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(clearedSessionCookie()).toBe(
      'agency_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
