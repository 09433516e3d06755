import 'server-only';
import { isRowId } from '@/lib/ids';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import type { Blog, BlogSection, BlogSummary } from '@/lib/records';
import type { BlogRow } from '../db/schema';
import { toSlug } from '@/lib/slug';
import { keepCompleteSections } from '@/lib/schemas/blog';
import { categoryExists } from '../categories/categories';
import { inListOrder, type PageOf, type PageRequest } from '../db/paging';
import { writeUnique } from '../db/unique-violation';
import { invalid } from '../errors';
import { sanitizeRichText } from '../sanitize/html';
import { inTransaction } from '../db/transaction';
import { ofStatus, readPage, type StatusFilter } from '../editorial/content-lists';
import { PUBLICATION_COLUMNS, withPublication } from '../editorial/publication';
import type { PublicationState } from '@/lib/editorial';
import { blogFields, blogType } from '@/lib/content-types/blog';
import { listColumnsOf } from '@/lib/content-types/fields';

export type { Blog, BlogSection, BlogSummary } from '@/lib/records';

/**
 * A blog to store: its fields without the id and dates, the slug optional (made from
 * the title). Sections are already validated; paragraphs are sanitized here, on every
 * write path.
 */
export type BlogInput = Omit<
  Blog,
  'blog_id' | 'updatedAt' | 'slug_url' | keyof PublicationState
> & {
  slug_url?: string | undefined;
};

const slugTaken = (slug: string) => `A blog with the URL "${slug}" already exists.`;

/** What a list shows of a blog: its fields declared `listColumn`. */
const SUMMARY_COLUMNS = [
  'blog_id',
  ...listColumnsOf(blogFields),
  'updatedAt',
  ...PUBLICATION_COLUMNS,
] as const;

/** Newest first by published date. */
export async function listBlogs(
  db: Db,
  limit?: number,
  { status }: StatusFilter = {},
): Promise<BlogSummary[]> {
  const records = ofStatus(db.selectFrom('blogs'), status);
  let query = inListOrder(records.select(SUMMARY_COLUMNS), blogType.listOrder);
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(withPublication);
}

/** One page of summaries, newest first, optionally only those whose title or slug contain `search`. */
export async function listBlogPage(
  db: Db,
  request: PageRequest,
  { status }: StatusFilter = {},
): Promise<PageOf<BlogSummary>> {
  const { items, total } = await readPage(db, blogType, request, {
    records: ofStatus(db.selectFrom('blogs'), status),
    select: (records) => records.select(SUMMARY_COLUMNS),
    status,
  });
  return { items: items.map(withPublication), total };
}

async function withSections(db: Db, row: BlogRow | undefined): Promise<Blog | undefined> {
  if (!row) return undefined;
  const sections = await db
    .selectFrom('blog_sections')
    .select(['heading', 'paragraph'])
    .where('blog_id', '=', row.blog_id)
    .orderBy('position')
    .execute();
  const { createdAt: _createdAt, ...blog } = row;
  return { ...withPublication(blog), blogs_content: sections };
}

export async function getBlogById(db: Db, blogId: number): Promise<Blog | undefined> {
  if (!isRowId(blogId)) return undefined;
  const row = await db
    .selectFrom('blogs')
    .selectAll()
    .where('blog_id', '=', blogId)
    .executeTakeFirst();
  return withSections(db, row);
}

/** Finds a blog by its slug_url, or failing that by a title whose slug matches (spec point 7). */
export async function getBlogBySlug(db: Db, slug: string): Promise<Blog | undefined> {
  const wanted = slug.toLowerCase();
  if (wanted.includes('\0') || wanted.length > 500) return undefined; // PostgreSQL text cannot hold NUL
  const bySlug = await db
    .selectFrom('blogs')
    .selectAll()
    .where('slug_url', '=', wanted)
    .executeTakeFirst();
  if (bySlug) return withSections(db, bySlug);
  const titled = await db
    .selectFrom('blogs')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['title']), '=', wanted.replace(/-/g, ' ')))
    .executeTakeFirst();
  return withSections(db, titled);
}

/** A numeric id or a slug, as GET /blog/{id} accepts. */
export async function findBlog(db: Db, idOrSlug: string): Promise<Blog | undefined> {
  return /^\d{1,15}$/.test(idOrSlug)
    ? getBlogById(db, Number(idOrSlug))
    : getBlogBySlug(db, idOrSlug);
}

/** A blog's category must be one of the listed ones (not the "All" pseudo-category). */
async function assertCategory(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await categoryExists(db, categoryId)))
    throw invalid('Choose one of the listed categories.');
}

function toRow(input: BlogInput) {
  const { blogs_content: _content, slug_url, ...fields } = input;
  // A slug is one path segment (/blogs/{slug}): characters that would end it become hyphens.
  const slug = toSlug(slug_url || input.title).replace(/[/?#\\%]+/g, '-');
  return { ...fields, slug_url: slug };
}

/** Paragraphs reduced to the HTML allowlist; a pair left empty by that is dropped. */
export const cleanSections = (sections: BlogSection[]) =>
  keepCompleteSections(
    sections.map((s) => ({ heading: s.heading, paragraph: sanitizeRichText(s.paragraph) })),
  );

async function replaceSections(db: Db, blogId: number, sections: BlogSection[]) {
  await db.deleteFrom('blog_sections').where('blog_id', '=', blogId).execute();
  if (sections.length === 0) return;
  await db
    .insertInto('blog_sections')
    .values(sections.map((s, position) => ({ blog_id: blogId, position, ...s })))
    .execute();
}

export async function createBlog(db: Db, input: BlogInput): Promise<Blog> {
  await assertCategory(db, input.category);
  const row = toRow(input);
  // The unique index on slug_url decides between two writers racing for one URL.
  const blogId = await writeUnique(
    () =>
      inTransaction(db, async (tx) => {
        const now = nowIso();
        const inserted = await tx
          .insertInto('blogs')
          .values({ ...row, createdAt: now, updatedAt: now })
          .returning('blog_id')
          .executeTakeFirstOrThrow();
        await replaceSections(tx, inserted.blog_id, cleanSections(input.blogs_content));
        return inserted.blog_id;
      }),
    slugTaken(row.slug_url),
  );
  return (await getBlogById(db, blogId))!;
}

export async function updateBlog(
  db: Db,
  blogId: number,
  input: BlogInput,
): Promise<Blog | undefined> {
  if (!isRowId(blogId)) return undefined;
  await assertCategory(db, input.category);
  const row = toRow(input);
  const updated = await writeUnique(
    () =>
      inTransaction(db, async (tx) => {
        const result = await tx
          .updateTable('blogs')
          .set({ ...row, updatedAt: nowIso() })
          .where('blog_id', '=', blogId)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await replaceSections(tx, blogId, cleanSections(input.blogs_content));
        return true;
      }),
    slugTaken(row.slug_url),
  );
  return updated ? getBlogById(db, blogId) : undefined;
}

export async function deleteBlog(db: Db, blogId: number): Promise<boolean> {
  if (!isRowId(blogId)) return false;
  return inTransaction(db, async (tx) => {
    await tx.deleteFrom('blog_sections').where('blog_id', '=', blogId).execute();
    const result = await tx.deleteFrom('blogs').where('blog_id', '=', blogId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}
