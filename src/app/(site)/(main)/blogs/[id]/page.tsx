import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { RecentBlogCard } from '@/components/site/cards/blog-card';
import { blogHref } from '@/components/site/paths';
import { formatDate, isoDate } from '@/components/site/format';
import { RichText } from '@/components/site/rich-text';
import { Breadcrumbs } from '@/components/site/sections/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { SiteImage } from '@/components/ui/site-image';
import { Spinner } from '@/components/ui/spinner';
import { truncate } from '@/lib/constants';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata, resolveCanonical } from '@/lib/seo/metadata';
import { getBlog, getBlogs, type Blog } from '@/server/public-data';
import styles from './blog.module.css';

type Props = { params: Promise<{ id: string }> };

const RECENT_COUNT = 3;

function seoOf(blog: Blog) {
  const path = blogHref(blog);
  return {
    path,
    title: blog.metaTitle || blog.title,
    description: blog.metaDescription || truncate(blog.brief_paragraph, 155),
    canonical: resolveCanonical(blog.canonicalLink, path),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const blog = await getBlog(id);
  if (!blog) return {};
  const seo = seoOf(blog);
  return pageMetadata({
    ...seo,
    image: blog.blog_image,
    imageAlt: blog.title,
    type: 'article',
    publishedTime: isoDate(blog.published_date),
    modifiedTime: blog.updatedAt,
  });
}

async function MostRecentBlogs({ currentId }: { currentId: number }) {
  let recent;
  try {
    recent = (await getBlogs()).filter((blog) => blog.blog_id !== currentId).slice(0, RECENT_COUNT);
  } catch (error) {
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

export default async function BlogPage({ params }: Props) {
  const { id } = await params;
  const blog = await getBlog(id);
  if (!blog) notFound();
  const seo = seoOf(blog);
  const published = (
    <time dateTime={isoDate(blog.published_date)}>{formatDate(blog.published_date)}</time>
  );

  return (
    <>
      <article>
        <header className={styles.banner}>
          <div className={`container ${styles.bannerInner}`}>
            <Breadcrumbs
              crumbs={[
                { name: 'Home', path: '/' },
                { name: 'Insights', path: '/insights' },
                { name: blog.title, path: seo.path },
              ]}
            />
            <h1 className={styles.title}>{blog.title}</h1>
            <p className={styles.published}>Published Date: {published}</p>
          </div>
        </header>
        <div className={`container ${styles.body}`}>
          {blog.blog_image && (
            <div className={styles.mainImage}>
              <SiteImage
                src={blog.blog_image}
                alt=""
                fill
                preload
                sizes="(min-width: 880px) 800px, 100vw"
                className={styles.cover}
              />
            </div>
          )}
          {blog.brief_paragraph && <p className={styles.lead}>{blog.brief_paragraph}</p>}
          {blog.blogs_content.map((section, index) => (
            <section key={index} className={styles.section}>
              <h2 className={styles.sectionHeading}>{section.heading}</h2>
              <RichText html={section.paragraph} className={styles.paragraph} />
            </section>
          ))}
          <p className={styles.publishedEnd}>Published Date: {published}</p>
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
      <JsonLd
        data={blogPostingJsonLd({
          title: blog.title,
          description: seo.description,
          url: seo.canonical,
          image: blog.blog_image,
          datePublished: isoDate(blog.published_date) ?? blog.published_date,
          dateModified: blog.updatedAt,
          sectionHeadings: blog.blogs_content.map((section) => section.heading),
        })}
      />
    </>
  );
}
