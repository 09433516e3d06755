import Link from 'next/link';
import { siteFacts } from '@/content/site-facts';
import { BLOG_EXCERPT_LENGTH, TEASER_LENGTH, truncate } from '@/lib/constants';
import type { BlogSummary, WithMedia } from '@/server/public-data';
import { formatDate, isoDate } from '../format';
import { cardPictureOf } from '../media/picture';
import { blogHref } from '../paths';
import { CardImage } from './card-image';
import styles from './cards.module.css';
import { TeaserCard } from './teaser-card';

function PublishedDate({ date, label }: { date: string; label?: string }) {
  return (
    <p className={styles.meta}>
      {label && <span>{label} </span>}
      <time dateTime={isoDate(date)}>{formatDate(date)}</time>
    </p>
  );
}

type ListedBlog = WithMedia<BlogSummary>;

/** Home's latest blogs: date, title, 150-character teaser and 'Read more'. */
export function BlogTeaserCard({ blog }: { blog: ListedBlog }) {
  return (
    <TeaserCard
      image={cardPictureOf(blog.media, blog.blog_image)}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      meta={<PublishedDate date={blog.published_date} />}
      title={blog.title}
      teaser={truncate(blog.brief_paragraph, TEASER_LENGTH)}
      href={blogHref(blog)}
      more="Read more"
    />
  );
}

/** Insights card; `wide` cards span two columns (the list alternates wide and narrow). */
export function BlogListCard({
  blog,
  wide,
  preload = false,
}: {
  blog: ListedBlog;
  wide: boolean;
  preload?: boolean;
}) {
  return (
    <Link
      href={blogHref(blog)}
      className={`${styles.card} ${styles.linkCard} ${wide ? styles.wide : ''}`}
      data-width={wide ? 'wide' : 'narrow'}
    >
      <CardImage
        picture={cardPictureOf(blog.media, blog.blog_image)}
        preload={preload}
        sizes={wide ? '(min-width: 900px) 800px, 100vw' : '(min-width: 900px) 400px, 100vw'}
      />
      <div className={styles.body}>
        <PublishedDate date={blog.published_date} />
        <h2 className={styles.title}>{blog.title}</h2>
        <p className={styles.text}>{truncate(blog.brief_paragraph, BLOG_EXCERPT_LENGTH)}</p>
        <span className={styles.more}>Read more</span>
      </div>
    </Link>
  );
}

/** Most Recent Blogs on a blog page: image, heading, 'Published By' and date. */
export function RecentBlogCard({ blog }: { blog: ListedBlog }) {
  return (
    <Link href={blogHref(blog)} className={`${styles.card} ${styles.linkCard}`}>
      <CardImage
        picture={cardPictureOf(blog.media, blog.blog_image)}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{blog.title}</h3>
        <p className={styles.meta}>
          Published By <span className={styles.author}>{siteFacts.name}</span>
        </p>
        <PublishedDate date={blog.published_date} />
      </div>
    </Link>
  );
}
