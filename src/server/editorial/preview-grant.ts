import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import { CONTENT_ENTITIES, type ContentEntity } from '@/lib/editorial';
import { isTranslationLocale } from '@/lib/locale';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { authenticateToken } from '../auth/authenticate';
import { getDb } from '../db';
import { resolvePreviewLink, type PreviewTarget } from './preview-links';

// Which draft this browser may see. Preview runs in Next's draft mode, which makes Next
// skip the page cache for this browser alone; the draft-mode cookie is Next's, signed
// for this build. Our own cookie names what to show: `staff:{entity}:{id}` (checked
// against the staff session on every view) or `link:{token}` (a preview link, checked
// against the table). Anything else shows the published page. A translation's draft
// (issue 29) is granted with its language: `staff:{entity}:{id}:{locale}`, and a link
// carries its own.

export const PREVIEW_COOKIE = 'agency_preview';

export const staffGrant = (target: PreviewTarget) =>
  target.locale
    ? `staff:${target.entity}:${target.id}:${target.locale}`
    : `staff:${target.entity}:${target.id}`;
export const linkGrant = (token: string) => `link:${token}`;

const isEntity = (value: string): value is ContentEntity =>
  (CONTENT_ENTITIES as readonly string[]).includes(value);

async function staffTarget(value: string, sessionToken: string | undefined) {
  const [, entity = '', id = '', locale, ...rest] = value.split(':');
  if (!isEntity(entity) || !sessionToken || rest.length > 0) return undefined;
  if (locale !== undefined && !isTranslationLocale(locale)) return undefined;
  try {
    await authenticateToken(await getDb(), sessionToken);
  } catch {
    return undefined;
  }
  return locale ? { entity, id, locale } : { entity, id };
}

/** The record this browser previews, if it is in draft mode with a valid grant. */
export const previewTarget = cache(async (): Promise<PreviewTarget | undefined> => {
  if (!(await draftMode()).isEnabled) return undefined;
  const jar = await cookies();
  const grant = jar.get(PREVIEW_COOKIE)?.value ?? '';
  if (grant.startsWith('staff:')) return staffTarget(grant, jar.get(SESSION_COOKIE)?.value);
  if (grant.startsWith('link:')) return resolvePreviewLink(await getDb(), grant.slice(5));
  return undefined;
});
