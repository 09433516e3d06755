import 'server-only';
import { cookies, draftMode } from 'next/headers';
import type { ContentType } from '@/server/editorial/content-types';
import { draftOf } from '@/server/editorial/drafts';
import { PREVIEW_COOKIE } from '@/server/editorial/preview-grant';
import type { Db } from '@/server/db/types';
import { notFound } from '@/server/errors';
import { getEnv } from '@/env';

// Starting and ending preview in this browser: Next's draft mode (which bypasses the page
// cache for this browser alone) and our grant cookie naming what it may see.

/** Where a record's draft is shown: its public address as the draft would have it. */
export async function draftPath(db: Db, type: ContentType, rawId: string): Promise<string> {
  const id = type.parseId(rawId);
  const record = id === undefined ? undefined : await type.read(db, id);
  if (!record) throw notFound('Nothing to preview: the record was not found.');
  return type.path(draftOf(type, record));
}

export async function startPreview(grant: string, path: string): Promise<Response> {
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, grant, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: getEnv().SITE_URL.startsWith('https:'),
  });
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}

export async function endPreview(path: string): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'private, no-store' },
  });
}
