import 'server-only';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { isUniqueViolation } from '@/server/db/unique-violation';
import { DomainError, type ErrorCode } from '@/server/errors';
import { log } from '@/server/log';
import { firstIssueMessage } from './body';
import { failure, type Envelope } from './respond';

// The one place where a refusal becomes an HTTP status.

/** The status of each domain error code (also what the OpenAPI document says a code answers). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
};

const INTERNAL = 'Something went wrong on our side. Please try again.';
const DUPLICATE = 'This would duplicate a record that already exists.';
const UNAVAILABLE = 'The service is briefly unavailable. Try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;

/** Next's control-flow errors (redirect, notFound, dynamic usage) carry a digest; let them through. */
export function isNextControlFlow(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { digest?: unknown }).digest === 'string'
  );
}

/**
 * The answer for a thrown error, in the endpoint's envelope; unknown errors are logged
 * (with the request's id, when given), never shown.
 */
export function errorResponse(
  error: unknown,
  envelope: Envelope,
  label: string,
  requestId?: string,
): Response {
  if (error instanceof DomainError) {
    const headers: Record<string, string> = {};
    if (error.retryAfterMs !== undefined) {
      headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
    }
    return failure(ERROR_STATUS[error.code], error.message, envelope, headers, error.details);
  }
  if (error instanceof ZodError) return failure(400, firstIssueMessage(error), envelope);
  // A unique index the domain did not expect to meet: still the caller's conflict.
  if (isUniqueViolation(error)) return failure(409, DUPLICATE, envelope);
  // The database is restarting or failing over: nothing was wrong with the request.
  if (isDatabaseUnavailable(error)) {
    log('api').warn(
      { reqId: requestId },
      `${label}: database unavailable (${(error as Error).message})`,
    );
    return failure(503, UNAVAILABLE, envelope, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  log('api').error({ err: error, reqId: requestId }, `${label} failed`);
  return failure(500, INTERNAL, envelope);
}
