import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { BlogListCard } from '@/components/site/cards/blog-card';
import cardGrid from '@/components/site/listing/card-grid.module.css';
import { listPageHref, pageCount, Pagination } from '@/components/site/listing/pagination';
import { PageHero } from '@/components/site/sections/page-hero';
import { PUBLIC_LIST_PAGE_SIZE } from '@/lib/constants';
import { getBlogListPage } from '@/server/public-data';
import { pageMetadata } from '@/server/seo/metadata';
import styles from './insights.module.css';

// /insights and its later pages (/insights/page/N) share this listing.

const BASE_PATH = '/insights';

const copy = {
  title: 'Insights: Web, App and Digital Marketing Articles',
  description:
    'Trending articles from the Nexa Digital team on website costs, app development, UX, e-commerce, SEO, social media and Google Ads for businesses in the UAE.',
  eyebrow: 'Insights',
  heading: 'Trending Blogs',
  text: 'Practical advice from our designers, engineers and marketers on building and growing digital products in the UAE.',
};

export function insightsMetadata(page: number): Metadata {
  return pageMetadata({
    title: page === 1 ? copy.title : `${copy.title} (page ${page})`,
    description: page === 1 ? copy.description : `${copy.description} Page ${page}.`,
    path: listPageHref(BASE_PATH, page),
  });
}

/** Wide and narrow cards alternate: row one wide-narrow, row two narrow-wide, and so on. */
const isWide = (index: number) => index % 2 === (Math.floor(index / 2) % 2 === 0 ? 0 : 1);

async function BlogGrid({ page }: { page: number }) {
  let list;
  try {
    list = await getBlogListPage(page);
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    // Spec point 8: a failed blog list load stops the spinner; the error is only logged.
    console.error('[insights] blogs could not be loaded:', error);
    return <p className={cardGrid.empty}>Our latest articles will be back shortly.</p>;
  }
  const pages = pageCount(list.total, PUBLIC_LIST_PAGE_SIZE);
  if (page > pages) notFound();
  if (list.items.length === 0)
    return <p className={cardGrid.empty}>New articles are on their way.</p>;
  return (
    <>
      <ul className={styles.grid}>
        {list.items.map((blog, index) => (
          <li key={blog.blog_id} className={isWide(index) ? styles.wide : undefined}>
            <BlogListCard blog={blog} wide={isWide(index)} preload={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination basePath={BASE_PATH} page={page} pages={pages} label="articles" />
    </>
  );
}

// Rendered with its data (see case-studies/page.tsx for why there is no loading.tsx).
export function InsightsListing({ page }: { page: number }) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} text={<p>{copy.text}</p>} />
      <section className={cardGrid.section} aria-label="All articles">
        <div className="container">
          <BlogGrid page={page} />
        </div>
      </section>
    </>
  );
}
