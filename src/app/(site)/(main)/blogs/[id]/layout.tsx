import { notFound, unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { RecentBlogCard } from '@/components/site/cards/blog-card';
import { formatDate, isoDate } from '@/components/site/format';
import { pictureOf } from '@/components/site/media/picture';
import { blogHref } from '@/components/site/paths';
import { Breadcrumbs } from '@/components/site/sections/breadcrumbs';
import { PreviewBar } from '@/components/site/preview-bar';
import { SiteImage } from '@/components/ui/site-image';
import { Spinner } from '@/components/ui/spinner';
import { RECENT_BLOG_COUNT } from '@/lib/constants';
import { getBlog, getLatestBlogs } from '@/server/public-data';
import styles from './blog.module.css';

// No page is rendered at build (there is no database then): each is rendered on its
// first request and cached from then on (docs/architecture.md, "Page cache").
export function generateStaticParams() {
  return [];
}

async function MostRecentBlogs({ currentId }: { currentId: number }) {
  let recent;
  try {
    // One more than shown, in case the blog being read is among the newest.
    recent = (await getLatestBlogs(RECENT_BLOG_COUNT + 1))
      .filter((blog) => blog.blog_id !== currentId)
      .slice(0, RECENT_BLOG_COUNT);
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    // Spec point 8: a failed blog load only stops the spinner; the error is logged.
    console.error('[blog] recent blogs could not be loaded:', error);
    return null;
  }
  if (recent.length === 0) return null;
  return (
    <ul className={styles.recentGrid}>
      {recent.map((blog) => (
        <li key={blog.blog_id}>
          <RecentBlogCard blog={blog} />
        </li>
      ))}
    </ul>
  );
}

// The layout loads the blog, answers an unknown slug with a real 404 before any streaming
// starts, and renders the banner and main image (the largest paints) in the first HTML.
// The sections stream in behind loading.tsx; Most Recent Blogs behind its own spinner.
export default async function BlogLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const blog = await getBlog(id);
  if (!blog) notFound();
  return (
    <>
      {blog.previewing && <PreviewBar path={blogHref(blog)} />}
      <article aria-labelledby="blog-title">
        <header className={styles.banner}>
          <div className={`container ${styles.bannerInner}`}>
            <Breadcrumbs
              crumbs={[
                { name: 'Home', path: '/' },
                { name: 'Insights', path: '/insights' },
                { name: blog.title, path: blogHref(blog) },
              ]}
            />
            <h1 id="blog-title" className={styles.title}>
              {blog.title}
            </h1>
            <p className={styles.published}>
              Published Date:{' '}
              <time dateTime={isoDate(blog.published_date)}>{formatDate(blog.published_date)}</time>
            </p>
          </div>
        </header>
        <div className={`container ${styles.body}`}>
          {blog.brief_paragraph && <p className={styles.lead}>{blog.brief_paragraph}</p>}
          {blog.blog_image && (
            <div className={styles.mainImage}>
              <SiteImage
                {...pictureOf(blog.media, blog.blog_image)}
                fill
                preload
                sizes="(min-width: 880px) 800px, 100vw"
                className={styles.cover}
              />
            </div>
          )}
          {children}
        </div>
      </article>
      <section className={styles.recent} aria-labelledby="recent-blogs-heading">
        <div className="container">
          <h2 id="recent-blogs-heading" className={styles.recentHeading}>
            Most Recent Blogs
          </h2>
          <Suspense fallback={<Spinner label="Loading recent blogs" minHeight={420} />}>
            <MostRecentBlogs currentId={blog.blog_id} />
          </Suspense>
        </div>
      </section>
    </>
  );
}
