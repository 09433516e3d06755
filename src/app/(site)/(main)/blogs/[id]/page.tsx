import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatDate, isoDate } from '@/components/site/format';
import { pictureOf } from '@/components/site/media/picture';
import { blogHref } from '@/components/site/paths';
import { RichText } from '@/components/site/rich-text';
import { JsonLd } from '@/components/ui/json-ld';
import { truncate } from '@/lib/constants';
import { blogPostingJsonLd } from '@/server/seo/json-ld';
import { pageMetadata, resolveCanonical } from '@/server/seo/metadata';
import { getBlog, type Blog } from '@/server/public-data';
import styles from './blog.module.css';

type Props = { params: Promise<{ id: string }> };

function seoOf(blog: Blog) {
  const path = blogHref(blog);
  return {
    path,
    title: blog.metaTitle || blog.title,
    exactTitle: Boolean(blog.metaTitle),
    description: blog.metaDescription || truncate(blog.brief_paragraph, 155),
    canonical: resolveCanonical(blog.canonicalLink, path),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const blog = await getBlog(id);
  if (!blog) return {};
  // A share card shows the title beside the picture: the title stands in for a missing alt.
  const picture = pictureOf(blog.media, blog.blog_image);
  return pageMetadata({
    ...seoOf(blog),
    image: picture.src,
    imageAlt: picture.alt || blog.title,
    type: 'article',
    previewing: blog.previewing,
    publishedTime: isoDate(blog.published_date),
    modifiedTime: blog.updatedAt,
  });
}

/** The blog's content sections; the banner and image come from layout.tsx. */
export default async function BlogPage({ params }: Props) {
  const { id } = await params;
  const blog = await getBlog(id);
  if (!blog) notFound();
  const seo = seoOf(blog);
  return (
    <>
      {blog.blogs_content.map((section, index) => (
        <section key={index} className={styles.section}>
          <h2 className={styles.sectionHeading}>{section.heading}</h2>
          <RichText html={section.paragraph} className={styles.paragraph} />
        </section>
      ))}
      <p className={styles.publishedEnd}>
        Published Date:{' '}
        <time dateTime={isoDate(blog.published_date)}>{formatDate(blog.published_date)}</time>
      </p>
      <JsonLd
        data={blogPostingJsonLd({
          title: blog.title,
          description: seo.description,
          url: seo.canonical,
          image: pictureOf(blog.media, blog.blog_image).src,
          datePublished: isoDate(blog.published_date) ?? blog.published_date,
          dateModified: blog.updatedAt,
          sectionHeadings: blog.blogs_content.map((section) => section.heading),
        })}
      />
    </>
  );
}
