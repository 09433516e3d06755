'use client';

import { clearUserInfo } from './user-info';
import type { Envelope } from './types';

// One way to call the JSON API from the admin screens. The session cookie travels by
// itself (same origin); no token is kept or sent from script. Errors come back as an
// ApiError whose message can be shown to staff as it is.

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

/** The server's `message` field when there is one. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).data as T;
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
  const failed =
    typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'fail';
  if (!response.ok || failed) {
    throw new ApiError(response.status, messageOf(data) ?? GENERAL_ERROR, data);
  }
  return { data, headers: response.headers };
}

function formatWait(seconds: number) {
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** For `{status, data, message}` answers: the data, or an ApiError with the message. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await apiRequest<Envelope<T>>(path, options);
  if (envelope?.status !== 'success' || envelope.data === undefined) {
    throw new ApiError(200, messageOf(envelope) ?? GENERAL_ERROR);
  }
  return envelope.data;
}

/** For `{status, message}` answers of writes: the server's message (or a fallback). */
export async function apiMessage(
  path: string,
  fallback: string,
  options?: RequestOptions,
): Promise<string> {
  const envelope = await apiRequest<Envelope<unknown> | null>(path, options);
  if (
    envelope &&
    typeof envelope === 'object' &&
    envelope.status !== undefined &&
    envelope.status !== 'success'
  ) {
    throw new ApiError(200, messageOf(envelope) ?? GENERAL_ERROR);
  }
  return messageOf(envelope) ?? fallback;
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

/**
 * One page of a list endpoint that pages with ?page=&limit=&q= and says the total in
 * X-Total-Count. `enveloped` for `{status, data}` answers (/blog), else a bare array.
 */
export async function apiPage<T>(
  path: string,
  request: ListPageRequest,
  options: Omit<RequestOptions, 'method' | 'body'> & { enveloped?: boolean } = {},
): Promise<ListPage<T>> {
  const { enveloped = false, ...rest } = options;
  const { data, headers } = await send(listPagePath(path, request), rest);
  let items: unknown = data;
  if (enveloped) {
    const envelope = data as Envelope<T[]> | null;
    if (envelope?.status !== 'success') {
      throw new ApiError(200, messageOf(envelope) ?? GENERAL_ERROR);
    }
    items = envelope.data;
  }
  if (!Array.isArray(items)) throw new ApiError(200, GENERAL_ERROR);
  // Without the header (it should always be there) the count is at least what came.
  const total = totalCountOf(headers) ?? (request.page - 1) * request.limit + (items as T[]).length;
  return { items: items as T[], total };
}
