import 'server-only';
import type { ContentEntity } from '@/lib/editorial';
import { arabicBlogs, arabicCaseStudies, arabicLocationPages } from '../db/seed-data-ar';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { saveTranslation } from '../translations/save';
import { TRANSLATION_TYPES } from '../translations/translation-types';

// Publishes the demo content's Arabic translations (src/server/db/seed-data-ar) right
// after the English demo records are written, through the translations' own save (the
// one PUT …?locale=ar uses): each input goes through the translation schema (slugs
// normalised, rich text sanitized), and each translation gets its revision and media
// usage. Called only from seedDemoContent, which runs once, on an empty database.

const AUTHOR = 'Demo content';

async function publish(db: Db, entity: ContentEntity, id: string | number, input: object) {
  const type = TRANSLATION_TYPES[entity];
  await saveTranslation(db, type, id, 'ar', {
    input: type.schema.parse(input) as Record<string, unknown>,
    publication: { status: 'published' },
    author: AUTHOR,
  });
}

/** Ids of a table's records by their English slug. */
async function idsBySlug(db: Db, table: 'blogs' | 'location_pages') {
  const rows =
    table === 'blogs'
      ? await db.selectFrom('blogs').select(['blog_id as id', 'slug_url']).execute()
      : await db.selectFrom('location_pages').select(['location_id as id', 'slug_url']).execute();
  return new Map(rows.map((row) => [row.slug_url, row.id]));
}

/**
 * Publishes the Arabic demo translations of the demo records present, in one transaction
 * (all or none; and the saves then leave reloading the redirect table, which this process
 * does not serve yet, to the server). A translation whose record is missing is a mistake
 * in the demo data: it fails loudly rather than being skipped.
 */
export function seedArabicDemoContent(db: Db): Promise<void> {
  return inTransaction(db, publishAll);
}

async function publishAll(db: Db): Promise<void> {
  for (const [id, input] of Object.entries(arabicCaseStudies)) {
    await publish(db, 'case-study', id, input);
  }
  const blogIds = await idsBySlug(db, 'blogs');
  for (const [slug, input] of Object.entries(arabicBlogs)) {
    const id = blogIds.get(slug);
    if (id === undefined) throw new Error(`Arabic demo blog without its English blog: ${slug}`);
    await publish(db, 'blog', id, input);
  }
  const pageIds = await idsBySlug(db, 'location_pages');
  for (const [slug, input] of Object.entries(arabicLocationPages)) {
    const id = pageIds.get(slug);
    if (id === undefined) throw new Error(`Arabic demo page without its English page: ${slug}`);
    await publish(db, 'location-page', id, input);
  }
}
