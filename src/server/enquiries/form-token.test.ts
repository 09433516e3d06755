import { describe, expect, it } from 'vitest';
import { issueFormToken, judgeFillTime } from './form-token';

// A key of the test's own, so that no key file is written (the ring reads SECRETS_KEY first).
process.env.SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

describe('the contact forms’ time token', () => {
  const issued = Date.UTC(2026, 10, 26, 10, 0, 0);
  const token = issueFormToken(issued);

  it('tells a form filled in under three seconds from one that took longer', () => {
    expect(judgeFillTime(token, issued + 1_200)).toBe('too-fast');
    expect(judgeFillTime(token, issued + 3_000)).toBe('human');
    expect(judgeFillTime(token, issued + 60_000)).toBe('human');
  });

  it('proves nothing when missing, forged, altered or stale', () => {
    expect(judgeFillTime(undefined, issued)).toBe('unknown');
    expect(judgeFillTime('', issued)).toBe('unknown');
    expect(judgeFillTime('not a token', issued)).toBe('unknown');
    const [time, signature] = token.split('.') as [string, string];
    // An earlier time with the same signature: the signature no longer matches.
    expect(judgeFillTime(`${Number(time) - 10_000}.${signature}`, issued + 1_000)).toBe('unknown');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(judgeFillTime(`${time}.${flipped}`, issued + 1_000)).toBe('unknown');
    expect(judgeFillTime(token, issued + 2 * 86_400_000)).toBe('unknown');
  });
});
