import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client';

// Indexes for the paged lists and lookups that a visitor's request runs, so they stay
// quick with a hundred thousand articles: the blog list's full order (date, then id,
// as listBlogs sorts), and the blog lookup by a title written as a slug, which every
// unknown /blogs/… address otherwise answers with a scan of the whole table.
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createIndex('blogs_published_id')
    .on('blogs')
    .columns(['published_date', 'blog_id'])
    .execute();
  await db.schema.dropIndex('blogs_published').execute();
  await db.schema
    .createIndex('blogs_title_lower')
    .on('blogs')
    .expression(sql`lower(title)`)
    .execute();
}
