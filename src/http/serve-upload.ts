import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { kindByExtension, STORED_NAME, UPLOAD_CACHE_CONTROL } from '@/server/media/types';

// GET /uploads/<name>: files of DATA_DIR/uploads. Names are random, but a replaced file
// keeps its name: an address with ?v=N (what public pages use) is cached for a year, a
// bare one for an hour, and revalidated by its ETag. Byte ranges are answered with 206, which browsers need to
// seek in a video (Safari will not play one without them).

const IMMUTABLE = 'public, max-age=31536000, immutable';

type ByteRange = { start: number; end: number };

/** One `bytes=` range against a file of `size` bytes; 'invalid' → 416, undefined → whole file. */
export function parseRange(header: string | null, size: number): ByteRange | 'invalid' | undefined {
  if (header === null) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or a unit we do not know: ignored, the whole file is sent (RFC 9110 14.2).
  if (!match)
    return header.trim().startsWith('bytes=') && !header.includes(',') ? 'invalid' : undefined;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return 'invalid';
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

const notFound = () =>
  Response.json(
    { status: 'fail', message: 'File not found.' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

export async function serveUpload(
  request: Request,
  directory: string,
  segments: string[],
): Promise<Response> {
  const name = segments.length === 1 ? segments[0]! : '';
  if (!STORED_NAME.test(name)) return notFound();
  const kind = kindByExtension(name.split('.')[1]!);
  const file = path.join(directory, name);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!kind || !stat?.isFile()) return notFound();

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': kind.mime,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': new URL(request.url).searchParams.has('v') ? IMMUTABLE : UPLOAD_CACHE_CONTROL,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });

  // A range only applies to the version it was asked of.
  const ifRange = request.headers.get('if-range');
  const rangeHeader = ifRange === null || ifRange === etag ? request.headers.get('range') : null;
  const range = parseRange(rangeHeader, stat.size);
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${stat.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  headers.set('Content-Length', String(stat.size === 0 ? 0 : end - start + 1));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${stat.size}`);
  const status = range ? 206 : 200;
  if (request.method === 'HEAD' || stat.size === 0) return new Response(null, { status, headers });
  const stream = fs.createReadStream(file, { start, end });
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
