import { expect, type Page } from '@playwright/test';
import { originHeaders } from './admin';

// The media library's files for e2e tests: uploads through the API with the page's
// session (as the admin screens send them), and a WebVTT caption track.

export interface UploadedAsset {
  id: number;
  url: string;
  name: string;
}

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Uploads a file as staff do (POST /api/upload) and finds its asset by its address. */
export async function uploadByApi(
  page: Page,
  baseURL: string | undefined,
  file: TestFile,
): Promise<UploadedAsset> {
  const response = await page.request.post('/api/upload', {
    multipart: { file },
    headers: originHeaders(baseURL),
  });
  expect(response.status(), await response.text()).toBe(200);
  const url = (await response.text()).trim();
  return { ...(await assetAt(page, url)), url };
}

/** The asset at an address, as GET /api/media?url= answers it. */
export async function assetAt(
  page: Page,
  url: string,
): Promise<{ id: number; name: string; alt: string; decorative: boolean; captions: string }> {
  const response = await page.request.get(`/api/media?url=${encodeURIComponent(url)}`);
  expect(response.status(), await response.text()).toBe(200);
  const [asset] = (await response.json()) as {
    id: number;
    name: string;
    alt: string;
    decorative: boolean;
    captions: string;
  }[];
  expect(asset, `no asset at ${url}`).toBeDefined();
  return asset!;
}

/** The stored name at the end of an upload's address ("3f…a9.png"). */
export const storedNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A short, valid WebVTT caption track. */
export function vttFile(name = 'captions.vtt'): TestFile {
  const text = [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:02.000',
    'Working with the team was a pleasure.',
    '',
    '00:00:02.000 --> 00:00:04.000',
    'Our sales doubled in a year.',
    '',
  ].join('\n');
  return { name, mimeType: 'text/vtt', buffer: Buffer.from(text, 'utf8') };
}
