import 'server-only';
// The public site's data readers. Public pages are cached whole (full-route ISR, see
// docs/architecture.md "Page cache"), so these run only when a page is rendered: on its
// first visit, after a save expired it, or after its revalidate time. Each reader tags
// the render with what it read (src/server/cache-tags.ts); a save expires the tags of
// what it changed and with them exactly the pages that show it.
//
// React's cache() de-duplicates calls within one render (layout, metadata and page read
// the same record). During `next build` there is no database: the readers answer empty
// data and mark the render as a placeholder that is never served (./cache/build-phase).
import { cache } from 'react';
import { PORTFOLIO_POOL_SIZE, PUBLIC_LIST_PAGE_SIZE, SHOWCASE_MAX_ITEMS } from '@/lib/constants';
import { getBlogBySlug, listBlogPage, listBlogs, type Blog, type BlogSummary } from './blogs/blogs';
import { isBuildPhase, markBuildPlaceholder } from './cache/build-phase';
import { tagRender } from './cache/tag-render';
import { cacheTags } from './cache-tags';
import { getCaseStudy, listCaseStudyPage, type CaseStudy } from './case-studies/case-studies';
import type { PageOf } from './db/paging';
import { getDb } from './db';
import { getLocationPageBySlug, type LocationPage } from './location-pages/location-pages';
import {
  blogType,
  caseStudyType,
  locationPageType,
  type ContentType,
} from './editorial/content-types';
import { previewTarget } from './editorial/preview-grant';
import { draftOf } from './editorial/drafts';
import type { ContentEntity, PublicationState } from '@/lib/editorial';

export type { Blog, BlogSummary, CaseStudy, LocationPage };

/** A record as a page shows it; `previewing` when it is a draft shown in preview. */
export type Shown<T> = T & { previewing?: true };

/**
 * In preview (draft mode with a grant for this record type), the granted record's
 * draft, when `path` is where that draft lives. Draft mode skips the page cache, so
 * this never reaches another visitor.
 */
async function previewed<Input, Rec extends PublicationState>(
  type: ContentType<Input, Rec>,
  entity: ContentEntity,
  path: string,
): Promise<Shown<Rec> | undefined> {
  if (isBuildPhase()) return undefined;
  const target = await previewTarget();
  if (target?.entity !== entity) return undefined;
  const id = type.parseId(target.id);
  const record = id === undefined ? undefined : await type.read(await getDb(), id);
  const draft = record && draftOf(type as unknown as ContentType<unknown, Rec>, record);
  if (!draft || type.path(draft).toLowerCase() !== path.toLowerCase()) return undefined;
  return { ...draft, previewing: true };
}

/** A URL segment, decoded when it is still percent-encoded; malformed input gives ''. */
function segment(value: string): string {
  try {
    return decodeURIComponent(value).trim().toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The reader's answer, or `empty` during the build (the page is then a placeholder).
 * @param read runs against the database outside the build
 */
async function unlessBuilding<T>(empty: T, read: () => Promise<T>): Promise<T> {
  if (!isBuildPhase()) return read();
  await markBuildPlaceholder();
  return empty;
}

const NO_PAGE = { items: [], total: 0 };

/** A list's items tag the page one by one: editing one re-renders the pages it is on. */
const tagBlogList = (blogs: BlogSummary[]) =>
  tagRender([cacheTags.blogList, ...blogs.map((blog) => cacheTags.blog(blog.blog_id))]);
const tagCaseStudyList = (studies: CaseStudy[]) =>
  tagRender([cacheTags.caseStudyList, ...studies.map((study) => cacheTags.caseStudy(study._id))]);

/** A page of published case studies, newest first, with how many there are in all. */
async function readCaseStudyPage(page: number, limit: number): Promise<PageOf<CaseStudy>> {
  const list = await listCaseStudyPage(await getDb(), { page, limit, search: '' }, { live: true });
  await tagCaseStudyList(list.items);
  return list;
}

/** A page of published case studies, newest first, with how many there are in all. */
export const getCaseStudyListPage = cache((page: number): Promise<PageOf<CaseStudy>> =>
  unlessBuilding(NO_PAGE, () => readCaseStudyPage(page, PUBLIC_LIST_PAGE_SIZE)),
);

/** The newest published case studies for the home showcase carousel. */
export const getShowcaseCaseStudies = cache((): Promise<CaseStudy[]> =>
  unlessBuilding([], async () => (await readCaseStudyPage(1, SHOWCASE_MAX_ITEMS)).items),
);

/**
 * The pool the portfolio carousel draws its random selection from in the browser: the
 * newest PORTFOLIO_POOL_SIZE published case studies, so the read stays bounded however
 * many exist, and the cached page still varies per visit.
 */
export const getPortfolioPool = cache((): Promise<CaseStudy[]> =>
  unlessBuilding([], async () => (await readCaseStudyPage(1, PORTFOLIO_POOL_SIZE)).items),
);

/** One published case study by its _id (or its draft, in preview). */
export const getCaseStudyById = cache((id: string): Promise<Shown<CaseStudy> | null> =>
  unlessBuilding(null, async () => {
    if (!/^[0-9a-f]{24}$/.test(id)) return null;
    const draft = await previewed(caseStudyType, 'case-study', `/casestudy/${id}`);
    if (draft) return draft;
    await tagRender([cacheTags.caseStudy(id)]);
    const study = await getCaseStudy(await getDb(), id);
    return study?.status === 'published' ? study : null;
  }),
);

/** The newest `count` blogs. */
export const getLatestBlogs = cache((count: number): Promise<BlogSummary[]> =>
  unlessBuilding([], async () => {
    const blogs = await listBlogs(await getDb(), count, { status: 'published' });
    await tagBlogList(blogs);
    return blogs;
  }),
);

/** A page of blogs, newest first, with how many there are in all. */
export const getBlogListPage = cache((page: number): Promise<PageOf<BlogSummary>> =>
  unlessBuilding(NO_PAGE, async () => {
    const list = await listBlogPage(
      await getDb(),
      {
        page,
        limit: PUBLIC_LIST_PAGE_SIZE,
        search: '',
      },
      { status: 'published' },
    );
    await tagBlogList(list.items);
    return list;
  }),
);

/** A blog by the slug in its URL (slug_url first, then a title that slugifies to it). */
export const getBlog = cache((slug: string): Promise<Shown<Blog> | null> =>
  unlessBuilding(null, async () => {
    const wanted = segment(slug);
    if (wanted === '' || wanted.length > 200) return null;
    const draft = await previewed(blogType, 'blog', `/blogs/${wanted}`);
    if (draft) return draft;
    // Tagged by the URL too: a blog created or renamed to it replaces a cached 404.
    const found = await getBlogBySlug(await getDb(), wanted);
    const blog = found?.status === 'published' ? found : null;
    await tagRender([
      cacheTags.blogSlug(wanted),
      ...(found ? [cacheTags.blog(found.blog_id)] : []),
    ]);
    return blog;
  }),
);

export const getLocationPage = cache((slug: string): Promise<Shown<LocationPage> | null> =>
  unlessBuilding(null, async () => {
    const wanted = segment(slug);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(wanted) || wanted.length > 120) return null;
    const draft = await previewed(locationPageType, 'location-page', `/${wanted}`);
    if (draft) return draft;
    const found = await getLocationPageBySlug(await getDb(), wanted);
    const page = found?.status === 'published' ? found : null;
    await tagRender([
      cacheTags.locationSlug(wanted),
      ...(found ? [cacheTags.locationPage(String(found.location_id))] : []),
    ]);
    return page;
  }),
);
