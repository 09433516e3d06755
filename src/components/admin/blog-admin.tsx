'use client';

import { apiData } from '@/lib/admin/api';
import { formatDate } from '@/lib/admin/form';
import { categoryRecords } from '@/lib/schemas/answers/content';
import { blogListItem, type BlogListItem } from '@/lib/schemas/answers/translations';
import { useResource } from '@/lib/admin/use-resource';
import { blogType } from '@/lib/content-types/blog';
import { BlogEditor } from './blog-editor';
import { ContentList, ContentListScreen, numericId } from './content-list/content-list';
import { Badge, ButtonGroup } from './kit';
import { PublicationBadges } from './publishing/publication-panel';
import { ArabicState } from './translations/arabic-badge';
import styles from './blog-admin.module.css';

/** Blogs per page: four rows of the three-column card grid. */
export const BLOGS_PAGE_SIZE = 12;

// /admin/blogs (spec point 2): a grid of cards (3 columns large, 2 medium, 1 small), each
// with its date, image, category name, title and brief paragraph; the editor is a popup.

export function BlogAdmin() {
  return (
    <ContentListScreen type={blogType}>
      <BlogList />
    </ContentListScreen>
  );
}

function BlogList() {
  const categories = useResource(
    (signal) => apiData('/api/categories', categoryRecords, { signal }),
    'categories',
  );
  const categoryName = (id: number | null) =>
    categories.data?.find((category) => category.category_id === id)?.category ?? 'No category';

  return (
    <ContentList
      type={blogType}
      record={blogListItem}
      idOf={(blog: BlogListItem) => blog.blog_id}
      nameOf={(blog) => blog.title}
      pageSize={BLOGS_PAGE_SIZE}
      searchLabel="Search blogs by title or URL"
      actionNoun="Blog"
      enveloped
      alsoLoading={categories.loading}
      deleteSubject={(blog) => `“${blog.title}”`}
      editing={{
        createLabel: 'Upload New Blog',
        idFromAddress: numericId,
        popup: ({ id, onClose, onSaved, onListChanged }) => (
          <BlogEditor
            blogId={id}
            categories={(categories.data ?? []).filter((category) => category.category !== 'All')}
            onClose={onClose}
            onSaved={onSaved}
            onListChanged={onListChanged}
          />
        ),
      }}
      renderItems={(blogs, { busy, actions }) => (
        <ul className={styles.cardGrid} aria-busy={busy || undefined}>
          {blogs.map((blog) => (
            <li key={blog.blog_id} className={styles.card}>
              <article className={styles.cardInner} aria-labelledby={`blog-${blog.blog_id}`}>
                {blog.blog_image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- any uploaded address, shown as it is
                  <img src={blog.blog_image} alt="" className={styles.cardImage} loading="lazy" />
                ) : (
                  <div className={styles.cardImageEmpty}>No image</div>
                )}
                <div className={styles.cardBody}>
                  <p className={styles.cardMeta}>
                    <time dateTime={blog.published_date}>{formatDate(blog.published_date)}</time>
                    <PublicationBadges record={blog} />
                    <Badge>{categoryName(blog.category)}</Badge>
                    <ArabicState item={blog} />
                  </p>
                  <h2 id={`blog-${blog.blog_id}`} className={styles.cardTitle}>
                    {blog.title}
                  </h2>
                  <p className={styles.cardText}>{blog.brief_paragraph}</p>
                  <ButtonGroup>{actions(blog)}</ButtonGroup>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
