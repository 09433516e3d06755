'use client';

import { useState } from 'react';
import { apiData, apiMessage, errorMessage } from '@/lib/admin/api';
import { formatDate } from '@/lib/admin/form';
import type { BlogSummary, Category } from '@/lib/admin/types';
import { useResource } from '@/lib/admin/use-resource';
import { BlogEditor } from './blog-editor';
import { useConfirm } from './confirm';
import { Spinner } from './field';
import { useNotify } from './notifications';
import styles from './admin.module.css';

type Popup = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: number };

export function BlogAdmin() {
  const confirm = useConfirm();
  const notify = useNotify();
  const blogs = useResource((signal) => apiData<BlogSummary[]>('/blog', { signal }), 'blogs');
  const categories = useResource(
    (signal) => apiData<Category[]>('/api/categories', { signal }),
    'categories',
  );
  const [popup, setPopup] = useState<Popup>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<number | null>(null);

  const categoryName = (id: number | null) =>
    categories.data?.find((category) => category.category_id === id)?.category ?? 'No category';

  function openEdit(id: number) {
    // Spec point 4: edit mode opens only for an id that exists.
    if (blogs.data?.some((blog) => blog.blog_id === id)) setPopup({ mode: 'edit', id });
  }

  async function remove(blog: BlogSummary) {
    const yes = await confirm({
      title: 'Delete this blog?',
      message: <p>“{blog.title}” will be removed from the website. This cannot be undone.</p>,
      confirmLabel: 'Delete Blog',
      tone: 'danger',
    });
    if (!yes) return;
    setDeleting(blog.blog_id);
    try {
      notify(
        'success',
        await apiMessage(`/blog/${blog.blog_id}`, 'Blog deleted.', { method: 'DELETE' }),
      );
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setDeleting(null);
      blogs.reload();
    }
  }

  const list = blogs.data ?? [];
  const firstLoad = (blogs.loading || categories.loading) && !blogs.data;

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Blogs</h1>
        <button
          type="button"
          className={styles.buttonPrimary}
          onClick={() => setPopup({ mode: 'create' })}
        >
          Upload New Blog
        </button>
      </div>
      {firstLoad ? <Spinner label="Loading blogs…" /> : null}
      {blogs.error ? (
        <p className={styles.formError}>
          The blogs could not be loaded: {blogs.error}{' '}
          <button type="button" className={styles.buttonLink} onClick={blogs.reload}>
            Try again
          </button>
        </p>
      ) : null}
      {blogs.data && list.length === 0 ? (
        <p className={styles.empty}>
          There are no blogs yet. Use “Upload New Blog” to write the first one.
        </p>
      ) : null}
      <ul className={styles.cardGrid} aria-busy={blogs.loading || undefined}>
        {list.map((blog) => (
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
                  <span className={styles.badge}>{categoryName(blog.category)}</span>
                </p>
                <h2 id={`blog-${blog.blog_id}`} className={styles.cardTitle}>
                  {blog.title}
                </h2>
                <p className={styles.cardText}>{blog.brief_paragraph}</p>
                <div className={styles.cardActions}>
                  <button
                    type="button"
                    className={styles.buttonSecondary}
                    onClick={() => openEdit(blog.blog_id)}
                  >
                    Edit Blog<span className="visually-hidden">: {blog.title}</span>
                  </button>
                  <button
                    type="button"
                    className={styles.buttonDangerOutline}
                    onClick={() => void remove(blog)}
                    disabled={deleting === blog.blog_id}
                  >
                    {deleting === blog.blog_id ? 'Deleting…' : 'Delete Blog'}
                    <span className="visually-hidden">: {blog.title}</span>
                  </button>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {popup.mode !== 'closed' ? (
        <BlogEditor
          key={popup.mode === 'edit' ? popup.id : 'new'}
          blogId={popup.mode === 'edit' ? popup.id : null}
          categories={(categories.data ?? []).filter((category) => category.category !== 'All')}
          onClose={() => setPopup({ mode: 'closed' })}
          onSaved={(message) => {
            setPopup({ mode: 'closed' });
            notify('success', message);
            blogs.reload();
          }}
        />
      ) : null}
    </div>
  );
}
