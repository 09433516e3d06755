'use client';

import {
  ApiError,
  GENERAL_ERROR,
  NETWORK_ERROR,
  SESSION_ENDED,
  handleUnauthorized,
  messageOf,
} from './api';

// Uploads go through XMLHttpRequest because fetch cannot report upload progress.

export type MediaKind = 'image' | 'video';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];

export const acceptFor = (kind: MediaKind) =>
  (kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES).join(',');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** A check before sending, so a refused file is explained at once; the server checks again. */
export function checkFile(file: File, kind: MediaKind): string | null {
  if (kind === 'image') {
    if (!IMAGE_TYPES.includes(file.type)) {
      return `“${file.name}” is not an image we can use. Choose a JPG, PNG, WebP, GIF or AVIF file.`;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      return `“${file.name}” is ${formatBytes(file.size)}. Images can be at most ${formatBytes(MAX_IMAGE_BYTES)}.`;
    }
  } else {
    if (!VIDEO_TYPES.includes(file.type)) {
      return `“${file.name}” is not a video we can use. Choose an MP4 or WebM file.`;
    }
    if (file.size > MAX_VIDEO_BYTES) {
      return `“${file.name}” is ${formatBytes(file.size)}. Videos can be at most ${formatBytes(MAX_VIDEO_BYTES)}.`;
    }
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
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

/** Sends the file as the multipart field `file`; resolves to its address (e.g. /uploads/x.png). */
export function uploadFile(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
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
      let address = body.trim();
      // Tolerate a JSON string or {data|url: "..."} as well as the plain-text body.
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
      if (!address) {
        reject(new ApiError(xhr.status, GENERAL_ERROR));
        return;
      }
      onProgress?.(1);
      resolve(address);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
