'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiPage, apiRequest, errorMessage } from '@/lib/admin/api';
import type { CaseStudy } from '@/lib/admin/types';
import { ADMIN_IMAGE_HEIGHT, ADMIN_IMAGE_WIDTH } from '@/lib/constants';
import {
  AddressListScreen,
  AdminPage,
  Button,
  ButtonLink,
  FormError,
  ListSearch,
  NoMatches,
  Pager,
  ResourceState,
  Table,
  useConfirmDelete,
  usePagedList,
  type TableColumn,
} from './kit';
import styles from './case-study-list.module.css';
import { PublicationBadges } from './publishing/publication-panel';
import {
  ListFilters,
  StatusFilter,
  withStatus,
  type StatusChoice,
} from './publishing/status-filter';

export const DELETE_CASE_STUDY_QUESTION = 'Are You Sure You Want To Delete This Product?';

const categoryLabel = (value: string) =>
  value === '' || value === 'Not selected' ? 'Not selected' : value;

const headingOf = (study: CaseStudy) => study.heroHeading || 'Untitled case study';

/** Case studies per page of the table. */
export const CASE_STUDIES_PAGE_SIZE = 20;

export function CaseStudyList() {
  return (
    <AddressListScreen title="Case Studies" loadingLabel="Loading case studies…">
      <CaseStudyTable />
    </AddressListScreen>
  );
}

function CaseStudyTable() {
  const router = useRouter();
  const [status, setStatus] = useState<StatusChoice>('');
  const list = usePagedList<CaseStudy>({
    key: `case-studies-${status}`,
    pageSize: CASE_STUDIES_PAGE_SIZE,
    noun: ['case study', 'case studies'],
    load: (request, signal) =>
      apiPage<CaseStudy>(withStatus('/api/caseStudies', status), request, { signal }),
  });
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
    onSettled: list.resource.reload,
  });

  async function create() {
    setActionError(null);
    setCreating(true);
    try {
      const created = await apiRequest<CaseStudy>('/api/caseStudies?status=draft', {
        method: 'POST',
      });
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
      id: 'status',
      header: 'Status',
      cell: (study) => <PublicationBadges record={study} />,
    },
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

  const items = list.items;
  const loaded = list.data;

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
      <ListFilters>
        <ListSearch
          label="Search case studies by heading or client"
          search={list.search}
          summary={list.summary}
        />
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            list.setPage(() => 1);
          }}
        />
      </ListFilters>
      <ResourceState
        resource={list.resource}
        loadingLabel="Loading case studies…"
        empty={
          loaded?.query ? (
            <NoMatches query={loaded.query} noun="case studies" onClear={list.search.clear} />
          ) : (
            'There are no case studies yet. Use “Create Case Study” to add the first one.'
          )
        }
        isEmpty={(page) => page.total === 0}
      />
      {items.length > 0 ? (
        <Table
          caption="Case studies on the website"
          columns={columns}
          rows={items}
          rowKey={(study) => study._id}
          busy={list.resource.loading}
        />
      ) : null}
      {loaded && list.pages > 1 ? (
        <Pager
          label="Case study pages"
          page={list.page}
          pages={list.pages}
          onPageChange={list.setPage}
        >
          Page {Math.min(loaded.page, list.pages)} of {list.pages}
        </Pager>
      ) : null}
    </AdminPage>
  );
}
