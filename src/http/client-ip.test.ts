import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  getPeerAddress,
  installPeerAddressStamp,
  PEER_HEADER,
  stampPeerAddress,
} from './client-ip';
import { normaliseAddress, parseTrustProxy, resolveClientAddress } from '@/env/trust-proxy';

describe('resolveClientAddress', () => {
  const trust = (value: string | undefined) => parseTrustProxy(value)!;

  it('uses the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('198.51.100.7', '1.2.3.4', trust(undefined))).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', '1.2.3.4', trust('false'))).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', '1.2.3.4', trust('0'))).toBe('198.51.100.7');
  });

  it('walks back through trusted proxies only (loopback)', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.5', trust('loopback'))).toBe('203.0.113.5');
    expect(resolveClientAddress('::1', '203.0.113.5', trust('loopback'))).toBe('203.0.113.5');
    // A client cannot push its own entry past an untrusted hop.
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.5', trust('loopback'))).toBe(
      '203.0.113.5',
    );
    expect(resolveClientAddress('198.51.100.7', '203.0.113.5', trust('loopback'))).toBe(
      '198.51.100.7',
    );
  });

  it('accepts lists of addresses and CIDR ranges', () => {
    const proxies = trust('10.0.0.0/8, 192.168.1.7, fd00::/8');
    expect(resolveClientAddress('10.1.2.3', '203.0.113.5, 192.168.1.7', proxies)).toBe(
      '203.0.113.5',
    );
    expect(resolveClientAddress('fd12::1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.1.2.3', '203.0.113.5, 192.168.1.8', proxies)).toBe(
      '192.168.1.8',
    );
  });

  it('trusts a number of hops', () => {
    expect(resolveClientAddress('10.0.0.1', '1.1.1.1, 2.2.2.2, 3.3.3.3', trust('1'))).toBe(
      '3.3.3.3',
    );
    expect(resolveClientAddress('10.0.0.1', '1.1.1.1, 2.2.2.2, 3.3.3.3', trust('2'))).toBe(
      '2.2.2.2',
    );
    expect(resolveClientAddress('10.0.0.1', '3.3.3.3', trust('5'))).toBe('3.3.3.3');
  });

  it('stops at a malformed entry and normalises IPv4-mapped addresses', () => {
    expect(resolveClientAddress('127.0.0.1', 'not-an-ip', trust('loopback'))).toBe('127.0.0.1');
    expect(normaliseAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(resolveClientAddress('127.0.0.1', '[2001:db8::1]', trust('loopback'))).toBe(
      '2001:db8::1',
    );
  });

  it('rejects values it does not understand', () => {
    for (const value of ['everyone', '10.0.0.0/33', '1.2.3', 'loopback,,'])
      expect(parseTrustProxy(value), value).toBeUndefined();
  });
});

describe('the peer address stamp', () => {
  it('is only believed with this process’s secret', () => {
    const stamped = new Headers();
    stampPeerAddress(stamped, '::ffff:198.51.100.7');
    expect(getPeerAddress(new Request('http://x/', { headers: stamped }))).toBe('198.51.100.7');
    const forged = new Headers({ [PEER_HEADER]: 'guessed-secret 1.2.3.4' });
    expect(getPeerAddress(new Request('http://x/', { headers: forged }))).toBeUndefined();
  });

  it('replaces a forged stamp with the socket address on a real Node server', async () => {
    installPeerAddressStamp();
    const server = http.createServer((request, response) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value);
      response.end(getPeerAddress(new Request('http://x/', { headers })) ?? 'none');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_HEADER]: 'x 6.6.6.6', 'x-forwarded-for': '6.6.6.6' },
      });
      expect(await answer.text()).toBe('127.0.0.1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
