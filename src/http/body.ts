import 'server-only';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { invalid, tooLarge, unsupported } from '@/server/errors';

/** JSON bodies above this are refused with 413 before being read whole. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** What an endpoint that takes no body accepts before refusing one as too large. */
export const NO_BODY_LIMIT_BYTES = 16 * 1024;

const tooLargeMessage = (limit: number) =>
  `The request body is too large (at most ${formatBytes(limit)}).`;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function isJsonContentType(value: string | null): boolean {
  const type = (value ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** 413 when the declared Content-Length is over `limit`, before anything is read. */
export function checkDeclaredLength(request: Request, limit: number): void {
  const declared = request.headers.get('content-length');
  if (declared === null) return;
  if (!/^\d+$/.test(declared.trim())) throw invalid('The Content-Length header is not a number.');
  if (Number(declared) > limit) throw tooLarge(tooLargeMessage(limit));
}

/** Reads at most `limit` bytes of the body; 413 as soon as it is known to be longer. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  checkDeclaredLength(request, limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge(tooLargeMessage(limit));
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request body as a Node stream that may be destroyed early (a refused upload).
 * `Readable.fromWeb` cancels the body at once, even while one of its reads is under
 * way; the body Next.js hands a route handler is Node's own fetch stream over the
 * socket, and when that read then finds the end it closes the already-cancelled
 * stream and throws ERR_INVALID_STATE outside any handler (an uncaught exception;
 * nodejs/undici#5715). Here the read under way is let finish before the cancel.
 */
export function requestBodyStream(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  async function* chunks() {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      await reader.cancel().catch(() => {});
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Whether any string (or key) in a parsed JSON value holds NUL, which PostgreSQL text refuses. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value]; // iterative: a deeply nested body must not overflow the stack
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** The first problem of a failed parse, as one sentence for the client. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  }
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return 'The request body must be a JSON object.';
  }
  // Zod's own wording ("Invalid input: …") does not say which field; ours does.
  if (issue.message.startsWith('Invalid') && issue.path.length > 0) {
    return `${issue.path.join('.')}: ${issue.message}`;
  }
  return issue.message;
}

/** Reads a JSON body, checks its size and type, and validates it with `schema`. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { limit = JSON_BODY_LIMIT_BYTES } = {},
): Promise<z.infer<S>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw unsupported('Send the request body as JSON (Content-Type: application/json).');
  }
  const bytes = await readBodyBytes(request, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid('The request body is not valid UTF-8 text.');
  }
  if (text.trim() === '') throw invalid('The request body is empty; send a JSON object.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw invalid('The request body is not valid JSON.');
  }
  if (containsNul(data)) throw invalid('Text may not contain NUL characters.');
  const result = await schema.safeParseAsync(data);
  if (!result.success) throw invalid(firstIssueMessage(result.error));
  return result.data;
}
