import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { RecentBlogCard } from '@/components/site/cards/blog-card';
import { formatDate, isoDate } from '@/components/site/format';
import { pictureOf } from '@/components/site/media/picture';
import { blogHref } from '@/components/site/paths';
import { Breadcrumbs } from '@/components/site/sections/breadcrumbs';
import { PreviewBar } from '@/components/site/preview-bar';
import { RichText } from '@/components/site/rich-text';
import { JsonLd } from '@/components/ui/json-ld';
import { SiteImage } from '@/components/ui/site-image';
import { Spinner } from '@/components/ui/spinner';
import { RECENT_BLOG_COUNT, truncate } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/locale';
import { getBlog, getLatestBlogs, getTranslationPaths, type Blog } from '@/server/public-data';
import { blogPostingJsonLd } from '@/server/seo/json-ld';
import { pageMetadata, resolveCanonical } from '@/server/seo/metadata';
import { absoluteUrl } from '@/server/site-url';
import { copyFor } from '@/content/editions';
import styles from './blog.module.css';

// A blog (/blogs/{slug}, /ar/blogs/{arabic slug}). The route's layout renders
// BlogArticle: it loads the blog, answers an unknown slug with a real 404 before any
// streaming starts, and renders the banner and main image (the largest paints) in the
// first HTML. The sections (BlogSections, the route's page) stream in behind loading.tsx;
// Most Recent Blogs behind its own spinner.

function seoOf(blog: Blog, locale: Locale) {
  const path = localizedPath(locale, blogHref(blog));
  return {
    path,
    locale,
    title: blog.metaTitle || blog.title,
    exactTitle: Boolean(blog.metaTitle),
    description: blog.metaDescription || truncate(blog.brief_paragraph, 155),
    canonical: locale === 'en' ? resolveCanonical(blog.canonicalLink, path) : undefined,
  };
}

export async function blogMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const blog = await getBlog(slug, locale);
  if (!blog) return {};
  // A share card shows the title beside the picture: the title stands in for a missing alt.
  const picture = pictureOf(blog.media, blog.blog_image, locale);
  return pageMetadata({
    ...seoOf(blog, locale),
    image: picture.src,
    imageAlt: picture.alt || blog.title,
    type: 'article',
    alternates: await getTranslationPaths('blog', blog.blog_id),
    previewing: blog.previewing,
    publishedTime: isoDate(blog.published_date),
    modifiedTime: blog.updatedAt,
  });
}

async function MostRecentBlogs({ locale, currentId }: { locale: Locale; currentId: number }) {
  let recent;
  try {
    // One more than shown, in case the blog being read is among the newest.
    recent = (await getLatestBlogs(RECENT_BLOG_COUNT + 1, locale))
      .filter((blog) => blog.blog_id !== currentId)
      .slice(0, RECENT_BLOG_COUNT);
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    // Spec point 8: a failed blog load only stops the spinner; the error is logged.
    console.error('[blog] recent blogs could not be loaded:', error);
    return null;
  }
  // The only blog of its language (an Arabic edition's first translation): a sentence
  // rather than an empty section under its heading.
  if (recent.length === 0) {
    return <p className={styles.recentEmpty}>{copyFor(locale).ui.blogPage.noRecent}</p>;
  }
  return (
    <ul className={styles.recentGrid}>
      {recent.map((blog) => (
        <li key={blog.blog_id}>
          <RecentBlogCard blog={blog} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function PublishedDate({ locale, date }: { locale: Locale; date: string }) {
  const copy = copyFor(locale).ui;
  return (
    <>
      {copy.dates.published} <time dateTime={isoDate(date)}>{formatDate(date, locale)}</time>
    </>
  );
}

export async function BlogArticle({
  locale,
  slug,
  children,
}: {
  locale: Locale;
  slug: string;
  children: ReactNode;
}) {
  const blog = await getBlog(slug, locale);
  if (!blog) notFound();
  const copy = copyFor(locale).ui;
  const path = localizedPath(locale, blogHref(blog));
  return (
    <>
      {blog.previewing && <PreviewBar path={path} locale={locale} />}
      <article aria-labelledby="blog-title">
        <header className={styles.banner}>
          <div className={`container ${styles.bannerInner}`}>
            <Breadcrumbs
              locale={locale}
              crumbs={[
                { name: copy.breadcrumbs.home, path: localizedPath(locale, '/') },
                { name: copy.breadcrumbs.insights, path: localizedPath(locale, '/insights') },
                { name: blog.title, path },
              ]}
            />
            <h1 id="blog-title" className={styles.title}>
              {blog.title}
            </h1>
            <p className={styles.published}>
              <PublishedDate locale={locale} date={blog.published_date} />
            </p>
          </div>
        </header>
        <div className={`container ${styles.body}`}>
          {blog.brief_paragraph && <p className={styles.lead}>{blog.brief_paragraph}</p>}
          {blog.blog_image && (
            <div className={styles.mainImage}>
              <SiteImage
                {...pictureOf(blog.media, blog.blog_image, locale)}
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
            {copy.blogPage.mostRecentHeading}
          </h2>
          <Suspense fallback={<Spinner label={copy.blogPage.loadingRecent} minHeight={420} />}>
            <MostRecentBlogs locale={locale} currentId={blog.blog_id} />
          </Suspense>
        </div>
      </section>
    </>
  );
}

/** The blog's content sections; the banner and image come from BlogArticle. */
export async function BlogSections({ locale, slug }: { locale: Locale; slug: string }) {
  const blog = await getBlog(slug, locale);
  if (!blog) notFound();
  const seo = seoOf(blog, locale);
  return (
    <>
      {blog.blogs_content.map((section, index) => (
        <section key={index} className={styles.section}>
          <h2 className={styles.sectionHeading}>{section.heading}</h2>
          <RichText html={section.paragraph} className={styles.paragraph} />
        </section>
      ))}
      <p className={styles.publishedEnd}>
        <PublishedDate locale={locale} date={blog.published_date} />
      </p>
      <JsonLd
        data={blogPostingJsonLd({
          locale,
          title: blog.title,
          description: seo.description,
          url: seo.canonical ?? absoluteUrl(seo.path),
          image: pictureOf(blog.media, blog.blog_image, locale).src,
          datePublished: isoDate(blog.published_date) ?? blog.published_date,
          dateModified: blog.updatedAt,
          sectionHeadings: blog.blogs_content.map((section) => section.heading),
        })}
      />
    </>
  );
}
