import 'server-only';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { RESPONSE_EXCERPT_LENGTH } from '@/lib/webhooks';

// One delivery attempt: a POST to addresses already checked (./addresses.ts). The
// request's `lookup` answers those addresses instead of asking DNS again, so the name
// cannot resolve elsewhere between the check and the connection (DNS rebinding); TLS
// still checks the certificate against the URL's name (SNI and verification use the
// host). Redirects are never followed: Node's http client does not follow them, and a
// 3xx is a failed attempt. Only the start of the answer is read, for the log.

export interface PostResult {
  status: number;
  /** The start of the body, as text. */
  excerpt: string;
}

/** Bytes read from an answer at most: enough for the excerpt in any encoding. */
const READ_LIMIT = RESPONSE_EXCERPT_LENGTH * 4;

/**
 * The answer's start as text for the log. Whatever the receiver sent: PostgreSQL's text
 * cannot hold NUL, so it (and the other control characters but tab and line ends) is shown
 * as U+FFFD rather than failing the write that records the attempt.
 */
export function excerptOf(body: Buffer): string {
  return body
    .toString('utf8')
    .slice(0, RESPONSE_EXCERPT_LENGTH)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd');
}

export function postChecked(
  url: URL,
  addresses: readonly string[],
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostResult> {
  const candidates = addresses.map((address) => ({
    address,
    family: net.isIPv6(address) ? 6 : 4,
  }));
  const lookup = ((_hostname, options, callback) => {
    if (options.all) callback(null, candidates);
    else callback(null, candidates[0]!.address, candidates[0]!.family);
  }) as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve, reject) => {
    let status: number | undefined;
    const chunks: Buffer[] = [];
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      request.destroy();
      resolve({ status: status!, excerpt: excerptOf(Buffer.concat(chunks)) });
    };
    const timer = setTimeout(() => {
      // An answer whose status came in time counts; one still awaited does not.
      if (status !== undefined) finish();
      else request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'agency-site-webhooks/1',
        },
        lookup,
        // A connection of its own: never one a pool opened to another address.
        agent: false,
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= READ_LIMIT) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error) => {
      if (status !== undefined) return finish();
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
