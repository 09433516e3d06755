import 'server-only';
import http from 'node:http';
import { LRUCache } from 'lru-cache';

// Next answers a cached page with `res.end(html)`, the page as one string. Node writes a
// string through a scratch buffer sized for the worst case (3 bytes a character); past
// malloc's mmap threshold (128 KB, so a page from about 43 KB up) every answer maps
// fresh memory, faults it in and unmaps it. Measured on this project's 2-core machine:
// a plain Node server answering the 120 KB home page as a string served 670 requests a
// second, as a Buffer 4,800. So long string bodies go out as Buffers, and since a cached
// page is the same string on every visit, each is encoded once: encoding a page with
// any character beyond Latin-1 (’, …, Arabic) took about 0.5 ms a visit. A page read
// from Redis arrives as a new string each time; it is hashed and compared, not encoded.

/** Strings up to this many characters are left as they are: their scratch space is small. */
export const STRING_BODY_LIMIT = 16 * 1024;

/** UTF-8 encodings of recent long bodies, by the body (at most 32 MB of them). */
const encodedBodies = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes, body) => bytes.length + body.length * 2,
});

function bytesOf(body: string, charset: BufferEncoding): Buffer {
  if (charset !== 'utf8' && charset !== 'utf-8') return Buffer.from(body, charset);
  let bytes = encodedBodies.get(body);
  if (!bytes) {
    bytes = Buffer.from(body, 'utf8');
    encodedBodies.set(body, bytes);
  }
  return bytes;
}

type End = http.ServerResponse['end'];

/** `end` of every server response sends a long string body as (shared, encoded-once) bytes. */
export function installStringBodiesAsBuffers(): void {
  const proto = http.ServerResponse.prototype as http.ServerResponse & {
    __stringBodies?: true;
  };
  if (proto.__stringBodies) return;
  proto.__stringBodies = true;
  const originalEnd = proto.end as (...args: unknown[]) => http.ServerResponse;
  proto.end = function end(this: http.ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (typeof chunk === 'string' && chunk.length > STRING_BODY_LIMIT) {
      args[0] = bytesOf(
        chunk,
        typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
      );
      if (typeof encoding === 'string') args.splice(1, 1); // bytes take no encoding
    }
    return Reflect.apply(originalEnd, this, args);
  } as End;
}
