import 'server-only';
import { ZodError } from 'zod';
import { DuplicateSlugError } from '../blogs/blogs';
import { DuplicateLocationSlugError } from '../location-pages/location-pages';
import { firstIssueMessage } from './body';
import { HttpError } from './errors';

/** How an endpoint words its answers: `{status, …}` for the API, `{msg, …}` for the contact forms. */
export type Envelope = 'status' | 'msg';

/** The second argument Next passes to a route handler of a dynamic segment. */
export interface ParamsContext<P extends Record<string, string | string[]>> {
  params: Promise<P>;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A JSON answer that no cache keeps. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', NO_STORE['Cache-Control']);
  return Response.json(body, { ...init, headers });
}

export const success = (fields: { data?: unknown; message?: string }, init?: ResponseInit) =>
  json({ status: 'success', ...fields }, init);

export function failure(
  status: number,
  message: string,
  envelope: Envelope = 'status',
  headers: Record<string, string> = {},
): Response {
  return json({ [envelope]: 'fail', message }, { status, headers });
}

/** Next's control-flow errors (redirect, notFound, dynamic usage) carry a digest; let them through. */
function isNextControlFlow(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { digest?: unknown }).digest === 'string'
  );
}

export function errorResponse(error: unknown, envelope: Envelope, label: string): Response {
  if (error instanceof HttpError)
    return failure(error.status, error.message, envelope, error.headers);
  if (error instanceof ZodError) return failure(400, firstIssueMessage(error), envelope);
  if (error instanceof DuplicateSlugError || error instanceof DuplicateLocationSlugError) {
    return failure(409, error.message, envelope);
  }
  console.error(`[api] ${label} failed:`, error);
  return failure(500, 'Something went wrong on our side. Please try again.', envelope);
}

/**
 * Wraps a route handler: known errors become a 4xx in the endpoint's envelope, unknown
 * ones are logged and answered with a plain 500 that reveals nothing.
 */
export function route<C>(
  handler: (request: Request, context: C) => Promise<Response>,
  { envelope = 'status' }: { envelope?: Envelope } = {},
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (isNextControlFlow(error)) throw error;
      return errorResponse(error, envelope, `${request.method} ${new URL(request.url).pathname}`);
    }
  };
}
