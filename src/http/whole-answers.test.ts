import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWholeJsonAnswers } from './whole-answers';

// A JSON answer leaves whole or not at all: an instance that dies while it is being
// made must not have sent a status line that nginx can then neither retry nor complete.
// The server answers the way Next answers a route handler (flush the headers, write the
// body, end a moment later) and holds each end until the test releases it.

const BODY = JSON.stringify({ status: 'success', message: 'Blog updated.', data: { id: 7 } });
/** Past the socket's 16 KB buffer, so the writer would be told to wait for a drain. */
const LONG_BODY = JSON.stringify({ data: 'ء'.repeat(200_000) });
const pendingEnds = new Map<string, () => void>();
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
/** Next's own gzip middleware, which `next start` wraps every response in (untyped). */
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as (options: {
  threshold: number;
}) => Middleware;
const gzip = compression({ threshold: 0 });

function answerLikeNext(res: http.ServerResponse, type: string, name: string, body: string) {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.flushHeaders();
  const wroteAll = res.write(body.slice(0, 20)) && res.write(Buffer.from(body.slice(20)));
  const end = () => res.end();
  // Next waits for a drain when a write says the buffer is full.
  if (wroteAll) pendingEnds.set(name, end);
  else res.once('drain', () => pendingEnds.set(name, end));
}

/** A request on a raw socket, to see every byte as it arrives. */
function rawRequest(port: number, name: string, headers = '') {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (data) => chunks.push(data));
  socket.write(`GET /${name} HTTP/1.1\r\nHost: test\r\n${headers}\r\n`);
  return {
    received: () => Buffer.concat(chunks),
    close: () => socket.destroy(),
  };
}

/** The status line, the headers and the de-chunked body of a raw HTTP/1.1 answer. */
function parseChunked(raw: Buffer) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split).toString('latin1');
  const parts: Buffer[] = [];
  let at = split + 4;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return { head, body: Buffer.concat(parts) };
}

const complete = (raw: Buffer) => raw.includes('\r\n0\r\n\r\n');

describe('whole JSON answers', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    installWholeJsonAnswers();
    installWholeJsonAnswers(); // twice is once
    server = http.createServer((req, res) => {
      const name = req.url!.slice(1);
      const body = name.includes('long') ? LONG_BODY : BODY;
      const answer = () => {
        if (name.startsWith('json')) answerLikeNext(res, 'application/json', name, body);
        if (name.startsWith('problem')) answerLikeNext(res, 'application/problem+json', name, body);
        if (name.startsWith('html')) answerLikeNext(res, 'text/html; charset=utf-8', name, body);
      };
      if (name.includes('gzip')) gzip(req, res, answer);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it.each([
    ['json', BODY],
    ['problem+json', BODY],
    ['json-long', LONG_BODY],
    ['json-gzip', BODY],
    ['json-gzip-long', LONG_BODY],
  ])('sends nothing of a %s answer until it is complete', async (kind, expected) => {
    const name = `${kind.replace('+', '-')}-held`;
    const gzipped = kind.includes('gzip');
    const client = rawRequest(port, name, gzipped ? 'Accept-Encoding: gzip\r\n' : '');
    await expect.poll(() => pendingEnds.has(name)).toBe(true);
    await settle();
    expect(client.received().length).toBe(0);

    pendingEnds.get(name)!();
    await expect.poll(() => complete(client.received())).toBe(true);
    const { head, body } = parseChunked(client.received());
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect((gzipped ? zlib.gunzipSync(body) : body).toString('utf8')).toBe(expected);
    client.close();
  });

  // Node writes whatever was corked in one system call when the socket is uncorked.
  it('hands the socket the whole answer while it is corked', async () => {
    const writes: { corked: boolean; text: string }[] = [];
    const watched = http.createServer((_req, res) => {
      const socket = res.socket!;
      const write = socket.write;
      socket.write = function (this: typeof socket, data: unknown, ...rest: unknown[]) {
        writes.push({ corked: socket.writableCorked > 0, text: String(data) });
        return Reflect.apply(write, this, [data, ...rest]) as boolean;
      } as typeof write;
      answerLikeNext(res, 'application/json', 'json-watched', BODY);
      setTimeout(() => pendingEnds.get('json-watched')!(), 20);
    });
    await new Promise<void>((resolve) => watched.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(watched.address() as AddressInfo).port}/`);
    expect(await response.json()).toEqual(JSON.parse(BODY));
    expect(writes.map((write) => write.text).join('')).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\{/);
    expect(writes.every((write) => write.corked)).toBe(true);
    await new Promise<void>((resolve) => watched.close(() => resolve()));
  });

  it('still streams a page: its headers leave at once', async () => {
    const client = rawRequest(port, 'html-streamed');
    await expect
      .poll(() => client.received().toString('latin1'))
      .toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\n\r\n/);
    expect(complete(client.received())).toBe(false);
    pendingEnds.get('html-streamed')!();
    client.close();
  });

  it('serves the next answer on a kept-alive connection after a held one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (name: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/${name}`, { agent }, (res) => {
            let text = '';
            res.on('data', (data) => (text += data));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
        void expect
          .poll(() => pendingEnds.has(name))
          .toBe(true)
          .then(() => pendingEnds.get(name)!());
      });
    expect(await get('json-first')).toBe(BODY);
    expect(await get('json-second')).toBe(BODY);
    agent.destroy();
  });
});
