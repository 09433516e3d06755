import Link from 'next/link';
import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import { BLOG_EXCERPT_LENGTH, TEASER_LENGTH, truncate } from '@/lib/constants';
import type { BlogSummary, WithMedia } from '@/server/public-data';
import { formatDate, isoDate } from '../format';
import { cardPictureOf } from '../media/picture';
import { blogHref } from '../paths';
import { CardImage } from './card-image';
import styles from './cards.module.css';
import { TeaserCard } from './teaser-card';

function PublishedDate({ locale, date }: { locale: Locale; date: string }) {
  return (
    <p className={styles.meta}>
      <time dateTime={isoDate(date)}>{formatDate(date, locale)}</time>
    </p>
  );
}

type ListedBlog = WithMedia<BlogSummary>;

/** Home's latest blogs: date, title, 150-character teaser and 'Read more'. */
export function BlogTeaserCard({ blog, locale }: { blog: ListedBlog; locale: Locale }) {
  return (
    <TeaserCard
      image={cardPictureOf(blog.media, blog.blog_image)}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      meta={<PublishedDate locale={locale} date={blog.published_date} />}
      title={blog.title}
      teaser={truncate(blog.brief_paragraph, TEASER_LENGTH)}
      href={localizedPath(locale, blogHref(blog))}
      more={copyFor(locale).ui.blogCard.readMore}
      moreContext={copyFor(locale).ui.teaserCard.moreContext(blog.title)}
    />
  );
}

/** Insights card; `wide` cards span two columns (the list alternates wide and narrow). */
export function BlogListCard({
  blog,
  wide,
  preload = false,
  locale,
}: {
  locale: Locale;
  blog: ListedBlog;
  wide: boolean;
  preload?: boolean;
}) {
  return (
    <Link
      href={localizedPath(locale, blogHref(blog))}
      className={`${styles.card} ${styles.linkCard} ${wide ? styles.wide : ''}`}
      data-width={wide ? 'wide' : 'narrow'}
    >
      <CardImage
        picture={cardPictureOf(blog.media, blog.blog_image)}
        preload={preload}
        sizes={wide ? '(min-width: 900px) 800px, 100vw' : '(min-width: 900px) 400px, 100vw'}
      />
      <div className={styles.body}>
        <PublishedDate locale={locale} date={blog.published_date} />
        <h2 className={styles.title}>{blog.title}</h2>
        <p className={styles.text}>{truncate(blog.brief_paragraph, BLOG_EXCERPT_LENGTH)}</p>
        <span className={styles.more}>{copyFor(locale).ui.blogCard.readMore}</span>
      </div>
    </Link>
  );
}

/** Most Recent Blogs on a blog page: image, heading, 'Published By' and date. */
export function RecentBlogCard({ blog, locale }: { blog: ListedBlog; locale: Locale }) {
  const { ui, siteFacts } = copyFor(locale);
  return (
    <Link
      href={localizedPath(locale, blogHref(blog))}
      className={`${styles.card} ${styles.linkCard}`}
    >
      <CardImage
        picture={cardPictureOf(blog.media, blog.blog_image)}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{blog.title}</h3>
        <p className={styles.meta}>
          {ui.blogCard.publishedBy}{' '}
          <span className={styles.author}>{siteFacts.siteFacts.name}</span>
        </p>
        <PublishedDate locale={locale} date={blog.published_date} />
      </div>
    </Link>
  );
}
