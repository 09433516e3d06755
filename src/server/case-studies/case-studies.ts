import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { inListOrder, type PageOf, type PageRequest } from '../db/paging';
import type { CaseStudyRow, CaseStudyTable, WithoutPublication } from '../db/schema';
import { caseStudyFields, caseStudyType } from '@/lib/content-types/case-study';
import { emptyColumnsOf, fieldNamesOf } from '@/lib/content-types/fields';
import type { PublicationState } from '@/lib/editorial';
import { ofStatus, readPage, type StatusFilter } from '../editorial/content-lists';
import { withPublication } from '../editorial/publication';

/** A case study shown in public lists has a heading (written as migration 004's index writes it). */
const withHeading = sql<SqlBool>`trim(${sql.ref('heroHeading')}) <> ''`;

export type CaseStudyFields = Omit<
  WithoutPublication<CaseStudyTable>,
  'id' | 'createdAt' | 'updatedAt'
>;

/** The API's shape (spec point 3): the record's fields with `_id`. */
export type CaseStudy = CaseStudyFields &
  PublicationState & { _id: string; createdAt: string; updatedAt: string };

/** Spec point 3's case study fields, in declaration order. */
export const CASE_STUDY_FIELD_NAMES = fieldNamesOf(caseStudyFields);

const EMPTY_FIELDS: CaseStudyFields = emptyColumnsOf(caseStudyFields);

/** A case study's fields before anything is filled in. */
export const emptyCaseStudyFields = (): CaseStudyFields => ({ ...EMPTY_FIELDS });

/** A new id in the spec's `_id` form: 24 lowercase hex characters. */
export const newCaseStudyId = () => randomBytes(12).toString('hex');

export const isCaseStudyId = (id: string) => /^[0-9a-f]{24}$/.test(id);

function toCaseStudy({ id, ...rest }: CaseStudyRow): CaseStudy {
  return { _id: id, ...withPublication(rest) };
}

/** Every case study of a status (or all), newest first. */
export async function listCaseStudies(db: Db, { status }: StatusFilter = {}): Promise<CaseStudy[]> {
  const records = ofStatus(db.selectFrom('case_studies'), status);
  const rows = await inListOrder(records.selectAll(), caseStudyType.listOrder).execute();
  return rows.map(toCaseStudy);
}

/**
 * One page, newest first, optionally only those whose heading or client contain
 * `search`, or of one status. `live` is what the public lists show: published, and
 * filled in (a case study created but never given a heading stays out).
 */
export async function listCaseStudyPage(
  db: Db,
  request: PageRequest,
  { live = false, status }: StatusFilter & { live?: boolean } = {},
): Promise<PageOf<CaseStudy>> {
  const table = db.selectFrom('case_studies');
  const { items, total } = await readPage(db, caseStudyType, request, {
    records: live ? ofStatus(table, 'published').where(withHeading) : ofStatus(table, status),
    select: (records) => records.selectAll(),
    status,
    // The public lists' `live` also needs a heading, which the kept counts do not know.
    narrowed: live,
  });
  return { items: items.map(toCaseStudy), total };
}

export async function getCaseStudy(db: Db, id: string): Promise<CaseStudy | undefined> {
  if (!isCaseStudyId(id)) return undefined;
  const row = await db
    .selectFrom('case_studies')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCaseStudy(row);
}

/** Creates a case study; with no fields it is the empty draft the admin then edits. */
export async function createCaseStudy(
  db: Db,
  fields: Partial<CaseStudyFields> = {},
  id: string = newCaseStudyId(),
): Promise<CaseStudy> {
  const now = nowIso();
  await db
    .insertInto('case_studies')
    .values({ ...EMPTY_FIELDS, ...fields, id, createdAt: now, updatedAt: now })
    .execute();
  return (await getCaseStudy(db, id))!;
}

export async function updateCaseStudy(
  db: Db,
  id: string,
  fields: Partial<CaseStudyFields>,
): Promise<CaseStudy | undefined> {
  if (!isCaseStudyId(id)) return undefined;
  const result = await db
    .updateTable('case_studies')
    .set({ ...fields, updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return getCaseStudy(db, id);
}

export async function deleteCaseStudy(db: Db, id: string): Promise<boolean> {
  if (!isCaseStudyId(id)) return false;
  const result = await db.deleteFrom('case_studies').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
