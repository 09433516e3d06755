import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { BlogListCard } from '@/components/site/cards/blog-card';
import cardGrid from '@/components/site/listing/card-grid.module.css';
import { listPageHref, pageCount, Pagination } from '@/components/site/listing/pagination';
import { PageHero } from '@/components/site/sections/page-hero';
import { copyFor } from '@/content/editions';
import { PUBLIC_LIST_PAGE_SIZE } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/locale';
import { getBlogListPage } from '@/server/public-data';
import { inBothLanguages, pageMetadata } from '@/server/seo/metadata';
import styles from './insights.module.css';

// /insights and its later pages (/insights/page/N), in either language, share this listing.

const basePath = (locale: Locale) => localizedPath(locale, '/insights');

export function insightsMetadata(locale: Locale, page: number): Metadata {
  const copy = copyFor(locale).ui.insightsPage;
  const { listPage } = copyFor(locale).ui;
  return pageMetadata({
    locale,
    title: page === 1 ? copy.metaTitle : listPage.title(copy.metaTitle, page),
    description:
      page === 1 ? copy.metaDescription : listPage.description(copy.metaDescription, page),
    path: listPageHref(basePath(locale), page),
    // Page N of one language's list holds other records than page N of the other's.
    alternates: page === 1 ? inBothLanguages('/insights') : undefined,
  });
}

/** Wide and narrow cards alternate: row one wide-narrow, row two narrow-wide, and so on. */
const isWide = (index: number) => index % 2 === (Math.floor(index / 2) % 2 === 0 ? 0 : 1);

async function BlogGrid({ locale, page }: { locale: Locale; page: number }) {
  const copy = copyFor(locale).ui.insightsPage;
  let list;
  try {
    list = await getBlogListPage(page, locale);
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    // Spec point 8: a failed blog list load stops the spinner; the error is only logged.
    console.error('[insights] blogs could not be loaded:', error);
    return <p className={cardGrid.empty}>{copy.loadError}</p>;
  }
  const pages = pageCount(list.total, PUBLIC_LIST_PAGE_SIZE);
  if (page > pages) notFound();
  if (list.items.length === 0) return <p className={cardGrid.empty}>{copy.empty}</p>;
  return (
    <>
      <ul className={styles.grid}>
        {list.items.map((blog, index) => (
          <li key={blog.blog_id} className={isWide(index) ? styles.wide : undefined}>
            <BlogListCard blog={blog} wide={isWide(index)} preload={index === 0} locale={locale} />
          </li>
        ))}
      </ul>
      <Pagination
        locale={locale}
        basePath={basePath(locale)}
        page={page}
        pages={pages}
        label={copy.paginationLabel}
      />
    </>
  );
}

// Rendered with its data (see case-studies/page.tsx for why there is no loading.tsx).
export function InsightsListing({ locale, page }: { locale: Locale; page: number }) {
  const copy = copyFor(locale).ui.insightsPage;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} text={<p>{copy.text}</p>} />
      <section className={cardGrid.section} aria-label={copy.listLabel}>
        <div className="container">
          <BlogGrid locale={locale} page={page} />
        </div>
      </section>
    </>
  );
}
