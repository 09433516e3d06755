import 'server-only';
import { getDb } from '../db';
import { forbidden, unauthorized } from '../http/errors';
import type { User } from '../users/users';
import { readCookie, SESSION_COOKIE } from './cookies';
import { isSameOriginRequest } from './origin';
import { findSession } from './sessions';

export interface Credentials {
  token: string;
  via: 'bearer' | 'cookie';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token a request carries: the Bearer header wins over the cookie. */
export function readCredentials(request: Request): Credentials | 'malformed' | undefined {
  const header = request.headers.get('authorization');
  if (header !== null) {
    const match = /^Bearer +([^\s]+)$/i.exec(header.trim());
    return match ? { token: match[1]!, via: 'bearer' } : 'malformed';
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

export interface Session {
  user: User;
  credentials: Credentials;
}

/** The signed-in user, or 401. Cookie-authenticated mutations must also come from our origin (403). */
export async function authenticate(request: Request): Promise<Session> {
  const credentials = readCredentials(request);
  if (credentials === undefined) throw unauthorized('Sign in to continue.');
  if (credentials === 'malformed') {
    throw unauthorized('The Authorization header must be "Bearer <token>".');
  }
  const session = await findSession(await getDb(), credentials.token);
  switch (session.state) {
    case 'unknown':
      throw unauthorized('Your session is not valid. Sign in again.');
    case 'expired':
      throw unauthorized('Your session has expired. Sign in again.');
    case 'revoked':
      throw unauthorized('Your session has ended. Sign in again.');
  }
  if (
    credentials.via === 'cookie' &&
    !SAFE_METHODS.has(request.method) &&
    !isSameOriginRequest(request)
  ) {
    throw forbidden("This request did not come from the site's own pages.");
  }
  return { user: session.user, credentials };
}

/** An administrator's session, or 401 / 403. Every mutation of site content goes through it. */
export async function requireAdmin(request: Request): Promise<Session> {
  const session = await authenticate(request);
  if (!session.user.isAdmin) throw forbidden('Only administrators can do this.');
  return session;
}
