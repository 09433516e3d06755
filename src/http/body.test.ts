import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestBodyStream } from './body';

// Next.js hands a route handler a Request whose body is Node's fetch stream over the
// incoming socket. Destroying a Node stream made from it while a read is under way,
// just as the client's body ends, used to throw an uncaught ERR_INVALID_STATE
// ("ReadableStream is already closed") in the server: a refused upload did exactly that.

/** A Request as Next.js builds one: the socket's body as a Node stream, read by fetch. */
function requestLikeNext() {
  const socketBody = new Readable({ read() {} });
  // Node's fetch takes any async iterable as a body; its types list only web bodies.
  const init = { method: 'POST', body: socketBody, duplex: 'half' };
  const request = new Request('http://127.0.0.1/api/upload', init as unknown as RequestInit);
  return { socketBody, body: request.body! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('requestBodyStream', () => {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', record);
  });
  afterEach(() => {
    process.off('uncaughtException', record);
  });

  it('passes the whole body on', async () => {
    const { socketBody, body } = requestLikeNext();
    const stream = requestBodyStream(body);
    socketBody.push('multipart ');
    socketBody.push('body');
    socketBody.push(null);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('multipart body');
  });

  it.each([0, 1, 5])(
    'may be destroyed as the body ends (after %i ms) without an uncaught exception',
    async (delay) => {
      const { socketBody, body } = requestLikeNext();
      const stream = requestBodyStream(body);
      stream.on('data', () => {});
      stream.on('error', () => {});
      socketBody.push('the first part of a refused upload');
      await new Promise((resolve) => setTimeout(resolve, delay));
      socketBody.push(null);
      stream.destroy();
      await settle();
      expect(uncaught).toEqual([]);
    },
  );

  it('may be destroyed while the client is still sending, and stops reading the socket', async () => {
    const { socketBody, body } = requestLikeNext();
    const stream = requestBodyStream(body);
    stream.on('data', () => {});
    stream.on('error', () => {});
    socketBody.push('part of a body');
    await settle();
    stream.destroy();
    // The read under way ends with the client's next chunk; then the body is cancelled.
    socketBody.push('more of the body');
    await settle();
    expect(socketBody.destroyed).toBe(true);
    expect(uncaught).toEqual([]);
  });
});
