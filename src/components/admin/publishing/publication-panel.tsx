'use client';

import { useState } from 'react';
import { apiMessage, apiRequest, errorMessage } from '@/lib/admin/api';
import { editedFields } from '@/lib/admin/publishing';
import type { ContentEntity, PublicationState } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import { previewLinkRecord } from '@/lib/schemas/answers/content';
import { formatSiteTime } from '@/lib/site-time';
import { TextField } from '../field';
import {
  Badge,
  Button,
  ButtonGroup,
  Modal,
  useConfirm,
  useNotify,
  type BadgeStates,
  StatusBadge,
} from '../kit';
import { HistoryDialog } from './history-dialog';
import { useSiteTimeZone } from './site-time-zone';
import styles from './publishing.module.css';

export const PUBLICATION_BADGES = {
  draft: { label: 'Draft', tone: 'info' },
  scheduled: { label: 'Scheduled', tone: 'warning' },
  published: { label: 'Published', tone: 'success' },
} satisfies BadgeStates<PublicationState['status']>;

interface PublicationPanelProps {
  entity: ContentEntity;
  id: string;
  /** Where the API keeps it (PUT there unpublishes it). */
  recordPath: string;
  record: PublicationState;
  /** The record changed on the server (restored, unpublished): load it again. */
  onChanged: () => void;
  /**
   * The panel of a translation (issue 29): preview, preview links and history are the
   * translation's, and Unpublish takes only it off the website.
   */
  locale?: TranslationLocale;
  /** What the editor shows (History compares with it, Unpublish keeps it); the record's own by default. */
  fields?: object;
}

/** `&locale=ar` for a translation's preview, links and history; nothing for the record itself. */
const localeQuery = (locale: TranslationLocale | undefined) => (locale ? `&locale=${locale}` : '');

