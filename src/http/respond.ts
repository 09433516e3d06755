import 'server-only';

/** How an endpoint words its answers: `{status, …}` for the API, `{msg, …}` for the contact forms. */
export type Envelope = 'status' | 'msg';

/** A JSON answer that no cache keeps (API answers may depend on the caller). */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return Response.json(body, { ...init, headers });
}

export const success = (fields: { data?: unknown; message?: string }, init?: ResponseInit) =>
  json({ status: 'success', ...fields }, init);

export function failure(
  status: number,
  message: string,
  envelope: Envelope = 'status',
  headers: Record<string, string> = {},
  details: Record<string, unknown> = {},
): Response {
  return json({ ...details, [envelope]: 'fail', message }, { status, headers });
}
