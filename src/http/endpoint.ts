import 'server-only';
import type { z } from 'zod';
import type { Role } from '@/lib/roles';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import {
  checkDeclaredLength,
  JSON_BODY_LIMIT_BYTES,
  NO_BODY_LIMIT_BYTES,
  readBodyBytes,
  readJson,
} from './body';
import { errorResponse, isNextControlFlow } from './errors';
import type { Envelope } from './respond';
import { expireCacheTags } from './revalidate';
import { authenticate, authorize, type Session } from './session';

// One way to declare an endpoint. A route file says what the endpoint needs (who may
// call it, its body, its size limit); `endpoint` does those steps in one order for
// every route, and the handler does only its own work:
//
//   export const POST = endpoint(
//     { auth: 'admin', body: blogSchema },
//     async ({ body, db, expire }) => {
//       const blog = await createBlog(db, body);
//       expire(blogWriteTags(undefined, blog)); // the cached pages that show it
//       return success({ data: blog });
//     },
//   );
//
// The declaration stays readable on the exported handler, so tests derive the route
// table and the authorization matrix from the route files themselves.

/** Who may call: anyone, any signed-in user, or staff holding one of the roles. */
export type Access = 'public' | 'signed-in' | Role | readonly Role[];

export interface Declaration {
  auth: Access;
  /** The dynamic segments of the route's path (`[id]` → 'id', `[...path]` → '...path'). */
  params?: readonly string[];
  /** The JSON body, validated before the handler runs (400, 413 or 415 otherwise). */
  body?: z.ZodType;
  /**
   * The largest body accepted, in bytes (413 above it): 1 MB with a JSON body, 16 KB
   * without one (a body the endpoint ignores is still refused when over-large).
   */
  bodyLimit?: number;
  /** The handler reads the body itself (a multipart upload): only its length is checked here. */
  streamsBody?: boolean;
  /** `{status, message}` answers (the API), or `{msg, message}` (the contact forms). */
  envelope?: Envelope;
  /** False for the few endpoints that never touch the database (health reports it itself). */
  database?: boolean;
}

/** `['id']` → `{ id: string }`; a catch-all `['...path']` → `{ path: string[] }`. */
type ParamsOf<D extends Declaration> = D['params'] extends readonly (infer N extends string)[]
  ? {
      [K in N as K extends `...${infer Rest}` ? Rest : K]: K extends `...${string}`
        ? string[]
        : string;
    }
  : Record<string, never>;
type BodyOf<D extends Declaration> = D['body'] extends z.ZodType ? z.infer<D['body']> : undefined;
type SessionOf<D extends Declaration> = D['auth'] extends 'public' ? undefined : Session;
type DbOf<D extends Declaration> = D['database'] extends false ? undefined : Db;

export interface EndpointContext<D extends Declaration> {
  request: Request;
  params: ParamsOf<D>;
  body: BodyOf<D>;
  session: SessionOf<D>;
  db: DbOf<D>;
  /**
   * Expires the cached pages carrying these tags once the handler has answered 2xx
   * (which tags depends on the record written: src/server/cache/write-tags.ts).
   */
  expire: (tags: readonly string[]) => void;
}

/** A route handler as Next calls it, carrying its declaration. */
export type Endpoint<P = Record<string, string>> = ((
  request: Request,
  context: { params: Promise<P> },
) => Promise<Response>) & { declaration: Declaration };

const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/** The roles an access rule admits; undefined for public and any signed-in user. */
export function rolesOf(auth: Access): readonly Role[] | undefined {
  if (auth === 'public' || auth === 'signed-in') return undefined;
  return typeof auth === 'string' ? [auth] : auth;
}

async function sessionFor(request: Request, auth: Access): Promise<Session | undefined> {
  if (auth === 'public') return undefined;
  const roles = rolesOf(auth);
  return roles ? authorize(request, roles) : authenticate(request);
}

async function bodyFor(request: Request, declaration: Declaration): Promise<unknown> {
  if (BODILESS_METHODS.has(request.method)) return undefined;
  const { body: schema, bodyLimit, streamsBody } = declaration;
  if (schema) return readJson(request, schema, { limit: bodyLimit ?? JSON_BODY_LIMIT_BYTES });
  if (streamsBody) {
    // Nothing is read here: the handler streams the body and enforces its own limits.
    if (bodyLimit !== undefined) checkDeclaredLength(request, bodyLimit);
    return undefined;
  }
  await readBodyBytes(request, bodyLimit ?? NO_BODY_LIMIT_BYTES); // read and dropped
  return undefined;
}

export function endpoint<const D extends Declaration>(
  declaration: D,
  handler: (context: EndpointContext<D>) => Promise<Response>,
): Endpoint<ParamsOf<D>> {
  const run = async (request: Request, { params }: { params: Promise<ParamsOf<D>> }) => {
    try {
      const session = await sessionFor(request, declaration.auth);
      const body = await bodyFor(request, declaration);
      const db = declaration.database === false ? undefined : await getDb();
      const expiring: string[] = [];
      const response = await handler({
        request,
        params: await params,
        body,
        session,
        db,
        expire: (tags: readonly string[]) => void expiring.push(...tags),
      } as unknown as EndpointContext<D>);
      if (response.ok) expireCacheTags(expiring);
      return response;
    } catch (error) {
      if (isNextControlFlow(error)) throw error;
      const label = `${request.method} ${new URL(request.url).pathname}`;
      return errorResponse(error, declaration.envelope ?? 'status', label);
    }
  };
  return Object.assign(run, { declaration });
}
