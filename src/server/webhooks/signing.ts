import 'server-only';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

// Standard Webhooks (standardwebhooks.com): a secret `whsec_<base64 key>`, and on each
// attempt the headers webhook-id (the event's id, the same on every retry),
// webhook-timestamp (the attempt's time in Unix seconds) and webhook-signature:
// `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret, space-separated.
// The specification's own JavaScript library signs (it runs offline, in plain
// JavaScript, on Node 20); tests/api/webhooks.test.ts verifies with node:crypto.

const SECRET_BYTES = 32;

/** A new signing secret. */
export const generateSecret = (): string => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

/** The headers of one attempt, signed with each secret (two while a rotated one still signs). */
export function signedHeaders(
  secrets: readonly string[],
  eventId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(eventId, at, body))
      .join(' '),
  };
}
