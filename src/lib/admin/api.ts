'use client';

import type { z } from 'zod';
import { clearUserInfo } from './user-info';

// One way to call the JSON API from the admin screens. The session cookie travels by
// itself (same origin); no token is kept or sent from script. Errors come back as an
// ApiError whose message can be shown to staff as it is.
//
// A call names the answer schema its endpoint declares (src/lib/schemas/answers/, the
// same schema the route's `response` is built from), and its result is typed by it:
//
//   apiData('/api/users', staffMembers, { signal }) // → StaffMember[]
//
// The answer is also checked against that schema in the browser: zod is in the admin
// bundle already (the forms validate with it) and the schema is imported for its type
// anyway, so the check costs no extra download. A mismatch is logged, not thrown, and
// the answer is passed on as it came: the contract is enforced on the server side (the
// answers test validates every endpoint's real answers), and parsing here would also
// run the input rules some record schemas carry (trimming, defaults).

export const GENERAL_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR =
  'The server could not be reached. Check your internet connection and try again.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed answer, for fields beyond the message (sign-in's `totpRequired`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where a signed-out admin is sent: the sign-in screen, then back to where they were. */
export function loginPath(next?: string) {
  return next && next.startsWith('/admin') ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

type UnauthorizedHandler = () => void;

const defaultUnauthorized: UnauthorizedHandler = () => {
  clearUserInfo();
  window.location.assign(loginPath(window.location.pathname + window.location.search));
};

let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorized;

/** Lets the admin shell take over what happens on a 401 (e.g. skip the unsaved-changes prompt). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  unauthorizedHandler = handler ?? defaultUnauthorized;
}

export function handleUnauthorized() {
  unauthorizedHandler();
}

/** A field of a JSON answer, whatever came. */
const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The server's `message` field when there is one. */
export function messageOf(body: unknown): string | undefined {
  const message = fieldOf(body, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERAL_ERROR;
}

export const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and the session check handle 401 themselves. */
  allowUnauthorized?: boolean;
}

/** A declared answer schema, told apart from request options at run time. */
type Answer = z.ZodType;

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

/** Whether an answer matches its declaration; a mismatch is logged for the developers. */
function matches(answer: Answer, data: unknown, path: string): boolean {
  const result = answer.safeParse(data);
  if (!result.success) {
    console.error(`The answer of ${path} differs from its declaration`, result.error.issues);
  }
  return result.success;
}

/**
 * The one place an answer takes its declared type (checked, passed on as it came); also
 * for answers that come by other means than fetch (an upload's, through XMLHttpRequest).
 */
export function declared<S extends Answer>(answer: S, data: unknown, path: string): z.infer<S> {
  matches(answer, data, path);
  return data as z.infer<S>;
}

/** A bare JSON answer (a record, a list of redirects…), typed by its declared schema. */
export function apiRequest<S extends Answer>(
  path: string,
  answer: S,
  options?: RequestOptions,
): Promise<z.infer<S>>;
/** A call whose answer is not read (a write that reports success by its status). */
export function apiRequest(path: string, options?: RequestOptions): Promise<void>;
export async function apiRequest(
  path: string,
  answerOrOptions?: Answer | RequestOptions,
  maybeOptions?: RequestOptions,
): Promise<unknown> {
  const answer = isAnswer(answerOrOptions) ? answerOrOptions : undefined;
  const options = (answer ? maybeOptions : (answerOrOptions as RequestOptions)) ?? {};
  const { data } = await send(path, options);
  return answer ? declared(answer, data, path) : data;
}

/** The request itself: the parsed body (or its text) and the headers, or an ApiError. */
async function send(
  path: string,
  options: RequestOptions,
): Promise<{ data: unknown; headers: Headers }> {
  const { method = 'GET', body, signal, allowUnauthorized = false } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  const text = await response.text();
  let data: unknown = text;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }

  if (response.status === 401 && !allowUnauthorized) {
    handleUnauthorized();
    throw new ApiError(401, messageOf(data) ?? SESSION_ENDED, data);
  }
  if (response.status === 429) {
    const retry = Number(response.headers.get('Retry-After'));
    const wait =
      Number.isFinite(retry) && retry > 0 ? ` Please wait ${formatWait(retry)} and try again.` : '';
    throw new ApiError(429, messageOf(data) ?? `Too many attempts.${wait}`, data);
  }
  if (!response.ok || fieldOf(data, 'status') === 'fail') {
    throw new ApiError(response.status, messageOf(data) ?? GENERAL_ERROR, data);
  }
  return { data, headers: response.headers };
}

function formatWait(seconds: number) {
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The `data` of a `{status: 'success', data}` answer, or an ApiError with its message. */
function dataOf(body: unknown): unknown {
  const data = fieldOf(body, 'data');
  if (fieldOf(body, 'status') !== 'success' || data === undefined) {
    throw new ApiError(200, messageOf(body) ?? GENERAL_ERROR);
  }
  return data;
}

/**
 * For `{status, data, message}` answers: the data, typed by the schema of `data` in the
 * endpoint's declaration (`dataAnswer(x)` or `savedAnswer(x)` → `x`).
 */
export async function apiData<S extends Answer>(
  path: string,
  data: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  return declared(data, dataOf((await send(path, options)).data), path);
}

/** For `{status, message}` answers of writes: the server's message (or a fallback). */
export async function apiMessage(
  path: string,
  fallback: string,
  options?: RequestOptions,
): Promise<string> {
  const { data: body } = await send(path, options ?? {});
  const status = fieldOf(body, 'status');
  if (status !== undefined && status !== 'success') {
    throw new ApiError(200, messageOf(body) ?? GENERAL_ERROR);
  }
  return messageOf(body) ?? fallback;
}

/** One page of a list and how many there are in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface ListPageRequest {
  /** 1-based. */
  page: number;
  /** 1–100. */
  limit: number;
  /** Part of a title, slug…; empty for all. */
  q?: string;
}

/** The address of one page of a list endpoint: `/blog?page=2&limit=12&q=seo`. */
export function listPagePath(path: string, { page, limit, q }: ListPageRequest): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) query.set('q', q);
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The X-Total-Count header of a paged answer, or undefined when it is missing or not a count. */
export function totalCountOf(headers: Headers): number | undefined {
  const raw = headers.get('X-Total-Count');
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw);
}

type PageOptions = Omit<RequestOptions, 'method' | 'body'> & {
  /** `{status, data}` answers (/blog), else a bare array. */
  enveloped?: boolean;
};

/**
 * One page of a list endpoint that pages with ?page=&limit=&q= and says the total in
 * X-Total-Count, its items typed by the schema of one item in the endpoint's declaration.
 */
export async function apiPage<S extends Answer>(
  path: string,
  item: S,
  request: ListPageRequest,
  options: PageOptions = {},
): Promise<ListPage<z.infer<S>>> {
  const { enveloped = false, ...rest } = options;
  const { data, headers } = await send(listPagePath(path, request), rest);
  const items = enveloped ? dataOf(data) : data;
  if (!Array.isArray(items)) throw new ApiError(200, GENERAL_ERROR);
  items.every((one) => matches(item, one, path)); // logs the first that differs
  // Without the header (it should always be there) the count is at least what came.
  const total = totalCountOf(headers) ?? (request.page - 1) * request.limit + items.length;
  return { items, total };
}
