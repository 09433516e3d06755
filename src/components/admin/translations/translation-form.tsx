'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { apiMessage, errorMessage } from '@/lib/admin/api';
import { fieldErrors } from '@/lib/admin/form';
import { intentOf } from '@/lib/admin/publishing';
import { incompleteSections } from '@/lib/admin/sections';
import {
  TRANSLATION_SHAPES,
  publicationOf,
  translatedDeclarationsOf,
  translatedForm,
  translatedNamesOf,
  translatedValuesOf,
  translationSlugOf,
  type TranslatedType,
  type TranslationRecord,
} from '@/lib/admin/translations';
import { TRANSLATION_SCHEMAS, slugFromTitle } from '@/lib/schemas/translations';
import { DeclaredFields, type FieldBinding } from '../declared-fields';
import fieldStyles from '../field.module.css';
import { Badge, Button, ButtonGroup, FormError, useConfirm, useNotify } from '../kit';
import { PublicationPanel } from '../publishing/publication-panel';
import { useEditorForm } from '../use-editor-form';
import { TranslatedField } from './translated-field';
import { TranslatedSections, sectionSlots, type Section } from './translated-sections';
import { useTranslationPublishing } from './use-translation-publishing';
import styles from './translations.module.css';

// The Arabic tab's form (issue 29): only the fields that have a text per language and the
// translation's own address, right to left, each over its English text; its own status,
// saves, preview and history. A save sends the translated fields alone: the English
// record is never part of it.

interface Values {
  fields: Record<string, string>;
  sections: Section[];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export interface TranslationFormProps {
  type: TranslatedType;
  id: string;
  /** Where the API keeps the translation (`/blog/12?locale=ar`). */
  path: string;
  /** The translation as loaded; null when there is none yet. */
  translation: TranslationRecord | null;
  /** The English record's fields as its editor opened with them, shown beside each field. */
  english: Record<string, unknown>;
  formId: string;
  className?: string | undefined;
  setSaving: (saving: boolean) => void;
  /** Saved, unpublished, restored or deleted: the tab loads the translation again. */
  onChanged: () => void;
  /** A screen without a popup footer (the case study page) draws its buttons under the form. */
  saveBar?: ((state: { saving: boolean; dirty: boolean }) => ReactNode) | undefined;
}

export function TranslationForm(props: TranslationFormProps) {
  const { type, id, path, translation, english, formId, setSaving, onChanged } = props;
  const shape = TRANSLATION_SHAPES[type.entity];
  const names = translatedNamesOf(type);
  const sectionsField = names.find((name) => type.fields[name]?.widget === 'sections');
  const stored = translation ? translatedValuesOf(translation, names) : {};
  const initial: Values = {
    fields: Object.fromEntries(
      names.filter((name) => name !== sectionsField).map((name) => [name, asText(stored[name])]),
    ),
    sections: sectionsField ? sectionSlots(stored[sectionsField]) : [],
  };
  const notify = useNotify();
  const confirm = useConfirm();
  const publishing = useTranslationPublishing(path, translation);
  const [saving, setSavingState] = useState(false);
  const {
    values,
    setValues,
    dirty,
    errors,
    failure,
    setFailure,
    formRef,
    reset,
    clearError,
    acceptErrors,
  } = useEditorForm(initial, { busy: saving });

  // The API's own rules for a translation (its translatable fields, the Arabic slug's).
  const schema = TRANSLATION_SCHEMAS[type.entity];

  const bind = (name: string): FieldBinding => ({
    name,
    value: values.fields[name] ?? '',
    onChange: (value) => {
      setValues((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
      clearError(name);
    },
    error: errors[name],
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = intentOf(event);
    if (saving) return;
    setFailure(null);
    const found = sectionsField ? incompleteSections(values.sections) : {};
    const body = {
      ...values.fields,
      ...(sectionsField ? { [sectionsField]: values.sections } : {}),
    };
    const parsed = schema.safeParse(body);
    if (!parsed.success) Object.assign(found, fieldErrors(parsed.error));
    if (!acceptErrors(found) || !parsed.success) return;
    setSaving(true);
    setSavingState(true);
    try {
      const message = await publishing.save(intent, parsed.data);
      if (message === undefined) return; // the schedule was cancelled
      reset();
      notify('success', message);
      onChanged();
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      notify('error', message);
    } finally {
      setSaving(false);
      setSavingState(false);
    }
  }

  async function remove() {
    const go = await confirm({
      title: 'Delete the Arabic translation?',
      message: (
        <p>
          Its text is removed and the Arabic page leaves the website. The English page stays as it
          is. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete translation',
      tone: 'danger',
    });
    if (!go) return;
    setSaving(true);
    try {
      notify(
        'success',
        await apiMessage(path, 'Arabic translation deleted.', { method: 'DELETE' }),
      );
      reset();
      onChanged();
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const slug = translationSlugOf(type);
  // A blog's empty slug is made from its Arabic title, as the server does.
  const slugText = slug
    ? values.fields[slug] ||
      (type.entity === 'blog' ? slugFromTitle(values.fields.title ?? '') : '')
    : '';
  const address = shape.publicPath(id, slugFromTitle(slugText) || '…');
  const custom: Record<string, () => ReactNode> = {};
  for (const name of names) {
    custom[name] =
      name === sectionsField
        ? () => (
            <TranslatedSections
              sections={values.sections}
              english={sectionSlots(english[name])}
              errors={errors}
              onChange={(index, part, value) => {
                setValues((current) => ({
                  ...current,
                  sections: current.sections.map((section, i) =>
                    i === index ? { ...section, [part]: value } : section,
                  ),
                }));
                clearError(`sections.${index}`);
              }}
            />
          )
        : () => (
            <TranslatedField
              field={type.fields[name]!}
              binding={bind(name)}
              english={asText(english[name])}
              address={name === slug}
              override={
                name === slug
                  ? {
                      hint: <SlugHint optional={type.entity === 'blog'} address={address} />,
                    }
                  : undefined
              }
            />
          );
  }

  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className={props.className ?? fieldStyles.popupForm}
      aria-busy={saving}
    >
      {translation ? (
        <>
          <PublicationPanel
            entity={type.entity}
            id={id}
            recordPath={path}
            record={publicationOf(translation)}
            onChanged={onChanged}
            locale="ar"
            fields={stored}
          />
          <ButtonGroup>
            <Button variant="danger-outline" onClick={() => void remove()} disabled={saving}>
              Delete Arabic translation
            </Button>
          </ButtonGroup>
        </>
      ) : (
        <p className={styles.notice} role="status">
          <Badge>Not translated</Badge> This {type.label.toLowerCase()} has no Arabic translation
          yet, so it is on no Arabic page. Write it here and save a draft to start one.
        </p>
      )}
      {!slug ? (
        <p className={fieldStyles.hint}>
          The Arabic page will be at <strong dir="auto">{address}</strong> once it is published.
        </p>
      ) : null}
      {publishing.dialog}
      <DeclaredFields
        fields={translatedDeclarationsOf(type)}
        groups={translatedForm(type)}
        bind={bind}
        custom={custom}
      />
      <FormError message={failure} />
      {props.saveBar?.({ saving, dirty })}
    </form>
  );
}

function SlugHint({ optional, address }: { optional: boolean; address: string }) {
  return (
    <>
      In Arabic or Latin letters; spaces become hyphens.{' '}
      {optional ? 'Leave empty to make it from the Arabic title. ' : ''}The Arabic page will be at{' '}
      <strong dir="auto">{address}</strong>
    </>
  );
}
