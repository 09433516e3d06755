import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver for the tests (integration and e2e): an HTTP server on 127.0.0.1 that
// keeps every request it gets and answers as the test says (a status, a delay, a
// redirect). It can be stopped and started again on the same port: a receiver that is
// down, then up. And the receiver's check of a signature, written from the Standard
// Webhooks specification with node:crypto, independently of the library the site signs with.

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Milliseconds before the answer starts. */
  delayMs?: number;
}

export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Answers in turn; once used up, `fallback` answers. */
  readonly script: Answer[] = [];
  fallback: Answer = { status: 204 };
  private server?: http.Server;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<this> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        const answer = this.script.shift() ?? this.fallback;
        const timer = setTimeout(() => {
          response.writeHead(answer.status, answer.headers);
          response.end(answer.body ?? '');
        }, answer.delayMs ?? 0);
        response.on('close', () => clearTimeout(timer));
      });
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** The requests that carried this event id. */
  withId(eventId: string): Received[] {
    return this.received.filter((r) => r.headers['webhook-id'] === eventId);
  }

  /** The requests whose body holds this text. */
  holding(text: string): Received[] {
    return this.received.filter((r) => r.body.includes(text));
  }
}

/** Which of a delivery's signatures (by position in webhook-signature) the secret makes. */
export function signaturesMadeBy(secret: string, { headers, body }: Received): number[] {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .flatMap((entry, index) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' &&
        given.length === expected.length &&
        timingSafeEqual(given, expected)
        ? [index]
        : [];
    });
}

export const verifies = (secret: string, received: Received) =>
  signaturesMadeBy(secret, received).length > 0;
