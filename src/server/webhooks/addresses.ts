import 'server-only';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { invalid } from '../errors';

// Where a webhook may be sent (against SSRF: a URL that makes this server call its own
// network). A URL must be https, or http to a private or loopback address only with
// WEBHOOK_ALLOW_PRIVATE=1 (tests, development); every address its name resolves to must
// be a public unicast address, or a private one with that setting; link-local, cloud
// metadata and other special addresses are refused whatever the setting says. The check
// runs when a webhook is saved and again at each delivery (a name may resolve elsewhere
// by then: DNS rebinding), and the delivery connects to the addresses it checked
// (./post.ts), never resolving the name a second time.
//
// Address ranges come from ipaddr.js (RFC 6890's special-purpose registries), so the
// list of what is special is a maintained one, not ours.

/** What an address is to a webhook: a receiver on the internet, on our network, or never one. */
export type AddressKind = 'public' | 'private' | 'refused';

/** Ranges a receiver may be in only with WEBHOOK_ALLOW_PRIVATE=1, in the words the message uses. */
const PRIVATE_RANGES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  carrierGradeNat: 'a shared (CGNAT) address',
  uniqueLocal: 'a unique-local address',
  deprecatedSiteLocal: 'a site-local address',
};

/**
 * Cloud metadata services: AWS, GCP, Azure and OpenStack (169.254.169.254, IPv4 and
 * AWS's IPv6), AWS ECS task metadata, Alibaba Cloud (in CGNAT space) and Azure's host
 * endpoint (a public address). Each is refused even with WEBHOOK_ALLOW_PRIVATE=1.
 */
const METADATA_ADDRESSES = [
  '169.254.169.254',
  '169.254.170.2',
  'fd00:ec2::254',
  '100.100.100.200',
  '168.63.129.16',
].map((address) => ipaddr.parse(address).toNormalizedString());

/** Names of metadata services, refused before they are resolved (they may resolve anywhere). */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** What an IP address is to a webhook, and why in words. */
export function classifyAddress(address: string): { kind: AddressKind; why: string } {
  if (!ipaddr.isValid(address)) return { kind: 'refused', why: 'not an IP address' };
  let ip = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1 to the connection.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  if (METADATA_ADDRESSES.includes(ip.toNormalizedString())) {
    return { kind: 'refused', why: 'a cloud metadata address' };
  }
  const range = ip.range();
  if (range === 'unicast') return { kind: 'public', why: 'a public address' };
  const privateWords = PRIVATE_RANGES[range];
  if (privateWords) return { kind: 'private', why: privateWords };
  if (range === 'linkLocal') return { kind: 'refused', why: 'a link-local address' };
  // Unspecified (0.0.0.0 reaches this host), multicast, broadcast, documentation,
  // benchmarking, NAT64 and 6to4 prefixes that wrap an IPv4 address, …
  return { kind: 'refused', why: `a reserved address (${range})` };
}

/** Every address a name resolves to. */
export type HostResolver = (hostname: string) => Promise<string[]>;

const systemResolver: HostResolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

let resolver: HostResolver = systemResolver;

/**
 * Replaces how names are resolved (tests: a name that resolves to a public address when
 * a webhook is saved and to loopback when it is delivered). Without an argument, the
 * system's resolver again.
 */
export function setHostResolver(replacement?: HostResolver): void {
  resolver = replacement ?? systemResolver;
}

/** A name that takes longer than this to resolve is refused (getaddrinfo has no time-out of its own). */
const RESOLVE_TIMEOUT_MS = 5_000;

async function resolveWithin(host: string, ms: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([resolver(host), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface CheckedTarget {
  url: URL;
  /** The addresses checked: the delivery connects to these and no others. */
  addresses: string[];
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

/**
 * Checks where a webhook URL leads; throws `invalid` with the reason when it may not be
 * sent there. `allowPrivate` is WEBHOOK_ALLOW_PRIVATE.
 */
export async function checkWebhookTarget(
  raw: string,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('The URL must be a full address starting with https://.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid('The URL must start with https://.');
  }
  if (url.username || url.password) {
    throw invalid(
      'The URL may not hold a user name or password: it would be shown to every administrator. The signature proves who sent each event.',
    );
  }
  const host = hostOf(url).toLowerCase();
  if (METADATA_NAMES.has(host)) {
    throw invalid(
      `The URL names ${host}, a cloud metadata service: webhooks are never sent there.`,
    );
  }
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolveWithin(host, RESOLVE_TIMEOUT_MS);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw invalid(`The URL's host ${host} could not be resolved (${code}).`);
    }
    if (addresses.length === 0) throw invalid(`The URL's host ${host} has no address.`);
  }
  let allPrivate = true;
  for (const address of addresses) {
    const { kind, why } = classifyAddress(address);
    const where = address === host ? `${host} is` : `${host} resolves to ${address},`;
    if (kind === 'refused') {
      throw invalid(`The URL's host ${where} ${why}: webhooks are never sent there.`);
    }
    if (kind === 'private' && !allowPrivate) {
      throw invalid(
        `The URL's host ${where} ${why}: webhooks go to addresses on the internet only.`,
      );
    }
    if (kind === 'public') allPrivate = false;
  }
  if (url.protocol === 'http:' && !(allowPrivate && allPrivate)) {
    throw invalid(
      'The URL must start with https://: events carry personal data and are sent encrypted.',
    );
  }
  return { url, addresses };
}
