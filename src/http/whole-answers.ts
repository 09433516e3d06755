import 'server-only';
import http from 'node:http';
import type { Socket } from 'node:net';

// Next sends a route handler's answer in pieces: it flushes the headers on their own,
// writes the body, and ends it only after the request's pending work (after(), cache
// expiry) has settled, milliseconds later and more under load. An instance that dies in
// that gap (a crash, an OOM kill, a deploy's SIGKILL) has told nginx "200 OK" and then
// cut the body off, so nginx can neither retry the request on another instance nor
// answer the client: it drops the connection, and the editor's Save or the visitor's
// enquiry fails with a network error. Measured with instance kills under load: 5 of 25
// kills cut an answer off this way.
//
// So a JSON answer (every API answer; small and bounded, lists page) holds its socket
// corked from its headers to its end: headers, body and the chunked ending leave in one
// system call. An instance that dies before then has sent nothing, which nginx treats as
// a failed attempt: it retries (PUT, and the contact forms, which are stored once per
// request id) or answers 503 with Retry-After. Streamed pages and files are left alone.
// The cork sits below Next's gzip (which wraps the response's own methods), so it holds
// the compressed bytes too.

type HeldResponse = http.ServerResponse & { corkedSocket?: Socket };

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** Whether this answer should leave whole: a JSON body whose headers are unsent. */
function isWholeAnswer(res: http.ServerResponse): boolean {
  if (res.headersSent || res.statusCode === 204 || res.statusCode === 304) return false;
  const type = res.getHeader('content-type');
  return typeof type === 'string' && JSON_TYPE.test(type);
}

function release(res: HeldResponse): void {
  const socket = res.corkedSocket;
  if (!socket) return;
  res.corkedSocket = undefined;
  socket.uncork();
}

export function installWholeJsonAnswers(): void {
  const proto = http.ServerResponse.prototype as HeldResponse & { __wholeAnswers?: true };
  if (proto.__wholeAnswers) return;
  proto.__wholeAnswers = true;
  const { flushHeaders, write, end } = proto as unknown as Record<
    'flushHeaders' | 'write' | 'end',
    (...args: unknown[]) => unknown
  >;

  // Next flushes the headers as it starts to send a body: the hold begins there.
  proto.flushHeaders = function flushHeadersIntoTheHold(this: HeldResponse) {
    if (!this.corkedSocket && this.socket && isWholeAnswer(this)) {
      this.corkedSocket = this.socket;
      this.socket.cork();
      this.once('close', () => release(this)); // an answer abandoned halfway
    }
    Reflect.apply(flushHeaders, this, []);
  };

  // While held, the bytes wait in memory whatever the socket's buffer says, and a drain
  // cannot come before the uncork: telling the writer to wait for one would hang it.
  proto.write = function writeIntoTheHold(this: HeldResponse, ...args: unknown[]) {
    const accepted = Reflect.apply(write, this, args) as boolean;
    return this.corkedSocket ? true : accepted;
  } as typeof proto.write;

  proto.end = function endAndRelease(this: HeldResponse, ...args: unknown[]) {
    const result = Reflect.apply(end, this, args) as HeldResponse;
    release(this);
    return result;
  } as typeof proto.end;
}
