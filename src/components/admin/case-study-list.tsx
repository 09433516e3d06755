'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/admin/api';
import type { CaseStudy } from '@/lib/admin/types';
import { useResource } from '@/lib/admin/use-resource';
import { ADMIN_IMAGE_HEIGHT, ADMIN_IMAGE_WIDTH } from '@/lib/constants';
import { useConfirm } from './confirm';
import { FormError, Spinner } from './field';
import { useNotify } from './notifications';
import styles from './admin.module.css';

export const DELETE_CASE_STUDY_QUESTION = 'Are You Sure You Want To Delete This Product?';

const categoryLabel = (value: string) =>
  value === '' || value === 'Not selected' ? 'Not selected' : value;

export function CaseStudyList() {
  const router = useRouter();
  const confirm = useConfirm();
  const notify = useNotify();
  const list = useResource(
    (signal) => apiRequest<CaseStudy[]>('/api/caseStudies', { signal }),
    'case-studies',
  );
  const [actionError, setActionError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function create() {
    setActionError(null);
    setCreating(true);
    try {
      const created = await apiRequest<CaseStudy>('/api/caseStudies', { method: 'POST' });
      router.push(`/admin/casestudy/${created._id}/edit`);
    } catch (error) {
      setActionError(errorMessage(error));
      setCreating(false);
    }
  }

  async function remove(study: CaseStudy) {
    const name = study.heroHeading || 'This untitled case study';
    const yes = await confirm({
      title: DELETE_CASE_STUDY_QUESTION,
      message: <p>“{name}” will be removed from the website. This cannot be undone.</p>,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!yes) return;
    setActionError(null);
    setDeleting(study._id);
    try {
      await apiRequest(`/api/caseStudies/${study._id}`, { method: 'DELETE' });
      notify('success', 'Case study deleted.');
    } catch (error) {
      setActionError(errorMessage(error));
    } finally {
      setDeleting(null);
      list.reload();
    }
  }

  const items = list.data ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Case Studies</h1>
        <button
          type="button"
          className={styles.buttonPrimary}
          onClick={() => void create()}
          disabled={creating}
        >
          {creating ? 'Creating…' : 'Create Case Study'}
        </button>
      </div>
      <FormError message={actionError} />
      {list.loading && !list.data ? <Spinner label="Loading case studies…" /> : null}
      {list.error ? <p className={styles.formError}>{list.error}</p> : null}
      {list.data && items.length === 0 ? (
        <p className={styles.empty}>
          There are no case studies yet. Use “Create Case Study” to add the first one.
        </p>
      ) : null}
      {items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={list.loading || undefined}>
            <caption className="visually-hidden">Case studies on the website</caption>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Heading</th>
                <th scope="col">First category</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((study) => {
                const heading = study.heroHeading || 'Untitled case study';
                return (
                  <tr key={study._id}>
                    <td data-label="Image">
                      {study.bannerImage ? (
                        // eslint-disable-next-line @next/next/no-img-element -- admin thumbnail at the spec's fixed size
                        <img
                          src={study.bannerImage}
                          alt=""
                          width={ADMIN_IMAGE_WIDTH}
                          height={ADMIN_IMAGE_HEIGHT}
                          className={styles.thumb}
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.thumbEmpty}>No image</span>
                      )}
                    </td>
                    <td data-label="Heading" className={styles.cellHeading}>
                      {heading}
                    </td>
                    <td data-label="First category">{categoryLabel(study.category1)}</td>
                    <td className={styles.cellActions}>
                      <Link
                        href={`/admin/casestudy/${study._id}/edit`}
                        className={styles.buttonSecondary}
                      >
                        Edit<span className="visually-hidden">: {heading}</span>
                      </Link>
                      <button
                        type="button"
                        className={styles.buttonDangerOutline}
                        onClick={() => void remove(study)}
                        disabled={deleting === study._id}
                      >
                        {deleting === study._id ? 'Deleting…' : 'Delete'}
                        <span className="visually-hidden">: {heading}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
