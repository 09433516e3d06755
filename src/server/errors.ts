import 'server-only';

/**
 * The error vocabulary of the domain. A domain function that refuses something throws
 * one of these; the HTTP layer turns the code into a status (src/http/errors.ts), so
 * no domain module knows about HTTP and no endpoint re-decides what a refusal means.
 */
export type ErrorCode =
  | 'invalid' // the input breaks a rule
  | 'unauthorized' // no valid session
  | 'forbidden' // a session without the right role, or a request we cannot vouch for
  | 'not_found'
  | 'conflict' // it would clash with a stored record (a taken URL)
  | 'too_large'
  | 'unsupported' // a body or file of a type we do not take
  | 'rate_limited';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For `rate_limited`: how long until another attempt may succeed. */
    readonly retryAfterMs?: number,
    /** Fields the answer carries beside the message (e.g. `{totpRequired: true}`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthorized = (message = 'Sign in to continue.') =>
  new DomainError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const unsupported = (message: string) => new DomainError('unsupported', message);
export const rateLimited = (message: string, retryAfterMs: number) =>
  new DomainError('rate_limited', message, retryAfterMs);
