import 'server-only';
import type { z } from 'zod';
import type { Role } from '@/lib/roles';
import type { ErrorCode } from '@/server/errors';
import { recordAudit, type AuditAction, type AuditEntity } from '@/server/audit/audit';
import { getDb } from '@/server/db';
import { nudgeOutbox } from '@/server/mail/outbox';
import { nudgeWebhooks } from '@/server/webhooks/deliveries';
import type { Db } from '@/server/db/types';
import {
  checkDeclaredLength,
  JSON_BODY_LIMIT_BYTES,
  NO_BODY_LIMIT_BYTES,
  readBodyBytes,
  readJson,
} from './body';
import { errorResponse, isNextControlFlow } from './errors';
import type { Answer, Envelope } from './respond';
import { getClientIp } from './client-ip';
import { expireCacheTags } from './revalidate';
import { authenticate, authorize, type Session } from './session';
import { assertTwoFactorSettled } from './two-factor-gate';
import { requestIdOf } from './request-id';

// One way to declare an endpoint, and the whole of its HTTP contract. A route file says
// what the endpoint needs (who may call it, its body, its size limit) and what it
// answers (its success body, the errors it may give); `endpoint` does those steps in one
// order for every route, and the handler does only its own work:
//
//   export const POST = endpoint(
//     {
//       summary: 'Create a blog',
//       auth: 'admin',
//       body: blogSchema,
//       response: savedAnswer(blogRecord),
//       status: 201,
//       errors: { conflict: 'Slug taken' },
//     },
//     async ({ body, db, expire }) => {
//       const blog = await createBlog(db, body);
//       expire(blogWriteTags(undefined, blog)); // the cached pages that show it
//       return success({ message: 'Blog created.', data: blog }); // checked against response
//     },
//   );
//
// The declaration stays readable on the exported handler, so tests derive the route
// table and the authorization matrix from the route files themselves, and the OpenAPI
// document is generated from them (src/http/openapi.ts).

/** Who may call: anyone, any signed-in user, or staff holding one of the roles. */
export type Access = 'public' | 'signed-in' | Role | readonly Role[];

/** A success that is not a JSON body: a file, CSV or text, or a redirect (307). */
export type OtherAnswer =
  | { contentType: string; description: string; partial?: true }
  | { redirect: string; setsCookies?: true };

/** What an error status means here, and its body when it is not the usual refusal (null: none). */
export type ErrorAnswer = string | { description: string; body: z.ZodType | null };

/**
 * The refusals an endpoint may answer beyond those its declaration implies (401/403 from
 * `auth`; 400/413/415 from `body`; 400 from `query`): by domain error code (the status
 * comes from src/http/errors.ts) or by status for answers the handler makes itself.
 */
export type DeclaredErrors = { [Code in ErrorCode]?: ErrorAnswer } & {
  [status: number]: ErrorAnswer;
};

export interface Declaration {
  /** One line: what the endpoint does (the operation's summary). */
  summary: string;
  /** What a caller must know beyond the summary. */
  description?: string;
  auth: Access;
  /** A public read that shows a staff caller more (drafts, pending changes). */
  staffSeesMore?: true;
  /** A credential of its own instead of a session, checked by the handler (GET /api/metrics). */
  credential?: 'metricsToken';
  /** The dynamic segments of the route's path (`[id]` → 'id', `[...path]` → '...path'). */
  params?: readonly string[];
  /**
   * The query parameters the handler reads, with `readQuery` and this schema (not parsed
   * here: the content lists read `?status=` for staff callers only).
   */
  query?: z.ZodObject;
  /** The JSON body, validated before the handler runs (400, 413 or 415 otherwise). */
  body?: z.ZodType;
  /** The success body (a zod schema of the JSON; the handler's answer must match it), or another kind of answer. */
  response: z.ZodType | OtherAnswer;
  /** The success status, when not 200. */
  status?: 201;
  /** Headers of the success answer worth knowing, by name: what they say. */
  headers?: Record<string, string>;
  errors?: DeclaredErrors;
  /**
   * The largest body accepted, in bytes (413 above it): 1 MB with a JSON body, 16 KB
   * without one (a body the endpoint ignores is still refused when over-large).
   */
  bodyLimit?: number;
  /** The handler reads the body itself (a multipart upload): only its length is checked here. */
  streamsBody?: boolean;
  /** The fields of a multipart body the handler streams (for the document; `z.file()` for a file). */
  form?: z.ZodObject;
  /** `{status, message}` answers (the API), or `{msg, message}` (the contact forms). */
  envelope?: Envelope;
  /** False for the few endpoints that never touch the database (health reports it itself). */
  database?: boolean;
  /**
   * What the endpoint writes, for the audit log. Each 2xx answer to a POST, PUT or
   * DELETE records an entry (create, update or delete of the `id` param) unless the
   * handler records its own with `audit()`; a GET records only what its handler says
   * (an export). Omitted only by endpoints that write nothing a person did (the contact
   * forms write enquiries, which are what the log's readers read, not staff actions).
   */
  audit?: AuditEntity;
  /**
   * Usable while the site requires two-factor sign-in and the caller has not set it up
   * (their own details, the enrolment calls, sign-out); every other endpoint answers 403.
   */
  beforeTwoFactor?: true;
}

