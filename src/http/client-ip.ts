import 'server-only';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { getEnv } from '@/env';
import {
  normaliseAddress,
  parseTrustProxy,
  resolveClientAddress,
  type TrustProxy,
} from '@/env/trust-proxy';
import { log } from '@/server/log';
import { hookServerEmit } from './server-emit';

// Next's route handlers see a web Request without the socket. Next's own server fills
// X-Forwarded-For from the socket only when the client sent none (`??=` in
// next/dist/server/base-server.js), so that header alone can be forged. We therefore
// stamp every incoming Node request with the socket address in a private header,
// replacing whatever a client put there, and sign it with a secret of this process so
// that a stamp cannot be forged even before the patch is installed. The patch is
// installed from instrumentation.ts (Node runtime) at server start.

export const PEER_HEADER = 'x-agency-peer-address';
export const UNKNOWN_ADDRESS = 'unknown';

const holder = globalThis as typeof globalThis & {
  __peerSecret?: string;
  __peerStampInstalled?: boolean;
  __warnedNoPeer?: boolean;
};

function peerSecret(): string {
  holder.__peerSecret ??= randomBytes(16).toString('hex');
  return holder.__peerSecret;
}

/** Writes the trusted peer address into a header set (used by the patch and by tests). */
export function stampPeerAddress(
  headers: http.IncomingHttpHeaders | Headers,
  address: string | undefined,
): void {
  const value = `${peerSecret()} ${normaliseAddress(address ?? UNKNOWN_ADDRESS)}`;
  if (headers instanceof Headers) headers.set(PEER_HEADER, value);
  else headers[PEER_HEADER] = value;
}

/** Patches http.Server so that every request carries its socket address. Idempotent. */
export function installPeerAddressStamp(): void {
  if (holder.__peerStampInstalled) return;
  holder.__peerStampInstalled = true;
  hookServerEmit((_server, event, args) => {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      stampPeerAddress(request.headers, request.socket?.remoteAddress);
    }
  });
}

/** The socket address stamped on the request, or undefined when it carries no valid stamp. */
export function getPeerAddress(request: Request): string | undefined {
  const value = request.headers.get(PEER_HEADER);
  if (!value) return undefined;
  const [secret, address] = value.split(' ');
  return secret === peerSecret() && address ? address : undefined;
}

let trustCache: { source: string | undefined; trust: TrustProxy } | undefined;

function trustProxy(): TrustProxy {
  const source = getEnv().TRUST_PROXY;
  if (trustCache === undefined || trustCache.source !== source) {
    trustCache = { source, trust: parseTrustProxy(source) ?? { kind: 'none' } };
  }
  return trustCache.trust;
}

/**
 * The client's address: the socket's, or from X-Forwarded-For when TRUST_PROXY trusts
 * the hops in between. "unknown" (one shared bucket) when the request was not stamped,
 * which only happens for requests that arrive while the server is still starting.
 */
export function getClientIp(request: Request): string {
  const peer = getPeerAddress(request);
  if (peer === undefined) {
    if (!holder.__warnedNoPeer) {
      holder.__warnedNoPeer = true;
      log('http').warn('a request without a peer address stamp; treating its client as unknown');
    }
    return UNKNOWN_ADDRESS;
  }
  return resolveClientAddress(peer, request.headers.get('x-forwarded-for'), trustProxy());
}

/** The client's address of a Node request, by the same rule (for the request log). */
export function clientAddressOf(request: http.IncomingMessage): string {
  const peer = normaliseAddress(request.socket?.remoteAddress ?? UNKNOWN_ADDRESS);
  const forwarded = request.headers['x-forwarded-for'];
  return resolveClientAddress(
    peer,
    Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
    trustProxy(),
  );
}
