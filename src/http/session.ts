import 'server-only';
import { getEnv } from '@/env';
import type { Role } from '@/lib/roles';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { authenticateToken, requireRole } from '@/server/auth/authenticate';
import { SESSION_TTL_MS } from '@/server/auth/sessions';
import { getDb } from '@/server/db';
import { forbidden, unauthorized } from '@/server/errors';
import type { User } from '@/server/users/users';

// Who is calling: the session token of a request (Bearer header or cookie), the
// cookie itself, and the origin check that makes a cookie safe for mutations.

export interface Credentials {
  token: string;
  via: 'bearer' | 'cookie';
}

export interface Session {
  user: User;
  credentials: Credentials;
  /** The session's public id (GET /api/users/me/sessions). */
  sessionId: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value of one cookie from the Cookie header. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

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

/**
 * A cookie is sent by the browser whoever made the page, so a mutation authenticated by
 * cookie must come from our own pages: the Origin header names SITE_URL's origin or the
 * host the request was sent to; without Origin, Sec-Fetch-Site must say same-origin.
 * Without either header the caller is not a browser page we can vouch for.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (origin === 'null') return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.origin === new URL(getEnv().SITE_URL).origin) return true;
    // Behind a proxy that rewrites Host, SITE_URL is the match that counts.
    return parsed.host === (request.headers.get('host') ?? new URL(request.url).host);
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export function assertSameOriginForCookie(request: Request, credentials: Credentials): void {
  if (credentials.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
    if (!isSameOriginRequest(request)) {
      throw forbidden("This request did not come from the site's own pages.");
    }
  }
}

/** The signed-in caller, or 401. Cookie-authenticated mutations must also come from our origin (403). */
export async function authenticate(request: Request): Promise<Session> {
  const credentials = readCredentials(request);
  if (credentials === undefined) throw unauthorized('Sign in to continue.');
  if (credentials === 'malformed') {
    throw unauthorized('The Authorization header must be "Bearer <token>".');
  }
  const { user, sessionId } = await authenticateToken(await getDb(), credentials.token);
  assertSameOriginForCookie(request, credentials);
  return { user, credentials, sessionId };
}

/** A caller holding one of the roles, or 401 / 403. */
export async function authorize(request: Request, roles: readonly Role[]): Promise<Session> {
  const session = await authenticate(request);
  requireRole(session.user, roles);
  return session;
}

const secureFlag = () => (getEnv().SITE_URL.startsWith('https:') ? '; Secure' : '');

export function sessionCookie(token: string): string {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureFlag()}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureFlag()}`;
}
