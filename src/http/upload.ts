import 'server-only';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { WebVTTParser } from 'webvtt-parser';
import {
  MEDIA_KINDS,
  VIDEO_MAX_BYTES,
  type MediaKind,
  type MediaStorage,
} from '@/server/media/types';
import { DomainError, invalid, tooLarge, unsupported } from '@/server/errors';
import { requestBodyStream } from './body';

// POST /api/upload: the multipart body is streamed through busboy; the first bytes of
// the `file` part decide what it is (file-type reads magic numbers, never the name; a
// WebVTT caption track by its signature, then parsed whole), then the rest streams to
// storage while a counter enforces the type's size limit. An image's bytes are also kept
// (10 MB at most) to read its width and height once stored.

export const UPLOAD_FIELD = 'file';
const SNIFF_BYTES = 4100; // what file-type needs to recognise every format above
const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest upload request: a video at its limit and the multipart framing around it. */
export const UPLOAD_BODY_LIMIT_BYTES = VIDEO_MAX_BYTES + MULTIPART_OVERHEAD;

const REFUSED_TYPE =
  'Upload a JPEG, PNG, WebP, AVIF or GIF image, an MP4 or WebM video, or a WebVTT caption track.';
const LIMITS: Record<MediaKind['kind'], string> = {
  image: 'Images may be at most 10 MB.',
  video: 'Videos may be at most 200 MB.',
  captions: 'Caption tracks may be at most 1 MB.',
};
const fileTooLarge = (kind: MediaKind) => tooLarge(LIMITS[kind.kind]);
const WEBVTT_KIND = MEDIA_KINDS.find((kind) => kind.ext === 'vtt')!;
/** "WEBVTT" after an optional byte-order mark, then a space, tab, line break or the end. */
const WEBVTT_SIGNATURE = /^(\uFEFF)?WEBVTT([ \t\r\n]|$)/;

/** What file-type recognises, or a WebVTT track by its signature. */
async function detectKind(first: Buffer): Promise<MediaKind | undefined> {
  const detected = await fileTypeFromBuffer(first);
  if (detected) return MEDIA_KINDS.find((k) => k.mime === detected.mime);
  return WEBVTT_SIGNATURE.test(first.subarray(0, 16).toString('utf8')) ? WEBVTT_KIND : undefined;
}

/** Refuses a caption track that a browser would not read. */
function assertWebVtt(bytes: Buffer): void {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const { errors } = new WebVTTParser().parse(text, 'metadata');
  const first = errors[0];
  if (first) {
    throw invalid(
      `The caption track is not valid WebVTT: line ${first.line}: ${first.message}` +
        (errors.length > 1 ? ` (and ${errors.length - 1} more problems)` : ''),
    );
  }
}

