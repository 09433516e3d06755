import 'server-only';
// The id of a request: a proxy's X-Request-Id (nginx sends its own $request_id, the
// same on every instance it tries), or one made by the request hook (request-hook.ts).

export const REQUEST_ID_HEADER = 'x-request-id';
export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** The request's id when it carries a well-formed one. */
export function requestIdOf(request: Request): string | undefined {
  const id = request.headers.get(REQUEST_ID_HEADER);
  return id !== null && WELL_FORMED_REQUEST_ID.test(id) ? id : undefined;
}
