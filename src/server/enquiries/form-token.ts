import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MIN_FILL_MS } from '@/lib/enquiries';
import { processKeyRing } from '../secrets/secret-box';

// The time check of the contact forms (issue 27). Cached pages cannot carry a token, so
// a form asks for one when it is first drawn (GET /api/form-token): the time it was
// issued, signed. A form sent back sooner than MIN_FILL_MS after that was filled by a
// program. A token that is missing, malformed, forged or over a day old proves nothing
// either way: the enquiry is judged without it (spec point 7's clients and visitors
// without scripts send none).

const MAX_AGE_MS = 86_400_000;
const CLOCK_SKEW_MS = 5_000;

let derived: { id: string; key: Buffer } | undefined;

/**
 * Derived from the newest key of the secrets key ring (docs/deploy.md, "Secrets at rest"),
 * which every instance shares; after a rotation, tokens issued before it prove nothing.
 */
function signingKey(): Buffer {
  const newest = processKeyRing().keys[0]!;
  if (derived?.id !== newest.id) {
    derived = {
      id: newest.id,
      key: createHmac('sha256', newest.key).update('form-token').digest(),
    };
  }
  return derived.key;
}

const signatureOf = (issuedAt: number) =>
  createHmac('sha256', signingKey()).update(`form-token:${issuedAt}`).digest('base64url');

export function issueFormToken(now = Date.now()): string {
  return `${now}.${signatureOf(now)}`;
}

export type FillTime = 'human' | 'too-fast' | 'unknown';

/** What a returned token says of how long the form took to fill. */
export function judgeFillTime(token: string | undefined, now = Date.now()): FillTime {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return 'unknown';
  const issuedAt = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signatureOf(issuedAt));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unknown';
  const age = now - issuedAt;
  if (age < -CLOCK_SKEW_MS || age > MAX_AGE_MS) return 'unknown';
  return age < MIN_FILL_MS ? 'too-fast' : 'human';
}
