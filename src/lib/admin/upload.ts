'use client';

import {
  ApiError,
  GENERAL_ERROR,
  NETWORK_ERROR,
  SESSION_ENDED,
  handleUnauthorized,
  messageOf,
} from './api';
import { MEDIA_KINDS, type MediaKind } from '../media';

// Uploads go through XMLHttpRequest because fetch cannot report upload progress.

export type { MediaKind };

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const MAX_CAPTIONS_BYTES = 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];
export const CAPTIONS_TYPES = ['text/vtt'];
/** Browsers do not all know WebVTT's type: a caption track is also told by its name. */
const CAPTIONS_EXTENSION = '.vtt';

interface KindRules {
  types: readonly string[];
  maxBytes: number;
  /** "an image", in "… is not an image we can use". */
  noun: string;
  /** What may be chosen, in staff's words. */
  formats: string;
  /** "Choose {choice}." */
  choice: string;
  /** What is said plurally in the size message: "Images can be at most 10 MB." */
  plural: string;
}

const RULES: Record<MediaKind, KindRules> = {
  image: {
    types: IMAGE_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    noun: 'an image',
    formats: 'JPG, PNG, WebP, GIF or AVIF',
    choice: 'a JPG, PNG, WebP, GIF or AVIF file',
    plural: 'Images',
  },
  video: {
    types: VIDEO_TYPES,
    maxBytes: MAX_VIDEO_BYTES,
    noun: 'a video',
    formats: 'MP4 or WebM',
    choice: 'an MP4 or WebM file',
    plural: 'Videos',
  },
  captions: {
    types: CAPTIONS_TYPES,
    maxBytes: MAX_CAPTIONS_BYTES,
    noun: 'a caption track',
    formats: 'WebVTT (.vtt)',
    choice: 'a WebVTT file (.vtt)',
    plural: 'Caption tracks',
  },
};

/** The file chooser's `accept` for one kind, or for any kind the library takes. */
export const acceptFor = (kind?: MediaKind) =>
  (kind ? [kind] : MEDIA_KINDS)
    .flatMap((one) =>
      one === 'captions' ? [CAPTIONS_EXTENSION, ...CAPTIONS_TYPES] : RULES[one].types,
    )
    .join(',');

/** What a field of this kind takes: "JPG, PNG, WebP, GIF or AVIF, up to 10 MB." */
export const fileRulesOf = (kind: MediaKind) =>
  `${RULES[kind].formats}, up to ${formatBytes(RULES[kind].maxBytes)}.`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The kind a chosen file would be, by its type (or a caption track's name); null when none. */
export function kindOfFile(file: File): MediaKind | null {
  if (file.name.toLowerCase().endsWith(CAPTIONS_EXTENSION)) return 'captions';
  return MEDIA_KINDS.find((kind) => RULES[kind].types.includes(file.type)) ?? null;
}

/** A check before sending, so a refused file is explained at once; the server checks again. */
export function checkFile(file: File, kind: MediaKind): string | null {
  const rules = RULES[kind];
  if (kindOfFile(file) !== kind) {
    return `“${file.name}” is not ${rules.noun} we can use. Choose ${rules.choice}.`;
  }
  if (file.size > rules.maxBytes) {
    return `“${file.name}” is ${formatBytes(file.size)}. ${rules.plural} can be at most ${formatBytes(rules.maxBytes)}.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

/** The check of a file for the library, which takes any kind. */
export function checkAnyFile(file: File): string | null {
  const kind = kindOfFile(file);
  if (!kind) {
    return `“${file.name}” cannot be added to the library. Choose an image (${RULES.image.formats}), a video (${RULES.video.formats}) or a caption track (${RULES.captions.formats}).`;
  }
  return checkFile(file, kind);
}

function uploadErrorMessage(status: number, body: string): string {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // plain text
  }
  const message = messageOf(parsed);
  if (message) return message;
  if (status === 413) return 'This file is too large to upload.';
  if (status === 415) return 'This type of file cannot be uploaded.';
  return GENERAL_ERROR;
}

export interface SendOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends the file as the multipart field `file` to an upload endpoint; resolves to the
 * answer's text once it succeeded, or rejects with an ApiError saying why not.
 */
export function sendFile(
  path: string,
  method: 'POST' | 'PUT',
  file: File,
  { onProgress, signal }: SendOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.responseText;
      if (xhr.status === 401) {
        handleUnauthorized();
        reject(new ApiError(401, SESSION_ENDED));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, uploadErrorMessage(xhr.status, body)));
        return;
      }
      onProgress?.(1);
      resolve(body);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The address in POST /api/upload's answer (plain text; a JSON string or {url} tolerated). */
function addressIn(body: string): string {
  let address = body.trim();
  if (address.startsWith('"') || address.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(address);
      if (typeof parsed === 'string') address = parsed;
      else if (typeof parsed === 'object' && parsed !== null) {
        const record = parsed as Record<string, unknown>;
        const value = record.url ?? record.data ?? record.path;
        if (typeof value === 'string') address = value;
      }
    } catch {
      // keep the text
    }
  }
  return address;
}

/** Uploads a file (POST /api/upload); resolves to its address (e.g. /uploads/x.png). */
export async function uploadFile(file: File, options: SendOptions = {}): Promise<string> {
  const address = addressIn(await sendFile('/api/upload', 'POST', file, options));
  if (!address) throw new ApiError(200, GENERAL_ERROR);
  return address;
}
