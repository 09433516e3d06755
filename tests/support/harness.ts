import { randomBytes } from 'node:crypto';
import { createCategories, listCategories } from '@/server/categories/categories';
import type { Engine } from '@/server/db/client';
import { createSession, revokeSession } from '@/server/auth/sessions';
import { stampPeerAddress } from '@/http/client-ip';
import { ROUTE_TABLE, type RouteEntry } from './routes';
import { createUser, type User } from '@/server/users/users';
import { createTestDatabase, type TestDatabase } from './test-databases';
import { TEST_SITE_URL } from './env';

// Calls the real route handlers the way Next does: a web Request and a context whose
// params are a promise. Paths are matched against the route table derived from the
// app folder's route files (support/routes.ts), static segments before dynamic ones.

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

function match(
  pathname: string,
): { route: RouteEntry; params: Record<string, string | string[]> } | undefined {
  const parts = pathname.split('/').slice(1).map(decodeURIComponent);
  for (const route of ROUTE_TABLE) {
    const { pattern } = route;
    const want = pattern.split('/').slice(1);
    const params: Record<string, string | string[]> = {};
    let ok = true;
    for (let i = 0; i < want.length && ok; i++) {
      const segment = want[i]!;
      if (segment.startsWith('*')) {
        params[segment.slice(1)] = parts.slice(i);
        ok = parts.length > i;
        return ok ? { route, params } : undefined;
      }
      if (segment.startsWith(':')) params[segment.slice(1)] = parts[i] ?? '';
      else if (segment !== parts[i]) ok = false;
    }
    if (ok && parts.length === want.length) return { route, params };
  }
  return undefined;
}

export interface CallOptions {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  body?: BodyInit;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** The client address the server sees (its socket address); random when not given. */
  ip?: string;
}

export const randomIp = () =>
  `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

export function buildRequest(method: string, path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  if (options.cookie !== undefined) headers.set('cookie', `agency_session=${options.cookie}`);
  if (!headers.has('host')) headers.set('host', new URL(TEST_SITE_URL).host);
  stampPeerAddress(headers, options.ip ?? randomIp());
  return new Request(`${TEST_SITE_URL}${path}`, {
    method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

/** One HTTP call through the route handlers; 404/405 like Next for unknown paths and methods. */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const url = new URL(path, TEST_SITE_URL);
  const found = match(url.pathname);
  if (!found) return new Response('Not found', { status: 404 });
  const handler = found.route.handlers[method as keyof RouteEntry['handlers']] as
    Handler | undefined;
  if (!handler) return new Response(null, { status: 405 });
  return handler(buildRequest(method, path, options), { params: Promise.resolve(found.params) });
}

/** The answer's status and parsed JSON body. */
export async function callJson(method: string, path: string, options: CallOptions = {}) {
  const response = await call(method, path, options);
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
  return { status: response.status, headers: response.headers, body: body as any };
}

/** Points getDb() of this process at a test database. */
export function pointDbAt(handle: TestDatabase): void {
  const holder = globalThis as typeof globalThis & {
    __dbReady?: Promise<unknown>;
    __dbHandle?: unknown;
  };
  holder.__dbHandle = handle;
  holder.__dbReady = Promise.resolve(handle);
}

export interface World {
  t: TestDatabase;
  admin: User;
  editor: User;
  adminPassword: string;
  editorPassword: string;
  adminToken: string;
  editorToken: string;
  /** The id of a blog category other than All. */
  categoryId: number;
  allCategoryId: number;
  /** A session that expired a day ago / one that was revoked. */
  expiredToken: string;
  revokedToken: string;
}

/** A fresh database with categories, an administrator, a non-admin, and sessions of every kind. */
export async function createWorld(engine: Engine): Promise<World> {
  const t = await createTestDatabase(engine);
  pointDbAt(t);
  // Fresh in-memory rate-limit counters for each database, as after a restart.
  delete (globalThis as typeof globalThis & { __siteLimiters?: unknown }).__siteLimiters;
  await createCategories(t.db, ['All', 'Web Development', 'SEO']);
  const list = await listCategories(t.db);
  const adminPassword = 'admin-pass-12';
  const editorPassword = 'editor-pass-12';
  const admin = await createUser(t.db, {
    email: 'admin@agency.test',
    password: adminPassword,
    name: 'Ada Admin',
    role: 'admin',
  });
  const editor = await createUser(t.db, {
    email: 'editor@agency.test',
    password: editorPassword,
    name: 'Ed Editor',
    role: 'editor',
  });
  const expired = await createSession(t.db, admin.id, {
    now: new Date(Date.now() - 8 * 86_400_000),
  });
  const revoked = await createSession(t.db, admin.id);
  await revokeSession(t.db, revoked.token);
  return {
    t,
    admin,
    editor,
    adminPassword,
    editorPassword,
    adminToken: (await createSession(t.db, admin.id)).token,
    editorToken: (await createSession(t.db, editor.id)).token,
    categoryId: list.find((c) => c.category === 'SEO')!.category_id,
    allCategoryId: list.find((c) => c.category === 'All')!.category_id,
    expiredToken: expired.token,
    revokedToken: revoked.token,
  };
}