/** Where a record stands, and what can be done with it besides saving. */
export function PublicationPanel({
  entity,
  id,
  recordPath,
  record,
  onChanged,
  locale,
  fields,
}: PublicationPanelProps) {
  // What the editor shows: History compares with it, and Unpublish keeps it as the draft.
  const current = fields ?? editedFields(record);
  const zone = useSiteTimeZone();
  const notify = useNotify();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'history' | 'link' | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => formatSiteTime(iso, zone);

  async function takeOffline() {
    const go = await confirm({
      title: 'Unpublish?',
      message: locale ? (
        <p>
          The Arabic translation leaves the website and becomes a draft. The English page stays as
          it is. You can publish the translation again later.
        </p>
      ) : (
        <p>The page leaves the website and becomes a draft. You can publish it again later.</p>
      ),
      confirmLabel: 'Unpublish',
      tone: 'danger',
    });
    if (!go) return;
    setBusy(true);
    try {
      await apiRequest(recordPath, {
        method: 'PUT',
        body: { ...current, status: 'draft', publish_at: null },
      });
      notify(
        'success',
        locale
          ? 'Unpublished: the Arabic translation is a draft now.'
          : 'Unpublished: it is a draft now.',
      );
      onChanged();
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className={styles.panel}
      aria-label={locale ? 'Publication of the Arabic translation' : 'Publication'}
    >
      <p className={styles.state}>
        <StatusBadge states={PUBLICATION_BADGES} value={record.status} />{' '}
        {record.status === 'draft' && 'Not on the website.'}
        {record.status === 'scheduled' &&
          record.publish_at &&
          `Goes live on ${when(record.publish_at)}.`}
        {record.status === 'published' &&
          record.published_at &&
          `Live since ${when(record.published_at)}.`}
      </p>
      {record.published_late_from ? (
        <p className={styles.note}>
          <Badge tone="warning">Published late</Badge> It was scheduled for{' '}
          {when(record.published_late_from)}, when the site was not running.
        </p>
      ) : null}
      {record.status === 'published' && record.pending_changes ? (
        <p className={styles.note} role="status">
          <strong>This page has unpublished changes.</strong>{' '}
          {record.publish_at
            ? `They go live on ${when(record.publish_at)}.`
            : 'Visitors see the published version until you publish them.'}
        </p>
      ) : null}
      <ButtonGroup>
        <a
          className={styles.previewLink}
          href={`/api/preview?entity=${entity}&id=${encodeURIComponent(id)}${localeQuery(locale)}`}
          target="_blank"
          rel="noopener"
        >
          Preview<span className="visually-hidden"> the saved draft (opens in a new tab)</span>
        </a>
        <Button variant="secondary" onClick={() => setDialog('link')}>
          Share preview link
        </Button>
        <Button variant="secondary" onClick={() => setDialog('history')}>
          History
        </Button>
        {record.status !== 'draft' ? (
          <Button variant="danger-outline" onClick={() => void takeOffline()} disabled={busy}>
            {busy ? 'Unpublishing…' : 'Unpublish'}
          </Button>
        ) : null}
      </ButtonGroup>
      <p className={styles.hint}>Preview shows the last saved draft: save your changes first.</p>
      {dialog === 'history' ? (
        <HistoryDialog
          entity={entity}
          id={id}
          current={current}
          locale={locale}
          onClose={() => setDialog(null)}
          onRestored={() => {
            setDialog(null);
            onChanged();
          }}
        />
      ) : null}
      {dialog === 'link' ? (
        <PreviewLinkDialog
          entity={entity}
          id={id}
          locale={locale}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

function PreviewLinkDialog({
  entity,
  id,
  locale,
  onClose,
}: {
  entity: ContentEntity;
  id: string;
  locale: TranslationLocale | undefined;
  onClose: () => void;
}) {
  const zone = useSiteTimeZone();
  const notify = useNotify();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [working, setWorking] = useState(false);

  async function create() {
    setWorking(true);
    try {
      setLink(
        await apiRequest('/api/preview-links', previewLinkRecord, {
          method: 'POST',
          body: { entity, id, ...(locale ? { locale } : {}) },
        }),
      );
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  async function revoke() {
    setWorking(true);
    try {
      const message = await apiMessage(
        `/api/preview-links?entity=${entity}&id=${encodeURIComponent(id)}${localeQuery(locale)}`,
        'Preview links revoked.',
        { method: 'DELETE' },
      );
      notify('success', message);
      setLink(null);
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Modal
      open
      size="medium"
      title="Share preview link"
      onRequestClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className={styles.hint}>
        Anyone with the link sees the latest saved draft, without signing in, for 7 days. Search
        engines never index it.
      </p>
      {link ? (
        <>
          <TextField
            label="Preview link"
            name="preview-link"
            value={link.url}
            onChange={() => {}}
            hint={`Works until ${formatSiteTime(link.expiresAt, zone)}.`}
          />
          <ButtonGroup>
            <Button
              variant="primary"
              onClick={() =>
                void navigator.clipboard
                  .writeText(link.url)
                  .then(() => notify('success', 'Link copied.'))
                  .catch(() => notify('error', 'Copy the link from the field above.'))
              }
            >
              Copy link
            </Button>
          </ButtonGroup>
        </>
      ) : (
        <Button variant="primary" onClick={() => void create()} disabled={working}>
          {working ? 'Creating…' : 'Create link'}
        </Button>
      )}
      <p className={styles.hint}>
        <Button variant="link" onClick={() => void revoke()} disabled={working}>
          Revoke every link to this page
        </Button>
      </p>
    </Modal>
  );
}

/** A list's status cell: the status, and "Published late" when a missed schedule ran at a later start. */
export function PublicationBadges({ record }: { record: PublicationState }) {
  return (
    <>
      <StatusBadge states={PUBLICATION_BADGES} value={record.status} />
      {record.status === 'published' && record.published_late_from ? (
        <Badge tone="warning">Published late</Badge>
      ) : null}
    </>
  );
}
