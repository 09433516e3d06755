import 'server-only';
import type { ContentEntity } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import { recordAudit } from '../audit/audit';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { writeUnique } from '../db/unique-violation';
import { keepRedirectsForPaths } from '../editorial/redirects';
import { recordRevision } from '../editorial/revisions';
import { log } from '../log';
import { livePath, slugTaken } from './save';
import {
  readTranslation,
  setTranslationPublication,
  writeTranslationContent,
  type TranslationKey,
} from './store';
import { translationWriteTags } from './tags';
import { translate } from './translated';
import { fieldsOfInput, slugOfInput, TRANSLATION_TYPES } from './translation-types';

// Scheduled publishing of translations (issue 29), as records' (src/server/editorial/
// scheduler.ts): a due translation is claimed by a conditional UPDATE (publish_at still
// the value read), in the transaction that publishes it, so exactly one instance does;
// its record is not touched (a translation is published on its own). A schedule that
// cannot be carried out (its slug taken since) is called off and said so in its history.

const SCHEDULER_AUTHOR = 'Scheduler';
const LATE_AFTER_MS = 60_000;
const BATCH = 20;

interface DueTranslation {
  entity: string;
  record_id: string;
  locale: string;
  publish_at: string;
}

const keyOf = (due: DueTranslation): TranslationKey => ({
  entity: due.entity as ContentEntity,
  recordId: due.record_id,
  locale: due.locale as TranslationLocale,
});

async function dueTranslations(db: Db, now: string): Promise<DueTranslation[]> {
  return (await db
    .selectFrom('content_translations')
    .select(['entity', 'record_id', 'locale', 'publish_at'])
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(BATCH)
    .execute()) as DueTranslation[];
}

/** Takes the due schedule off its translation, if it is still the one read. */
async function claim(tx: Db, due: DueTranslation): Promise<boolean> {
  const result = await tx
    .updateTable('content_translations')
    .set({ publish_at: null })
    .where('entity', '=', due.entity)
    .where('record_id', '=', due.record_id)
    .where('locale', '=', due.locale)
    .where('publish_at', '=', due.publish_at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Publishes one due translation if this caller wins its claim: the tags to expire, else undefined. */
async function publishIfClaimed(
  db: Db,
  due: DueTranslation,
  now: string,
): Promise<string[] | undefined> {
  return inTransaction(db, async (tx) => {
    if (!(await claim(tx, due))) return undefined;
    const key = keyOf(due);
    const type = TRANSLATION_TYPES[key.entity];
    const id = type?.content.parseId(key.recordId);
    const record = id === undefined ? undefined : await type!.content.read(tx, id);
    const before = await readTranslation(tx, key);
    if (!type || !record || !before) return undefined;
    if (before.pending_changes) {
      const input = type.schema.safeParse(before.pending_changes);
      if (input.success) {
        const fields = input.data as Record<string, unknown>;
        const slug = slugOfInput(type, fields) ?? null;
        await writeUnique(
          () =>
            writeTranslationContent(tx, key, { slug, fields: fieldsOfInput(type, fields) }, true),
          slugTaken(type, key.locale, slug ?? ''),
        );
      } else {
        log('scheduler').error(
          `${key.entity} ${key.recordId} (${key.locale}): pending changes no longer valid`,
        );
      }
    }
    const late = Date.parse(now) - Date.parse(due.publish_at) > LATE_AFTER_MS;
    await setTranslationPublication(tx, key, {
      status: 'published',
      pending_changes: null,
      published_at: now,
      published_late_from: late ? due.publish_at : null,
    });
    const after = (await readTranslation(tx, key))!;
    await recordRevision(tx, {
      entity: key.entity,
      recordId: key.recordId,
      locale: key.locale,
      snapshot: translate(type, record, after),
      author: SCHEDULER_AUTHOR,
      summary: late
        ? 'Published late (the server was down at the scheduled time)'
        : 'Published on schedule',
    });
    await keepRedirectsForPaths(tx, livePath(type, record, before), livePath(type, record, after));
    await recordAudit(tx, {
      action: 'publish',
      entity: key.entity,
      entityId: `${key.recordId} (${key.locale})`,
      fields: late ? ['late'] : [],
      actor: { id: null, label: 'Scheduled publishing' },
      clientIp: '',
    });
    return translationWriteTags(key.entity, key.recordId, before, after);
  });
}

/** A schedule that cannot be carried out is called off: a scheduled translation goes back to draft. */
async function callOffSchedule(db: Db, due: DueTranslation, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  const key = keyOf(due);
  log('scheduler').error(`${key.entity} ${key.recordId} (${key.locale}) not published: ${reason}`);
  await inTransaction(db, async (tx) => {
    if (!(await claim(tx, due))) return;
    const translation = await readTranslation(tx, key);
    if (translation?.status === 'scheduled')
      await setTranslationPublication(tx, key, { status: 'draft' });
    const type = TRANSLATION_TYPES[key.entity];
    const id = type?.content.parseId(key.recordId);
    const record = id === undefined ? undefined : await type!.content.read(tx, id);
    const after = await readTranslation(tx, key);
    if (!type || !record || !after) return;
    await recordRevision(tx, {
      entity: key.entity,
      recordId: key.recordId,
      locale: key.locale,
      snapshot: translate(type, record, after),
      author: SCHEDULER_AUTHOR,
      summary: `Scheduled publication failed: ${reason}`,
    });
  });
}

/** Publishes every translation due at `now` (their records untouched); the tags of each. */
export async function publishDueTranslations(
  db: Db,
  now: string,
): Promise<{ entity: ContentEntity; tags: string[] }[]> {
  const published: { entity: ContentEntity; tags: string[] }[] = [];
  for (const due of await dueTranslations(db, now)) {
    try {
      const tags = await publishIfClaimed(db, due, now);
      if (tags) published.push({ entity: due.entity as ContentEntity, tags });
    } catch (error) {
      await callOffSchedule(db, due, error);
    }
  }
  return published;
}

/** The oldest publication time of a translation due at `now`, if any. */
export async function oldestDueTranslation(db: Db, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_translations')
    .select((eb) => eb.fn.min('publish_at').as('oldest'))
    .where('publish_at', '<=', now)
    .executeTakeFirst();
  return row?.oldest ?? undefined;
}
