import 'server-only';

/** How an endpoint words its answers: `{status, …}` for the API, `{msg, …}` for the contact forms. */
export type Envelope = 'status' | 'msg';

declare const answerBody: unique symbol;

/**
 * A JSON answer that carries the type of its body, so that `endpoint()` can hold a
 * handler's answer to the declared `response` schema at compile time. The body type
 * exists for the compiler only.
 */
export type Answer<Body> = Response & { readonly [answerBody]: Body };

/**
 * A JSON answer that no cache keeps (API answers may depend on the caller). The body's
 * type is taken from where the answer goes (the handler's declared `response`), not
 * from the body itself, so a field the declaration lacks fails to compile.
 */
export function json<Body = unknown>(body: NoInfer<Body>, init: ResponseInit = {}): Answer<Body> {
  const headers = new Headers(init.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return Response.json(body, { ...init, headers }) as Answer<Body>;
}

/** `{status: 'success', …fields}`, typed like `json`. */
export const success = <Body extends { status: 'success' } = { status: 'success' }>(
  fields: NoInfer<Omit<Body, 'status'>>,
  init?: ResponseInit,
): Answer<Body> => json<Body>({ status: 'success', ...fields } as Body, init);

/**
 * A JSON answer outside the declared success body: one of the statuses the declaration
 * lists under `errors` with a body of its own (GET /api/ready's 503).
 */
export const declaredRefusal = (body: unknown, init: ResponseInit): Answer<never> =>
  json<unknown>(body, init) as unknown as Answer<never>;

export function failure(
  status: number,
  message: string,
  envelope: Envelope = 'status',
  headers: Record<string, string> = {},
  details: Record<string, unknown> = {},
): Response {
  return json({ ...details, [envelope]: 'fail', message }, { status, headers });
}
