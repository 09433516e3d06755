import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver for the tests: an HTTP server on 127.0.0.1 that keeps every request
// it gets and answers as the test says (a status, a delay, a redirect). It can be stopped
// and started again on the same port: a receiver that is down, then up.

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
}
