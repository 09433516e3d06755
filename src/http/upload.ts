import 'server-only';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import {
  MEDIA_KINDS,
  VIDEO_MAX_BYTES,
  type MediaKind,
  type MediaStorage,
} from '@/server/media/types';
import { DomainError, invalid, tooLarge, unsupported } from '@/server/errors';
import { requestBodyStream } from './body';

// POST /api/upload: the multipart body is streamed through busboy; the first bytes of
// the `file` part decide what it is (file-type reads magic numbers, never the name),
// then the rest streams to storage while a counter enforces the type's size limit.

export const UPLOAD_FIELD = 'file';
const SNIFF_BYTES = 4100; // what file-type needs to recognise every format above
const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest upload request: a video at its limit and the multipart framing around it. */
export const UPLOAD_BODY_LIMIT_BYTES = VIDEO_MAX_BYTES + MULTIPART_OVERHEAD;

const REFUSED_TYPE = 'Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP4 or WebM video.';
const fileTooLarge = (kind: MediaKind) =>
  tooLarge(
    kind.kind === 'image' ? 'Images may be at most 10 MB.' : 'Videos may be at most 200 MB.',
  );

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
  const detected = await fileTypeFromBuffer(first);
  const kind = MEDIA_KINDS.find((k) => k.mime === detected?.mime);
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

/**
 * Stores the request's `file` part; resolves to its address. The endpoint declares the
 * request's size limit (UPLOAD_BODY_LIMIT_BYTES); each kind's own limit is counted here.
 */
export async function receiveUpload(request: Request, storage: MediaStorage): Promise<string> {
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

  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let fileSeen = false;
    const finish = (error: unknown, address?: string) => {
      if (settled) return;
      settled = true;
      if (error !== undefined) {
        // Stop reading a body we are refusing.
        source.unpipe(parser);
        source.destroy();
        reject(error);
      } else {
        resolve(address!);
      }
    };

    parser.on('file', (field, part) => {
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
      void (async () => {
        let kind: MediaKind | undefined;
        try {
          const sniffed = await sniff(part);
          kind = sniffed.kind;
          const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
          return await storage.save(name, sniffed.body, kind);
        } catch (error) {
          if (error instanceof FileTooLargeError && kind) throw fileTooLarge(kind);
          if (error instanceof DomainError) throw error;
          if (partFailed)
            throw invalid('The upload was cut short or its multipart body is malformed.');
          throw error;
        }
      })().then(
        (address) => finish(undefined, address),
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
