'use client';

import { useState } from 'react';
import { apiData, apiMessage, apiPage } from '@/lib/admin/api';
import { formatDate } from '@/lib/admin/form';
import type { BlogSummary, Category } from '@/lib/admin/types';
import { useResource } from '@/lib/admin/use-resource';
import { BlogEditor } from './blog-editor';
import { PublicationBadges } from './publishing/publication-panel';
import {
  ListFilters,
  StatusFilter,
  withStatus,
  type StatusChoice,
} from './publishing/status-filter';
import {
  AddressListScreen,
  AdminPage,
  Badge,
  Button,
  ButtonGroup,
  ListSearch,
  NoMatches,
  Pager,
  ResourceState,
  useConfirmDelete,
  useNotify,
  usePagedList,
} from './kit';
import styles from './blog-admin.module.css';

type Popup = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: number };

/** Blogs per page: four rows of the three-column card grid. */
export const BLOGS_PAGE_SIZE = 12;

export function BlogAdmin() {
  return (
    <AddressListScreen title="Blogs" loadingLabel="Loading blogs…">
      <BlogList />
    </AddressListScreen>
  );
}

function BlogList() {
  const notify = useNotify();
  const [status, setStatus] = useState<StatusChoice>('');
  const blogs = usePagedList<BlogSummary>({
    key: `blogs-${status}`,
    pageSize: BLOGS_PAGE_SIZE,
    noun: ['blog', 'blogs'],
    load: (request, signal) =>
      apiPage<BlogSummary>(withStatus('/blog', status), request, { signal, enveloped: true }),
  });
  const categories = useResource(
    (signal) => apiData<Category[]>('/api/categories', { signal }),
    'categories',
  );
  const [popup, setPopup] = useState<Popup>({ mode: 'closed' });
  const { confirmDelete, isDeleting } = useConfirmDelete({
    idOf: (blog: BlogSummary) => blog.blog_id,
    question: (blog) => ({
      title: 'Delete this blog?',
      message: <p>“{blog.title}” will be removed from the website. This cannot be undone.</p>,
      confirmLabel: 'Delete Blog',
    }),
    remove: (blog) => apiMessage(`/blog/${blog.blog_id}`, 'Blog deleted.', { method: 'DELETE' }),
    onSettled: blogs.resource.reload,
  });

  const categoryName = (id: number | null) =>
    categories.data?.find((category) => category.category_id === id)?.category ?? 'No category';

  function openEdit(id: number) {
    // Spec point 4: edit mode opens only for an id that exists.
    if (blogs.items.some((blog) => blog.blog_id === id)) setPopup({ mode: 'edit', id });
  }

  const list = blogs.items;
  const loaded = blogs.data;

  return (
    <AdminPage
      title="Blogs"
      actions={
        <Button variant="primary" onClick={() => setPopup({ mode: 'create' })}>
          Upload New Blog
        </Button>
      }
    >
      <ListFilters>
        <ListSearch
          label="Search blogs by title or URL"
          search={blogs.search}
          summary={blogs.summary}
        />
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            blogs.setPage(() => 1);
          }}
        />
      </ListFilters>
      <ResourceState
        resource={blogs.resource}
        loading={(blogs.resource.loading || categories.loading) && !blogs.data}
        loadingLabel="Loading blogs…"
        errorLead="The blogs could not be loaded:"
        empty={
          loaded?.query ? (
            <NoMatches query={loaded.query} noun="blogs" onClear={blogs.search.clear} />
          ) : (
            'There are no blogs yet. Use “Upload New Blog” to write the first one.'
          )
        }
        isEmpty={(page) => page.total === 0}
      />
      <ul className={styles.cardGrid} aria-busy={blogs.resource.loading || undefined}>
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
                  <PublicationBadges record={blog} />
                  <Badge>{categoryName(blog.category)}</Badge>
                </p>
                <h2 id={`blog-${blog.blog_id}`} className={styles.cardTitle}>
                  {blog.title}
                </h2>
                <p className={styles.cardText}>{blog.brief_paragraph}</p>
                <ButtonGroup>
                  <Button variant="secondary" onClick={() => openEdit(blog.blog_id)}>
                    Edit Blog<span className="visually-hidden">: {blog.title}</span>
                  </Button>
                  <Button
                    variant="danger-outline"
                    onClick={() => void confirmDelete(blog)}
                    disabled={isDeleting(blog)}
                  >
                    {isDeleting(blog) ? 'Deleting…' : 'Delete Blog'}
                    <span className="visually-hidden">: {blog.title}</span>
                  </Button>
                </ButtonGroup>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {loaded && blogs.pages > 1 ? (
        <Pager
          label="Blog pages"
          page={blogs.page}
          pages={blogs.pages}
          onPageChange={blogs.setPage}
        >
          Page {Math.min(loaded.page, blogs.pages)} of {blogs.pages}
        </Pager>
      ) : null}
      {popup.mode !== 'closed' ? (
        <BlogEditor
          key={popup.mode === 'edit' ? popup.id : 'new'}
          blogId={popup.mode === 'edit' ? popup.id : null}
          categories={(categories.data ?? []).filter((category) => category.category !== 'All')}
          onClose={() => setPopup({ mode: 'closed' })}
          onSaved={(message) => {
            setPopup({ mode: 'closed' });
            notify('success', message);
            blogs.resource.reload();
          }}
        />
      ) : null}
    </AdminPage>
  );
}
