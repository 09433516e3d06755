import '../support/env';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimit } from '@/server/rate-limit/rate-limit';
import { testEngines } from '../support/test-databases';
import { callJson, createWorld, randomIp, type World } from '../support/harness';

// How far a brute-force run gets (the closing note of issue 13 quotes these figures).
// Each run sends 100 guesses as fast as it can; only the guesses the server actually
// checked (401) could have succeeded, the rest were refused unchecked (429). With
// LOGIN_RATE_LIMIT 5/15m that is 5 guesses per window: 1 every 3 minutes.

const ATTEMPTS = 100;
const limit = parseRateLimit(process.env.LOGIN_RATE_LIMIT ?? '5/15m');
const perMinute = (checked: number) => (checked / (limit.durationSeconds / 60)).toFixed(2);

describe.each(testEngines)('brute force on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  async function run(
    guess: (i: number) => { email: string; password: string; code?: string; ip: string },
  ) {
    const counts: Record<number, number> = {};
    for (let i = 0; i < ATTEMPTS; i++) {
      const { ip, ...json } = guess(i);
      const { status } = await callJson('POST', '/api/users/login', { ip, json });
      counts[status] = (counts[status] ?? 0) + 1;
    }
    return counts;
  }

  it('checks 5 passwords per account per window, whatever addresses they come from', async () => {
    const counts = await run((i) => ({
      email: 'admin@agency.test',
      password: `guess-${i}`,
      ip: randomIp(),
    }));
    console.log(
      `[brute force] one account, ${ATTEMPTS} guesses from ${ATTEMPTS} addresses: ${counts[401]} checked, ${counts[429]} refused → ${perMinute(counts[401]!)} guesses/min`,
    );
    expect(counts).toEqual({ 401: limit.points, 429: ATTEMPTS - limit.points });
  });

  it('checks 5 passwords per address per window, whatever accounts they try', async () => {
    const ip = randomIp();
    const counts = await run((i) => ({
      email: `guess${i}@agency.test`,
      password: 'Password1',
      ip,
    }));
    console.log(
      `[brute force] one address, ${ATTEMPTS} accounts: ${counts[401]} checked, ${counts[429]} refused → ${perMinute(counts[401]!)} guesses/min`,
    );
    expect(counts).toEqual({ 401: limit.points, 429: ATTEMPTS - limit.points });
  });

  it('checks 5 two-factor codes per account per window for someone who has the password', async () => {
    const token = (
      await callJson('POST', '/api/users/login', {
        ip: randomIp(),
        json: { email: 'editor@agency.test', password: w.editorPassword },
      })
    ).body.token as string;
    const { secret } = (await callJson('POST', '/api/users/me/totp', { token })).body;
    const confirmed = await callJson('POST', '/api/users/me/totp/confirm', {
      token,
      json: { code: await generate({ secret }) },
    });
    expect(confirmed.status).toBe(200);
    const right = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const counts = await run((i) => ({
      email: 'editor@agency.test',
      password: w.editorPassword,
      code: wrong(i),
      ip: randomIp(),
    }));
    console.log(
      `[brute force] codes for one account, ${ATTEMPTS} guesses from ${ATTEMPTS} addresses: ${counts[401]} checked, ${counts[429]} refused → ${perMinute(counts[401]!)} guesses/min; with 3 codes valid at a time (one step of drift either way) a guess succeeds once in ~333,000: ~${(1_000_000 / 3 / Number(perMinute(counts[401]!)) / 60 / 24 / 365).toFixed(1)} years on average`,
    );
    expect(counts).toEqual({ 401: limit.points, 429: ATTEMPTS - limit.points });
    // Locked out, even the right code is refused until the window passes.
    const locked = await callJson('POST', '/api/users/login', {
      ip: randomIp(),
      json: { email: 'editor@agency.test', password: w.editorPassword, code: right },
    });
    expect(locked.status).toBe(429);
  });
});
