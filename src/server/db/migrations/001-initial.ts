import 'server-only';
import type { Kysely } from 'kysely';
import type { Engine } from '../client';
import { withAutoId, withTextColumns } from './helpers';

const CASE_STUDY_TEXT_COLUMNS = [
  'heroHeading',
  'clientName',
  'industry',
  'industryText',
  'bannerImage',
  'video',
  'category1',
  'category2',
  'category3',
  'category4',
  'template',
  'sec1Heading',
  'sec1Para',
  'sec1Img',
  'sec2Heading',
  'sec2Para',
  'sec2Img',
  'sec3Heading1',
  'sec3Heading2',
  'sec3Heading3',
  'sec3SubHeading1',
  'sec3SubHeading2',
  'sec3SubHeading3',
  'sec3Para1',
  'sec3Para2',
  'sec3Para3',
  'sec3Img2',
  'sec4Heading',
  'sec4SubHeading',
  'sec4Percentage1',
  'sec4Percentage2',
  'sec4Percentage3',
  'sec4Percentage4',
  'sec4Text1',
  'sec4Text2',
  'sec4Text3',
  'sec4Text4',
] as const;

const LOCATION_TEXT_COLUMNS = [
  'main_heading',
  'main_paragraph',
  'highlighted_heading',
  'heading_1',
  'heading_2',
  'heading_3',
  'heading_4',
  'paragraph_1',
  'paragraph_2',
  'paragraph_3',
  'paragraph_4',
  'meta_title',
  'meta_keywords',
  'meta_link',
  'meta_description',
] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withTextColumns(
    db.schema.createTable('case_studies').addColumn('id', 'text', (c) => c.primaryKey()),
    CASE_STUDY_TEXT_COLUMNS,
  )
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('case_studies_created')
    .on('case_studies')
    .column('createdAt')
    .execute();

  await withAutoId(db.schema.createTable('categories'), 'category_id', engine)
    .addColumn('category', 'text', (c) => c.notNull().unique())
    .execute();

  await withTextColumns(
    withAutoId(db.schema.createTable('blogs'), 'blog_id', engine).addColumn(
      'slug_url',
      'text',
      (c) => c.notNull().unique(),
    ),
    [
      'title',
      'brief_paragraph',
      'blog_image',
      'published_date',
      'metaTitle',
      'metaDescription',
      'canonicalLink',
    ],
  )
    .addColumn('category', 'integer', (c) =>
      c.references('categories.category_id').onDelete('set null'),
    )
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_published').on('blogs').column('published_date').execute();

  await withAutoId(db.schema.createTable('blog_sections'), 'id', engine)
    .addColumn('blog_id', 'integer', (c) =>
      c.notNull().references('blogs.blog_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('paragraph', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_sections_blog')
    .on('blog_sections')
    .columns(['blog_id', 'position'])
    .execute();

  await withTextColumns(
    withAutoId(db.schema.createTable('location_pages'), 'location_id', engine).addColumn(
      'slug_url',
      'text',
      (c) => c.notNull().unique(),
    ),
    LOCATION_TEXT_COLUMNS,
  )
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await withAutoId(db.schema.createTable('users'), 'id', engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('isAdmin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('revokedAt', 'text')
    .execute();

  await withTextColumns(withAutoId(db.schema.createTable('enquiries'), 'id', engine), [
    'form',
    'name',
    'email',
    'phoneNum',
    'businessName',
    'role',
    'message',
    'formType',
  ])
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('handledAt', 'text')
    .execute();
  await db.schema.createIndex('enquiries_created').on('enquiries').column('createdAt').execute();

  await withAutoId(db.schema.createTable('outbox'), 'id', engine)
    .addColumn('enquiryId', 'integer', (c) => c.references('enquiries.id').onDelete('set null'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text')
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_pending')
    .on('outbox')
    .columns(['sentAt', 'nextAttemptAt'])
    .execute();
}
