import 'server-only';
import type { Readable } from 'node:stream';

/** What an upload may be, recognised by content: its stored extension and size limit. */
export interface MediaKind {
  mime: string;
  ext: string;
  kind: 'image' | 'video' | 'captions';
  maxBytes: number;
}

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
export const VIDEO_MAX_BYTES = 200 * MB;
export const CAPTIONS_MAX_BYTES = 1 * MB;

export const MEDIA_KINDS: readonly MediaKind[] = [
  { mime: 'image/jpeg', ext: 'jpg', kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  { mime: 'image/png', ext: 'png', kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  { mime: 'image/webp', ext: 'webp', kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  { mime: 'image/avif', ext: 'avif', kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  { mime: 'image/gif', ext: 'gif', kind: 'image', maxBytes: IMAGE_MAX_BYTES },
  { mime: 'video/mp4', ext: 'mp4', kind: 'video', maxBytes: VIDEO_MAX_BYTES },
  { mime: 'video/webm', ext: 'webm', kind: 'video', maxBytes: VIDEO_MAX_BYTES },
  { mime: 'text/vtt', ext: 'vtt', kind: 'captions', maxBytes: CAPTIONS_MAX_BYTES },
];

export const kindByExtension = (ext: string) => MEDIA_KINDS.find((k) => k.ext === ext);

/** Stored names: 32 random hex characters and the extension of the detected type. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|avif|gif|mp4|webm|vtt)$/;

/** The stored name at the end of an upload's address (local or S3), if it is one. */
export function storedNameOf(address: string): string | undefined {
  const name = /\/uploads\/([^/?#]+)$/.exec(address)?.[1];
  return name && STORED_NAME.test(name) ? name : undefined;
}

/**
 * How long browsers and CDNs may keep an upload without asking again. Not a year and
 * immutable: a replaced file keeps its address. Public pages add `?v=N` once a file is
 * replaced, so their pictures change at once; a bare address catches up within the hour.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** Where uploads go. `save` consumes the stream (which errors if the file is too big). */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `name`; returns the address clients use to fetch them. */
  save(name: string, body: Readable, kind: MediaKind): Promise<string>;
  /** The address a stored name has here (to tell this storage's uploads from other addresses). */
  addressOf(name: string): string;
  /** Removes a stored file; a file already gone is no error. */
  remove(name: string): Promise<void>;
}
