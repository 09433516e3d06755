import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client';

// Indexes for the sitemap files (src/server/seo/sitemap-queries.ts), which read their
// slice of each list and the newest update without reading a whole table:
// - published case studies (a heading that is not blank, as the public lists require) in
//   the public order, newest first: counted, and sliced with limit/offset. The condition
//   is written exactly as the queries write it, so that both engines see that the
//   partial index answers them. The public case-study list reads through it too.
// - the newest update of a published case study and of a blog: the home, service and
//   list pages' last-modified dates in the sitemap.
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const published = sql<boolean>`trim("heroHeading") <> ''`;
  await db.schema
    .createIndex('case_studies_published')
    .on('case_studies')
    .columns(['createdAt desc', 'id'])
    .where(published)
    .execute();
  await db.schema
    .createIndex('case_studies_published_updated')
    .on('case_studies')
    .column('updatedAt')
    .where(published)
    .execute();
  await db.schema.createIndex('blogs_updated').on('blogs').column('updatedAt').execute();
}
