import 'server-only';
import { locationOf } from './location';
import { cookies, draftMode } from 'next/headers';
import type { TranslationLocale } from '@/lib/locale';
import { CONTENT_TYPES, type ContentType } from '@/server/editorial/content-types';
import { draftOf } from '@/server/editorial/drafts';
import type { PreviewTarget } from '@/server/editorial/preview-links';
import { readTranslated } from '@/server/translations/save';
import { translationDraftOf } from '@/server/translations/translated';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
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

/** Where a translation's draft is shown: its public address as its draft would have it. */
async function translationDraftPath(
  db: Db,
  type: ContentType,
  rawId: string,
  locale: TranslationLocale,
): Promise<string> {
  const id = type.parseId(rawId);
  const translationType = TRANSLATION_TYPES[type.entity];
  const found =
    id === undefined ? undefined : await readTranslated(db, translationType, id, locale);
  if (!found) throw notFound('Nothing to preview: the record has no translation in that language.');
  const draft = translationDraftOf(translationType, found.translation);
  return translationType.path(locale, draft.record_id, draft.slug);
}

/** Where a preview target's draft is shown: the record's, or its translation's. */
export const previewPath = (db: Db, target: PreviewTarget): Promise<string> =>
  target.locale
    ? translationDraftPath(db, CONTENT_TYPES[target.entity], target.id, target.locale)
    : draftPath(db, CONTENT_TYPES[target.entity], target.id);

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
    headers: {
      Location: locationOf(path),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

export async function endPreview(path: string): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  return new Response(null, {
    status: 307,
    headers: { Location: locationOf(path), 'Cache-Control': 'private, no-store' },
  });
}
