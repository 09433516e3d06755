import { readCredentials } from '@/server/auth/authenticate';
import { clearedSessionCookie } from '@/server/auth/cookies';
import { isSameOriginRequest } from '@/server/auth/origin';
import { revokeSession } from '@/server/auth/sessions';
import { getDb } from '@/server/db';
import { forbidden } from '@/server/http/errors';
import { route, success } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// POST /api/users/logout – revoke the session (Bearer or cookie) and clear the cookie (signed in; idempotent)
export const POST = route(async (request) => {
  const credentials = readCredentials(request);
  if (credentials !== undefined && credentials !== 'malformed') {
    if (credentials.via === 'cookie' && !isSameOriginRequest(request)) {
      throw forbidden("This request did not come from the site's own pages.");
    }
    await revokeSession(await getDb(), credentials.token);
  }
  return success({ message: 'Signed out.' }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
});
