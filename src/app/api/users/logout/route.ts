import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { assertSameOriginForCookie, clearedSessionCookie, readCredentials } from '@/http/session';
import { findSession, revokeSession } from '@/server/auth/sessions';

export const dynamic = 'force-dynamic';

// POST /api/users/logout – revoke the session (Bearer or cookie) and clear the cookie (public: idempotent, so a stale session can still sign out)
export const POST = endpoint(
  {
    summary: 'Revoke the session and clear the cookie',
    auth: 'public',
    response: messageAnswer,
    errors: { forbidden: 'A cookie-authenticated call from another origin' },
    audit: 'session',
  },
  async ({ db, request, audit }) => {
    const credentials = readCredentials(request);
    if (credentials !== undefined && credentials !== 'malformed') {
      assertSameOriginForCookie(request, credentials);
      const session = await findSession(db, credentials.token);
      const ended = await revokeSession(db, credentials.token);
      if (ended && session.state === 'valid') {
        const { id, name, email } = session.user;
        audit({ action: 'sign-out', entityId: id, actor: { id, label: name || email } });
      }
    }
    return success(
      { message: 'Signed out.' },
      { headers: { 'Set-Cookie': clearedSessionCookie() } },
    );
  },
);
