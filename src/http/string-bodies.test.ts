import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStringBodiesAsBuffers, STRING_BODY_LIMIT } from './string-bodies';

// Long string bodies go out as Buffers (a cached page is one string): what the client
// receives must be byte for byte what the string said, in whichever form `end` was called.

const LONG = 'Dubai ’ دبي … '.repeat(Math.ceil((STRING_BODY_LIMIT * 2) / 14));

/** What the socket was handed: a string's length, or 'bytes'. */
const socketWrites: (number | 'bytes')[] = [];

type Answer = (response: http.ServerResponse, done: () => void) => void;

const ANSWERS: Record<string, Answer> = {
  'end(string)': (res) => res.end(LONG),
  'end(string, encoding)': (res) => res.end(LONG, 'utf8'),
  'end(string, callback)': (res, done) => res.end(LONG, done),
  'end(string, encoding, callback)': (res, done) => res.end(LONG, 'utf8', done),
  'end(latin1 string, "latin1")': (res) => res.end('é'.repeat(STRING_BODY_LIMIT * 2), 'latin1'),
  'end(string), watching the socket': (res, done) => {
    const socket = res.socket!;
    const write = socket.write;
    socket.write = function (this: typeof socket, data: unknown, ...rest: unknown[]) {
      socketWrites.push(typeof data === 'string' ? data.length : 'bytes');
      return Reflect.apply(write, this, [data, ...rest]) as boolean;
    } as typeof write;
    res.end(LONG, done);
  },
  'write(string) then end(callback)': (res, done) => {
    res.write(LONG);
    res.end(done);
  },
};

describe('long string bodies', () => {
  let server: http.Server;
  let origin: string;
  const callbacks = new Set<string>();

  beforeAll(async () => {
    installStringBodiesAsBuffers();
    installStringBodiesAsBuffers(); // twice is once
    server = http.createServer((req, res) => {
      const name = decodeURIComponent(req.url!.slice(1));
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      ANSWERS[name]!(res, () => callbacks.add(name));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(Object.keys(ANSWERS))('%s arrives intact', async (name) => {
    const response = await fetch(`${origin}/${encodeURIComponent(name)}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const expected = name.includes('latin1')
      ? Buffer.from('é'.repeat(STRING_BODY_LIMIT * 2), 'latin1')
      : Buffer.from(LONG, 'utf8');
    expect(bytes.equals(expected)).toBe(true);
    if (name.includes('callback')) await expect.poll(() => callbacks.has(name)).toBe(true);
  });

  it('hands the socket the long body as bytes, not as a string', async () => {
    await fetch(`${origin}/${encodeURIComponent('end(string), watching the socket')}`);
    expect(socketWrites).toContain('bytes');
    expect(socketWrites.filter((write) => write !== 'bytes' && write > STRING_BODY_LIMIT)).toEqual(
      [],
    );
  });

  it('sets the same Content-Length Next computes from the string', async () => {
    const probe = http.createServer((_req, res) => {
      res.setHeader('Content-Length', Buffer.byteLength(LONG));
      res.end(LONG);
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(probe.address() as AddressInfo).port}/`);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(LONG));
    expect(await response.text()).toBe(LONG);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
});
