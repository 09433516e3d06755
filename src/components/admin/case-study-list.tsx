'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/admin/api';
import type { CaseStudy } from '@/lib/admin/types';
import { useResource } from '@/lib/admin/use-resource';
import { ADMIN_IMAGE_HEIGHT, ADMIN_IMAGE_WIDTH } from '@/lib/constants';
import {
  AdminPage,
  Button,
  ButtonLink,
  FormError,
  ResourceState,
  Table,
  useConfirmDelete,
  type TableColumn,
} from './kit';
import styles from './case-study-list.module.css';

export const DELETE_CASE_STUDY_QUESTION = 'Are You Sure You Want To Delete This Product?';

const categoryLabel = (value: string) =>
  value === '' || value === 'Not selected' ? 'Not selected' : value;

const headingOf = (study: CaseStudy) => study.heroHeading || 'Untitled case study';

export function CaseStudyList() {
  const router = useRouter();
  const list = useResource(
    (signal) => apiRequest<CaseStudy[]>('/api/caseStudies', { signal }),
    'case-studies',
  );
  const [actionError, setActionError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { confirmDelete, isDeleting } = useConfirmDelete({
    idOf: (study: CaseStudy) => study._id,
    question: (study) => ({
      title: DELETE_CASE_STUDY_QUESTION,
      message: (
        <p>
          “{study.heroHeading || 'This untitled case study'}” will be removed from the website. This
          cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete',
    }),
    remove: async (study) => {
      await apiRequest(`/api/caseStudies/${study._id}`, { method: 'DELETE' });
      return 'Case study deleted.';
    },
    // Spec point 8: case study actions report failures in red on the screen.
    onStart: () => setActionError(null),
    onError: setActionError,
    onSettled: list.reload,
  });

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

  const columns: TableColumn<CaseStudy>[] = [
    {
      id: 'image',
      header: 'Image',
      cell: (study) =>
        study.bannerImage ? (
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
        ),
    },
    { id: 'heading', header: 'Heading', kind: 'heading', cell: headingOf },
    {
      id: 'category',
      header: 'First category',
      cell: (study) => categoryLabel(study.category1),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      kind: 'actions',
      cell: (study) => (
        <>
          <ButtonLink href={`/admin/casestudy/${study._id}/edit`} variant="secondary">
            Edit<span className="visually-hidden">: {headingOf(study)}</span>
          </ButtonLink>
          <Button
            variant="danger-outline"
            onClick={() => void confirmDelete(study)}
            disabled={isDeleting(study)}
          >
            {isDeleting(study) ? 'Deleting…' : 'Delete'}
            <span className="visually-hidden">: {headingOf(study)}</span>
          </Button>
        </>
      ),
    },
  ];

  const items = list.data ?? [];

  return (
    <AdminPage
      title="Case Studies"
      actions={
        <Button variant="primary" onClick={() => void create()} disabled={creating}>
          {creating ? 'Creating…' : 'Create Case Study'}
        </Button>
      }
    >
      <FormError message={actionError} />
      <ResourceState
        resource={list}
        loadingLabel="Loading case studies…"
        empty="There are no case studies yet. Use “Create Case Study” to add the first one."
      />
      {items.length > 0 ? (
        <Table
          caption="Case studies on the website"
          columns={columns}
          rows={items}
          rowKey={(study) => study._id}
          busy={list.loading}
        />
      ) : null}
    </AdminPage>
  );
}
