import 'server-only';
import type { Kysely } from 'kysely';
import type { Engine } from '../client';
import { DEMO_MEDIA } from '../../media/demo-media';

// The Arabic edition (issue 29): an enquiry keeps the language of the form it was sent
// with (every earlier one came from an English form), and a media asset gets an Arabic
// alt text and caption, null until written. The demo pictures get theirs here when their
// file is still the one the texts describe (never replaced).

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('enquiries')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('media_assets').addColumn('alt_ar', 'text').execute();
  await db.schema.alterTable('media_assets').addColumn('caption_ar', 'text').execute();

  const assets = db as Kysely<{
    media_assets: {
      url: string;
      version: number;
      alt_ar: string | null;
      caption_ar: string | null;
    };
  }>;
  for (const media of DEMO_MEDIA) {
    await assets
      .updateTable('media_assets')
      .set({ alt_ar: media.altAr || null, caption_ar: media.captionAr || null })
      .where('url', '=', media.url)
      .where('version', '=', 1)
      .execute();
  }
}
