'use client';

import { useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/admin/api';
import { formatSiteTime } from '@/lib/site-time';
import { diffFields } from '@/lib/admin/field-diff';
import { useResource } from '@/lib/admin/use-resource';
import type { ContentEntity } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import { revisionRecord, revisionSummaries } from '@/lib/schemas/answers/content';
import { Button, ErrorMessage, Modal, Spinner, useConfirm, useNotify } from '../kit';
import { useSiteTimeZone } from './site-time-zone';
import styles from './publishing.module.css';

interface HistoryDialogProps {
  entity: ContentEntity;
  id: string;
  /** The version the editor shows now, which a revision is compared with. */
  current: object;
  /** A translation's saves (issue 29); the record's own without it. */
  locale?: TranslationLocale | undefined;
  onClose: () => void;
  onRestored: () => void;
}

/** The record's saves, newest first; choosing one shows what differs from now, and can restore it. */
export function HistoryDialog({
  entity,
  id,
  current,
  locale,
  onClose,
  onRestored,
}: HistoryDialogProps) {
  const zone = useSiteTimeZone();
  const revisions = useResource(
    (signal) =>
      apiRequest(
        `/api/revisions?entity=${entity}&id=${encodeURIComponent(id)}${locale ? `&locale=${locale}` : ''}`,
        revisionSummaries,
        { signal },
      ),
    `revisions-${entity}-${id}-${locale ?? 'en'}`,
  );
  const [chosen, setChosen] = useState<number | null>(null);

  return (
    <Modal open size="large" title="History" onRequestClose={onClose}>
      <p className={styles.hint}>
        Every save is kept (the last 50). Choose one to see what it changed compared with now.
      </p>
      {revisions.loading && !revisions.data ? (
        <Spinner variant="panel" label="Loading history…" />
      ) : null}
      {revisions.error ? <ErrorMessage>{revisions.error}</ErrorMessage> : null}
      <div className={styles.history}>
        <ol className={styles.revisionList} aria-label="Saves, newest first">
          {(revisions.data ?? []).map((revision) => (
            <li key={revision.revision_id}>
              <button
                type="button"
                className={styles.revision}
                aria-pressed={chosen === revision.revision_id}
                onClick={() => setChosen(revision.revision_id)}
              >
                <span className={styles.revisionSummary}>{revision.summary}</span>
                <span className={styles.revisionMeta}>
                  {revision.author}, {formatSiteTime(revision.createdAt, zone)}
                </span>
              </button>
            </li>
          ))}
        </ol>
        {chosen !== null ? (
          <RevisionDiff
            key={chosen}
            revisionId={chosen}
            current={current}
            onlyCurrentFields={locale !== undefined}
            onRestored={onRestored}
          />
        ) : null}
      </div>
    </Modal>
  );
}

function RevisionDiff({
  revisionId,
  current,
  onlyCurrentFields,
  onRestored,
}: {
  revisionId: number;
  current: object;
  /**
   * A translation's snapshot is the whole translated record; only the fields the
   * translation holds (those of `current`) are compared.
   */
  onlyCurrentFields: boolean;
  onRestored: () => void;
}) {
  const notify = useNotify();
  const confirm = useConfirm();
  const [restoring, setRestoring] = useState(false);
  const revision = useResource(
    (signal) => apiRequest(`/api/revisions/${revisionId}`, revisionRecord, { signal }),
    `revision-${revisionId}`,
  );
  if (revision.loading) return <Spinner variant="panel" label="Loading this save…" />;
  if (!revision.data)
    return <ErrorMessage>{revision.error ?? 'This save could not be loaded.'}</ErrorMessage>;
  const snapshot = onlyCurrentFields
    ? Object.fromEntries(
        Object.keys(current).map((field) => [field, revision.data!.snapshot[field]]),
      )
    : revision.data.snapshot;
  const differences = diffFields(snapshot, current as Record<string, unknown>);

  async function restore() {
    const go = await confirm({
      title: 'Restore this version?',
      message: (
        <p>
          Its text replaces the current version. A published page is live with it at once, unless it
          has unpublished changes: then it replaces those. The current version stays in the history.
        </p>
      ),
      confirmLabel: 'Restore',
    });
    if (!go) return;
    setRestoring(true);
    try {
      await apiRequest(`/api/revisions/${revisionId}/restore`, { method: 'POST' });
      notify('success', 'Version restored.');
      onRestored();
    } catch (error) {
      notify('error', errorMessage(error));
      setRestoring(false);
    }
  }

  return (
    <section className={styles.diff} aria-label="Differences from the current version">
      <h3 className={styles.diffTitle}>{revision.data.summary}</h3>
      {differences.length === 0 ? (
        <p>This save has the same text as the current version.</p>
      ) : (
        <dl className={styles.diffList}>
          {differences.map(({ field, parts }) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>
                {parts.map((part, index) =>
                  part.change === 'same' ? (
                    <span key={index}>{part.text}</span>
                  ) : part.change === 'removed' ? (
                    <del key={index} className={styles.removed}>
                      <span className="visually-hidden">then: </span>
                      {part.text}
                    </del>
                  ) : (
                    <ins key={index} className={styles.added}>
                      <span className="visually-hidden">now: </span>
                      {part.text}
                    </ins>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Button variant="primary" onClick={() => void restore()} disabled={restoring}>
        {restoring ? 'Restoring…' : 'Restore this version'}
      </Button>
    </section>
  );
}