/** Width and height of a stored image, read from its bytes; null when the format hides them. */
async function dimensionsOf(
  bytes: Buffer,
): Promise<{ width: number | null; height: number | null }> {
  try {
    const { width, height, pageHeight } = await sharp(bytes, { animated: true }).metadata();
    return { width: width ?? null, height: pageHeight ?? height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

class FileTooLargeError extends Error {}

/** Reads the part's first bytes, recognises the type, and returns the whole part as a counted stream. */
async function sniff(part: Readable): Promise<{ kind: MediaKind; body: Readable }> {
  const iterator = part[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < SNIFF_BYTES) {
    const { done, value } = await iterator.next();
    if (done) {
      ended = true;
      break;
    }
    head.push(value);
    headLength += value.length;
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw invalid('The uploaded file is empty.');
  const kind = await detectKind(first);
  if (!kind) throw unsupported(REFUSED_TYPE);
  if (first.length > kind.maxBytes) throw fileTooLarge(kind);

  async function* rest() {
    yield first;
    if (ended) return;
    let total = first.length;
    for (;;) {
      const { done, value } = await iterator.next();
      if (done) return;
      total += value.length;
      if (total > kind!.maxBytes) throw new FileTooLargeError();
      yield value;
    }
  }
  return { kind, body: Readable.from(rest(), { objectMode: false }) };
}

/** A stored upload: its address and what the media library records of it. */
export interface ReceivedUpload {
  address: string;
  /** The file name the person chose, as their browser sent it. */
  originalName: string;
  kind: MediaKind;
  size: number;
  width: number | null;
  height: number | null;
}

export interface UploadTarget {
  /** Store under this name (a replacement keeps its address); a new random name otherwise. */
  name?: string;
  /** A replacement must be of the stored file's type, since its address names the type. */
  type?: MediaKind;
}

/** Reads a sniffed body into storage, counting its bytes and keeping an image's or caption track's. */
async function store(
  storage: MediaStorage,
  name: string,
  kind: MediaKind,
  body: Readable,
): Promise<Omit<ReceivedUpload, 'originalName' | 'kind'>> {
  const kept: Buffer[] = [];
  let size = 0;
  const keep = kind.kind !== 'video';
  async function* counted() {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (keep) kept.push(chunk);
      yield chunk;
    }
  }
  if (kind.kind === 'captions') {
    // Parsed whole before anything is stored: a track with errors is never saved.
    for await (const chunk of counted()) void chunk;
    const bytes = Buffer.concat(kept);
    assertWebVtt(bytes);
    const address = await storage.save(name, Readable.from([bytes]), kind);
    return { address, size, width: null, height: null };
  }
  const address = await storage.save(name, Readable.from(counted(), { objectMode: false }), kind);
  const dimensions =
    kind.kind === 'image' ? await dimensionsOf(Buffer.concat(kept)) : { width: null, height: null };
  return { address, size, ...dimensions };
}

const EXTENSION_WORDS: Record<string, string> = {
  jpg: 'a JPEG image',
  png: 'a PNG image',
  webp: 'a WebP image',
  avif: 'an AVIF image',
  gif: 'a GIF image',
  mp4: 'an MP4 video',
  webm: 'a WebM video',
  vtt: 'a WebVTT caption track',
};

/**
 * Stores the request's `file` part; resolves to its address and facts. The endpoint
 * declares the request's size limit (UPLOAD_BODY_LIMIT_BYTES); each kind's own limit is
 * counted here.
 */
export async function receiveUpload(
  request: Request,
  storage: MediaStorage,
  target: UploadTarget = {},
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw unsupported(`Send the file as multipart/form-data in a field named "${UPLOAD_FIELD}".`);
  }
  if (!request.body) throw invalid(`Choose a file to upload in the field "${UPLOAD_FIELD}".`);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 20, fieldSize: 8 * 1024, parts: 40, headerPairs: 40 },
    });
  } catch {
    throw invalid('The multipart body is malformed (missing boundary).');
  }
  const source = requestBodyStream(request.body);

  return new Promise<ReceivedUpload>((resolve, reject) => {
    let settled = false;
    let fileSeen = false;
    const finish = (error: unknown, received?: ReceivedUpload) => {
      if (settled) return;
      settled = true;
      if (error !== undefined) {
        // Stop reading a body we are refusing.
        source.unpipe(parser);
        source.destroy();
        reject(error);
      } else {
        resolve(received!);
      }
    };

    parser.on('file', (field, part, info) => {
      if (field !== UPLOAD_FIELD || fileSeen) {
        part.resume();
        return;
      }
      fileSeen = true;
      // A part fails when the body is cut short or malformed: the client's fault, not storage's.
      let partFailed = false;
      part.on('error', () => {
        partFailed = true;
      });
      void (async (): Promise<ReceivedUpload> => {
        let kind: MediaKind | undefined;
        try {
          const sniffed = await sniff(part);
          kind = sniffed.kind;
          if (target.type && target.type.ext !== kind.ext) {
            throw unsupported(
              `Replace it with ${EXTENSION_WORDS[target.type.ext]}: its address ends in .${target.type.ext} and stays the same.`,
            );
          }
          const name = target.name ?? `${randomBytes(16).toString('hex')}.${kind.ext}`;
          const stored = await store(storage, name, kind, sniffed.body);
          return { ...stored, kind, originalName: originalNameOf(info.filename, name) };
        } catch (error) {
          if (error instanceof FileTooLargeError && kind) throw fileTooLarge(kind);
          if (error instanceof DomainError) throw error;
          if (partFailed)
            throw invalid('The upload was cut short or its multipart body is malformed.');
          throw error;
        }
      })().then(
        (received) => finish(undefined, received),
        (error: unknown) => finish(error),
      );
    });
    parser.on('close', () => {
      if (!fileSeen) finish(invalid(`Choose a file to upload in the field "${UPLOAD_FIELD}".`));
    });
    parser.on('error', (error: Error) =>
      finish(
        error instanceof DomainError
          ? error
          : invalid(`The multipart body is malformed: ${error.message}`),
      ),
    );
    source.on('error', (error) => finish(invalid(`The upload was interrupted: ${error.message}`)));
    source.pipe(parser);
  });
}

/** The chosen file's name without any folder, at most 200 characters; the stored name when none was sent. */
function originalNameOf(filename: string | undefined, stored: string): string {
  const base = (filename ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f]/g, '')
    .trim();
  return base === '' ? stored : base.slice(0, 200);
}
