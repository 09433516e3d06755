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
import type { MediaPresentation } from '@/lib/media';
import { PORTFOLIO_POOL_SIZE, PUBLIC_LIST_PAGE_SIZE, SHOWCASE_MAX_ITEMS } from '@/lib/constants';
import { getBlogBySlug, listBlogPage, listBlogs, type Blog, type BlogSummary } from './blogs/blogs';
import { isBuildPhase, markBuildPlaceholder } from './cache/build-phase';
import { tagRender } from './cache/tag-render';
import { cacheTags } from './cache-tags';
import { getCaseStudy, listCaseStudyPage, type CaseStudy } from './case-studies/case-studies';
import type { PageOf } from './db/paging';
import { getDb } from './db';
import { getLocationPageBySlug, type LocationPage } from './location-pages/location-pages';
import { presentationsOf } from './media/assets';
import {
  blogType,
  caseStudyType,
  locationPageType,
  type ContentType,
} from './editorial/content-types';
import { previewTarget } from './editorial/preview-grant';
import { draftOf } from './editorial/drafts';
import type { ContentEntity, PublicationState } from '@/lib/editorial';
import type { Locale } from '@/lib/locale';

export type { Blog, BlogSummary, CaseStudy, LocationPage };

/** A record as a page shows it; `previewing` when it is a draft shown in preview. */
export type Shown<T> = T & { previewing?: true };

/** What the media library says of the pictures and videos a page shows, by address. */
export type MediaOf = Readonly<Record<string, MediaPresentation>>;

/** A record with its media: a list's items share the one map read for the whole list. */
export type WithMedia<T> = T & { media: MediaOf };

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

/**
 * The media library's words, focal points and versions of these addresses, in one query
 * for the whole page (never one per picture). A video's caption track and poster are
 * assets of their own, known only once the video is read: a second query reads them, on
 * pages that show such a video. The render is tagged with every asset found, so editing
 * one (PUT /api/media/{id}) or replacing its file re-renders exactly the pages showing it.
 * An address that is no asset gets no entry: the page shows it without alt text, and
 * the library lists it under "Missing alt text".
 */
async function readMedia(urls: readonly string[]): Promise<MediaOf> {
  const db = await getDb();
  const found = await presentationsOf(db, urls);
  const linked = [...found.values()]
    .flatMap((asset) => [asset.captions, asset.poster])
    .filter((url) => url !== '' && !found.has(url));
  if (linked.length > 0) {
    for (const [url, asset] of await presentationsOf(db, linked)) found.set(url, asset);
  }
  await tagRender([...found.values()].map((asset) => cacheTags.media(asset.id)));
  return Object.fromEntries(
    [...found].map(([url, { id: _id, ...presentation }]) => [url, presentation]),
  );
}

/** Each item with the media of the whole list, read at once. */
async function withListMedia<T>(items: T[], urlOf: (item: T) => string): Promise<WithMedia<T>[]> {
  const media = await readMedia(items.map(urlOf));
  return items.map((item) => ({ ...item, media }));
}

/** A record with the media its fields name (or null, unchanged). */
async function withRecordMedia<T extends object>(
  record: T | null | undefined,
  urlsOf: (record: T) => string[],
): Promise<WithMedia<T> | null> {
  return record ? { ...record, media: await readMedia(urlsOf(record)) } : null;
}

/** The pictures and the video a case study's page shows. */
const caseStudyMedia = (study: CaseStudy) => [
  study.bannerImage,
  study.video,
  study.sec1Img,
  study.sec2Img,
  study.sec3Img2,
];

// INTERIM until content translations land: no record has an Arabic translation yet, so
// the Arabic edition lists none and answers 404 for each.
const untranslated = <T>(locale: Locale, none: T): Promise<T> | undefined =>
  locale === 'en' ? undefined : Promise.resolve(none);

/** A list's items tag the page one by one: editing one re-renders the pages it is on. */
const tagBlogList = (blogs: BlogSummary[]) =>
  tagRender([cacheTags.blogList, ...blogs.map((blog) => cacheTags.blog(blog.blog_id))]);
const tagCaseStudyList = (studies: CaseStudy[]) =>
  tagRender([cacheTags.caseStudyList, ...studies.map((study) => cacheTags.caseStudy(study._id))]);

