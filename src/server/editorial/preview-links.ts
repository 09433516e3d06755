import 'server-only';
import { randomBytes } from 'node:crypto';
import { PREVIEW_LINK_DAYS, type ContentEntity } from '@/lib/editorial';
import { hashToken, TOKEN_PATTERN } from '../auth/sessions';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';

// Preview links: a signed address that shows one record's latest draft to whoever has
// it, for PREVIEW_LINK_DAYS or until revoked. Only the token's hash is stored.

export interface PreviewTarget {
  entity: ContentEntity;
  id: string;
}

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
    .select(['entity', 'record_id'])
    .where('tokenHash', '=', hashToken(token))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();
  return row && { entity: row.entity as ContentEntity, id: row.record_id };
}

/** Ends every link to a record; answers how many were live. */
export async function revokePreviewLinks(db: Db, target: PreviewTarget): Promise<number> {
  const result = await db
    .updateTable('preview_links')
    .set({ revokedAt: nowIso() })
    .where('entity', '=', target.entity)
    .where('record_id', '=', target.id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
