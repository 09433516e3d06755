import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases';
import { call, callJson, createWorld, randomIp, type World } from '../support/harness';

// LOGIN_RATE_LIMIT (default 5/15m): failed sign-ins count against the e-mail and against
// the client address; once either is used up, even the right password gets 429.

describe.each(testEngines)('sign-in limits on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const attempt = (email: string, password: string, ip = randomIp()) =>
    callJson('POST', '/api/users/login', { ip, json: { email, password } });

  it('locks an e-mail after 5 failures from anywhere, with Retry-After and a message', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('admin@agency.test', `wrong-${i}`)).status).toBe(401);
    const locked = await attempt('admin@agency.test', w.adminPassword);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      status: 'fail',
      message: 'Too many failed sign-in attempts. Try again later.',
    });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account is not affected.
    expect((await attempt('editor@agency.test', w.editorPassword)).status).toBe(200);
  });

  it('locks an address after 5 failures whatever the e-mail', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await attempt(`guess${i}@agency.test`, 'password1', ip)).status).toBe(401);
    expect((await attempt('editor@agency.test', w.editorPassword, ip)).status).toBe(429);
    expect((await attempt('editor@agency.test', w.editorPassword, randomIp())).status).toBe(200);
  });

  it('forgets an e-mail’s failures once it signs in', async () => {
    const email = 'editor@agency.test';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt(email, 'wrong-pass')).status).toBe(401);
      expect((await attempt(email, w.editorPassword)).status).toBe(200);
    }
  });

  it('does not count malformed requests as failures', async () => {
    const ip = randomIp();
    for (let i = 0; i < 8; i++) {
      expect(
        (
          await call('POST', '/api/users/login', {
            ip,
            json: { email: 'not-an-email', password: 'x' },
          })
        ).status,
      ).toBe(400);
    }
    expect((await attempt('editor@agency.test', w.editorPassword, ip)).status).toBe(200);
  });
});
