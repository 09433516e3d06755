import 'server-only';
import { randomBytes } from 'node:crypto';
import { PREVIEW_LINK_DAYS, type ContentEntity } from '@/lib/editorial';
import { isTranslationLocale, type TranslationLocale } from '@/lib/locale';
import { hashToken, TOKEN_PATTERN } from '../auth/sessions';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';

// Preview links: a signed address that shows one record's latest draft (or its
// translation's, issue 29) to whoever has it, for PREVIEW_LINK_DAYS or until revoked.
// Only the token's hash is stored.

export interface PreviewTarget {
  entity: ContentEntity;
  id: string;
  /** A translation's draft (issue 29); absent: the record's own. */
  locale?: TranslationLocale | undefined;
}

/** A target's language as stored: 'en' for the record itself. */
const localeOf = (target: PreviewTarget) => target.locale ?? 'en';

export async function createPreviewLink(
  db: Db,
  target: PreviewTarget,
  createdBy: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000).toISOString();
  await db
    .insertInto('preview_links')
    .values({
      tokenHash: hashToken(token),
      entity: target.entity,
      record_id: target.id,
      createdBy,
      createdAt: now.toISOString(),
      expiresAt,
      revokedAt: null,
      locale: localeOf(target),
    })
    .execute();
  return { token, expiresAt };
}

/** The record a link shows, while it is neither expired nor revoked. */
export async function resolvePreviewLink(
  db: Db,
  token: string,
): Promise<PreviewTarget | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom('preview_links')
    .select(['entity', 'record_id', 'locale'])
    .where('tokenHash', '=', hashToken(token))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();
  if (!row) return undefined;
  const target: PreviewTarget = { entity: row.entity as ContentEntity, id: row.record_id };
  if (isTranslationLocale(row.locale)) target.locale = row.locale;
  return target;
}

/**
 * Ends the links to a record; answers how many were live. With `locale` ('en' for the
 * record's own) only that language's, without it those of every language.
 */
export async function revokePreviewLinks(
  db: Db,
  target: Omit<PreviewTarget, 'locale'> & { locale?: 'en' | TranslationLocale | undefined },
): Promise<number> {
  const result = await db
    .updateTable('preview_links')
    .set({ revokedAt: nowIso() })
    .where('entity', '=', target.entity)
    .where('record_id', '=', target.id)
    .where('revokedAt', 'is', null)
    .$if(target.locale !== undefined, (query) => query.where('locale', '=', target.locale!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
