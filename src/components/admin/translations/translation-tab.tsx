'use client';

import type { ReactNode } from 'react';
import type { TranslatedType } from '@/lib/admin/translations';
import { ResourceState } from '../kit';
import { TranslationForm } from './translation-form';
import { useTranslation } from './use-translation';
import styles from './translations.module.css';

export interface TranslationTabProps {
  type: TranslatedType;
  /** The record's id; null while it is being added. */
  id: string | null;
  /** The English fields as the English tab opened with them, shown beside each field. */
  english: Record<string, unknown>;
  formId: string;
  className?: string;
  setSaving: (saving: boolean) => void;
  /** The translation changed on the server (saved, unpublished…): lists show its status. */
  onChanged?: () => void;
  saveBar?: (state: { saving: boolean; dirty: boolean }) => ReactNode;
}

/** The editor's Arabic tab: the record's translation, loaded and edited. */
export function TranslationTab(props: TranslationTabProps) {
  if (props.id === null) {
    return (
      <p className={styles.notice}>
        Save the English {props.type.label.toLowerCase()} first: the Arabic translation can be
        written once it exists. Then open it again and choose this tab.
      </p>
    );
  }
  return <LoadedTranslation {...props} id={props.id} />;
}

function LoadedTranslation({
  type,
  id,
  english,
  formId,
  className,
  setSaving,
  onChanged,
  saveBar,
}: TranslationTabProps & { id: string }) {
  const { resource, path } = useTranslation(type, id);
  const ready = !resource.loading && resource.data !== undefined && path !== null;
  return (
    <>
      <ResourceState
        resource={resource}
        loading={resource.loading}
        loadingLabel="Loading the Arabic translation…"
        errorLead="The Arabic translation could not be loaded:"
      />
      {ready ? (
        <TranslationForm
          key={resource.data?.updatedAt ?? resource.data?.status ?? 'none'}
          type={type}
          id={id}
          path={path}
          translation={resource.data ?? null}
          english={english}
          formId={formId}
          className={className}
          setSaving={setSaving}
          saveBar={saveBar}
          onChanged={() => {
            resource.reload();
            onChanged?.();
          }}
        />
      ) : null}
    </>
  );
}
