import net from 'node:net';

// TRUST_PROXY names the proxies whose X-Forwarded-For entries are believed, as Express's
// `trust proxy` does: a hop count ("1"), or a comma list of addresses, CIDR ranges and the
// names loopback, linklocal and uniquelocal. Unset (or "false") trusts no one. Pure, so
// that src/env.ts can validate the variable with it.

export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; matches: (address: string) => boolean };

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** "::ffff:1.2.3.4" is how Node reports an IPv4 peer on a dual-stack socket. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

function addRange(list: net.BlockList, range: string): boolean {
  const [address = '', prefixText] = range.split('/');
  const family = net.isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefixText)) return false;
  const prefix = Number(prefixText);
  if (prefix > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/** Parses TRUST_PROXY; returns undefined when the value is not understood. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const list = new net.BlockList();
  for (const item of text.split(',').map((s) => s.trim().toLowerCase())) {
    const ranges = NAMED_RANGES[item] ?? [item];
    for (const range of ranges) if (!addRange(list, range)) return undefined;
  }
  return {
    kind: 'list',
    matches: (address) => {
      const family = net.isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client of a request that reached us from `peer`, given the X-Forwarded-For chain
 * the proxies wrote. Walks from the nearest hop outwards while the hop is trusted.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | null,
  trust: TrustProxy,
): string {
  if (trust.kind === 'none') return peer;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map(normaliseAddress)
    .filter((entry) => entry !== '');
  // chain[0] is the farthest client, the peer is the nearest hop.
  const hops = [...chain, peer];
  if (trust.kind === 'hops') {
    return hops[Math.max(0, hops.length - 1 - trust.hops)] ?? peer;
  }
  let client = peer;
  for (let i = hops.length - 1; i > 0; i--) {
    if (!trust.matches(hops[i]!)) break;
    const next = hops[i - 1]!;
    // A malformed entry is not an address: stop at the proxy that passed it on.
    if (net.isIP(next) === 0) break;
    client = next;
  }
  return client;
}