/** An audit entry as a handler gives it; who, where and the entity come from the request. */
export interface AuditNote {
  action: AuditAction;
  entityId?: string | number | null;
  fields?: readonly string[];
  /** For public endpoints that act on an account (accepting an invitation). */
  actor?: { id: number | null; label: string };
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
/** A handler's answer: typed by the declared JSON body, when there is one. */
type AnswerOf<D extends Declaration> = D['response'] extends z.ZodType
  ? Answer<z.input<D['response']>>
  : Response;

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
  /** Records audit entries of the declared entity once the handler has answered 2xx. */
  audit: (notes: AuditNote | readonly AuditNote[]) => void;
}

/** A route handler as Next calls it, carrying its declaration. */
export type Endpoint<P = Record<string, string>> = ((
  request: Request,
  context: { params: Promise<P> },
) => Promise<Response>) & { declaration: Declaration };

const BODILESS_METHODS = new Set(['GET', 'HEAD']);
const DEFAULT_ACTIONS: Record<string, AuditAction> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** The roles an access rule admits; undefined for public and any signed-in user. */
export function rolesOf(auth: Access): readonly Role[] | undefined {
  if (auth === 'public' || auth === 'signed-in') return undefined;
  return typeof auth === 'string' ? [auth] : auth;
}

async function sessionFor(
  request: Request,
  declaration: Declaration,
): Promise<Session | undefined> {
  const { auth } = declaration;
  if (auth === 'public') return undefined;
  const roles = rolesOf(auth);
  const session = roles ? await authorize(request, roles) : await authenticate(request);
  if (!declaration.beforeTwoFactor) await assertTwoFactorSettled(session.user);
  return session;
}

async function writeAudit(
  request: Request,
  declaration: Declaration,
  session: Session | undefined,
  params: Record<string, unknown>,
  notes: AuditNote[],
): Promise<void> {
  const entity = declaration.audit;
  if (!entity) return;
  const fallback = DEFAULT_ACTIONS[request.method];
  if (notes.length === 0 && fallback) {
    notes.push({ action: fallback, entityId: typeof params.id === 'string' ? params.id : null });
  }
  if (notes.length === 0) return;
  const db = await getDb();
  const clientIp = getClientIp(request);
  const caller = session && {
    id: session.user.id,
    label: session.user.name || session.user.email,
  };
  for (const note of notes) {
    await recordAudit(db, {
      action: note.action,
      entity,
      entityId: note.entityId ?? null,
      fields: note.fields ?? [],
      actor: note.actor ?? caller ?? { id: null, label: 'Anonymous' },
      clientIp,
    });
  }
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
  handler: (context: EndpointContext<D>) => Promise<AnswerOf<D>>,
): Endpoint<ParamsOf<D>> {
  const run = async (request: Request, { params }: { params: Promise<ParamsOf<D>> }) => {
    try {
      const session = await sessionFor(request, declaration);
      const body = await bodyFor(request, declaration);
      const db = declaration.database === false ? undefined : await getDb();
      const expiring: string[] = [];
      const notes: AuditNote[] = [];
      const resolvedParams = await params;
      const response = await handler({
        request,
        params: resolvedParams,
        body,
        session,
        db,
        expire: (tags: readonly string[]) => void expiring.push(...tags),
        audit: (given: AuditNote | readonly AuditNote[]) =>
          void notes.push(...(Array.isArray(given) ? given : [given as AuditNote])),
      } as unknown as EndpointContext<D>);
      if (response.ok) {
        expireCacheTags(expiring);
        // A write may have queued e-mail (an invitation, a reset link) or webhook events:
        // send them now, not at the next tick.
        if (!BODILESS_METHODS.has(request.method)) {
          nudgeOutbox();
          nudgeWebhooks();
        }
        // Written before the answer leaves: an acknowledged change is never missing from the log.
        await writeAudit(request, declaration, session, resolvedParams, notes);
      }
      return response;
    } catch (error) {
      if (isNextControlFlow(error)) throw error;
      const label = `${request.method} ${new URL(request.url).pathname}`;
      const requestId = requestIdOf(request);
      return errorResponse(error, declaration.envelope ?? 'status', label, requestId);
    }
  };
  return Object.assign(run, { declaration });
}
