import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { assertSameOriginForCookie, clearedSessionCookie, readCredentials } from '@/http/session';
import { revokeSession } from '@/server/auth/sessions';

export const dynamic = 'force-dynamic';

// POST /api/users/logout – revoke the session (Bearer or cookie) and clear the cookie (public: idempotent, so a stale session can still sign out)
export const POST = endpoint({ auth: 'public' }, async ({ db, request }) => {
  const credentials = readCredentials(request);
  if (credentials !== undefined && credentials !== 'malformed') {
    assertSameOriginForCookie(request, credentials);
    await revokeSession(db, credentials.token);
  }
  return success({ message: 'Signed out.' }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
});