/** A page of published case studies, newest first, with how many there are in all. */
async function readCaseStudyPage(
  page: number,
  limit: number,
): Promise<PageOf<WithMedia<CaseStudy>>> {
  const list = await listCaseStudyPage(await getDb(), { page, limit, search: '' }, { live: true });
  await tagCaseStudyList(list.items);
  return { ...list, items: await withListMedia(list.items, (study) => study.bannerImage) };
}

/** A page of published case studies, newest first, with how many there are in all. */
export const getCaseStudyListPage = cache(
  (page: number, locale: Locale = 'en'): Promise<PageOf<WithMedia<CaseStudy>>> =>
    untranslated(locale, NO_PAGE) ??
    unlessBuilding(NO_PAGE, () => readCaseStudyPage(page, PUBLIC_LIST_PAGE_SIZE)),
);

/** The newest published case studies for the home showcase carousel. */
export const getShowcaseCaseStudies = cache(
  (locale: Locale = 'en'): Promise<WithMedia<CaseStudy>[]> =>
    untranslated(locale, []) ??
    unlessBuilding([], async () => (await readCaseStudyPage(1, SHOWCASE_MAX_ITEMS)).items),
);

/**
 * The pool the portfolio carousel draws its random selection from in the browser: the
 * newest PORTFOLIO_POOL_SIZE published case studies, so the read stays bounded however
 * many exist, and the cached page still varies per visit.
 */
export const getPortfolioPool = cache(
  (locale: Locale = 'en'): Promise<WithMedia<CaseStudy>[]> =>
    untranslated(locale, []) ??
    unlessBuilding([], async () => (await readCaseStudyPage(1, PORTFOLIO_POOL_SIZE)).items),
);

/** One published case study by its _id (or its draft, in preview). */
export const getCaseStudyById = cache(
  (id: string, locale: Locale = 'en'): Promise<Shown<WithMedia<CaseStudy>> | null> =>
    untranslated(locale, null) ??
    unlessBuilding(null, async () => {
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const draft = await previewed(caseStudyType, 'case-study', `/casestudy/${id}`);
      if (draft) return withRecordMedia(draft, caseStudyMedia);
      await tagRender([cacheTags.caseStudy(id)]);
      const study = await getCaseStudy(await getDb(), id);
      return withRecordMedia(study?.status === 'published' ? study : null, caseStudyMedia);
    }),
);

/** The newest `count` blogs. */
export const getLatestBlogs = cache(
  (count: number, locale: Locale = 'en'): Promise<WithMedia<BlogSummary>[]> =>
    untranslated(locale, []) ??
    unlessBuilding([], async () => {
      const blogs = await listBlogs(await getDb(), count, { status: 'published' });
      await tagBlogList(blogs);
      return withListMedia(blogs, (blog) => blog.blog_image);
    }),
);

/** A page of blogs, newest first, with how many there are in all. */
export const getBlogListPage = cache(
  (page: number, locale: Locale = 'en'): Promise<PageOf<WithMedia<BlogSummary>>> =>
    untranslated(locale, NO_PAGE) ??
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
      return { ...list, items: await withListMedia(list.items, (blog) => blog.blog_image) };
    }),
);

const blogMedia = (blog: Blog) => [blog.blog_image];

/** A blog by the slug in its URL (slug_url first, then a title that slugifies to it). */
export const getBlog = cache(
  (slug: string, locale: Locale = 'en'): Promise<Shown<WithMedia<Blog>> | null> =>
    untranslated(locale, null) ??
    unlessBuilding(null, async () => {
      const wanted = segment(slug);
      if (wanted === '' || wanted.length > 200) return null;
      const draft = await previewed(blogType, 'blog', `/blogs/${wanted}`);
      if (draft) return withRecordMedia(draft, blogMedia);
      // Tagged by the URL too: a blog created or renamed to it replaces a cached 404.
      const found = await getBlogBySlug(await getDb(), wanted);
      const blog = found?.status === 'published' ? found : null;
      await tagRender([
        cacheTags.blogSlug(wanted),
        ...(found ? [cacheTags.blog(found.blog_id)] : []),
      ]);
      return withRecordMedia(blog, blogMedia);
    }),
);

export const getLocationPage = cache(
  (slug: string, locale: Locale = 'en'): Promise<Shown<LocationPage> | null> =>
    untranslated(locale, null) ??
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
