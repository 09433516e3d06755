import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import { unstable_rethrow } from 'next/navigation';
import Link from 'next/link';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { HOME_BLOG_COUNT } from '@/lib/constants';
import { getLatestBlogs } from '@/server/public-data';
import { BlogTeaserCard } from '../cards/blog-card';
import { SectionHeader } from './section-header';
import styles from './sections.module.css';

async function LatestBlogList({ locale }: { locale: Locale }) {
  let blogs;
  try {
    blogs = await getLatestBlogs(HOME_BLOG_COUNT, locale);
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    // Spec point 8: a failed blog load stops the spinner; the error is only logged.
    console.error('[latest blogs] blogs could not be loaded:', error);
    return null;
  }
  // No blog in this language yet (an Arabic edition before any translation is
  // published): a sentence rather than an empty row under the heading.
  if (blogs.length === 0) {
    return <p className={styles.note}>{copyFor(locale).ui.latestBlogs.empty}</p>;
  }
  return (
    <ul className={styles.grid3}>
      {blogs.map((blog) => (
        <li key={blog.blog_id}>
          <BlogTeaserCard blog={blog} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/** The three newest blogs with date, title, 150-character teaser and 'Read more'. */
export function LatestBlogs({ locale }: { locale: Locale }) {
  const { homeLatestBlogs } = copyFor(locale).home;
  return (
    <section className={styles.section} aria-labelledby="latest-blogs-heading">
      <div className="container">
        <SectionHeader
          id="latest-blogs-heading"
          heading={homeLatestBlogs.heading}
          text={homeLatestBlogs.text}
        />
        <Suspense
          fallback={<Spinner label={copyFor(locale).ui.latestBlogs.loading} minHeight={480} />}
        >
          <LatestBlogList locale={locale} />
        </Suspense>
        <p className={`${styles.actions} ${styles.centerActions}`}>
          <Link
            href={localizedPath(locale, homeLatestBlogs.viewAll.href)}
            className="button button--outline"
          >
            {homeLatestBlogs.viewAll.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
