'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { apiRequest, errorMessage } from '@/lib/admin/api';
import { fieldErrors } from '@/lib/admin/form';
import { useResource } from '@/lib/admin/use-resource';
import { editedFields, intentOf } from '@/lib/admin/publishing';
import { PublicationPanel } from './publishing/publication-panel';
import { SaveButtons } from './publishing/save-buttons';
import { usePublishing } from './publishing/use-publishing';
import { statisticsCount } from '@/lib/constants';
import { caseStudyRecord, type CaseStudyRecord } from '@/lib/schemas/answers/content';
import {
  CASE_STUDY_TEMPLATES,
  caseStudySchema,
  caseStudyType,
  type CaseStudyInput,
} from '@/lib/content-types/case-study';
import { fieldNamesOf } from '@/lib/content-types/fields';
import { DeclaredFields } from './declared-fields';
import fieldStyles from './field.module.css';
import { AdminPage, BackLink, ButtonLink, FormError, ResourceState, useNotify } from './kit';
import { useEditorForm } from './use-editor-form';
import { LanguageTabs, type EditorLanguage } from './translations/language-tabs';
import { TranslationTab } from './translations/translation-tab';
import { useEnglishSaved } from './translations/use-english-saved';
import styles from './case-study-editor.module.css';

type FieldName = keyof CaseStudyInput;
type Values = Record<FieldName, string>;

const FIELD_NAMES = fieldNamesOf(caseStudyType.fields);

const TEMPLATE_LABELS: Record<
  (typeof CASE_STUDY_TEMPLATES)[number],
  { title: string; text: string }
> = {
  template1: { title: 'Template 1', text: 'Standard layout with four statistics.' },
  template2: {
    title: 'Template 2',
    text: 'Alternate section order and dark background, three statistics.',
  },
};

function toValues(study: object): Values {
  const values = {} as Values;
  for (const name of FIELD_NAMES) {
    const raw = (study as Record<string, unknown>)[name];
    values[name] = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
  }
  if (!(CASE_STUDY_TEMPLATES as readonly string[]).includes(values.template))
    values.template = 'template1';
  for (const name of ['category1', 'category2', 'category3', 'category4'] as const) {
    if (values[name] === 'Not selected') values[name] = '';
  }
  return values;
}

export function CaseStudyEditor({ id }: { id: string }) {
  const study = useResource(
    (signal) =>
      apiRequest(`/api/caseStudies/${encodeURIComponent(id)}`, caseStudyRecord, { signal }),
    `case-study-${id}`,
  );
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const router = useRouter();
  const notify = useNotify();
  const englishSaved = useEnglishSaved((message) => {
    notify('success', message);
    router.push('/admin/casestudy');
  }, study.reload);
  return (
    <AdminPage
      title="Edit Case Study"
      before={
        <BackLink href="/admin/casestudy">
          <span aria-hidden="true">← </span>Go Back
        </BackLink>
      }
    >
      <ResourceState resource={study} loadingLabel="Loading the case study…" />
      {study.data ? (
        // A reload (after Unpublish, a restore) keeps the tabs, so the other tab's unsaved
        // work stays; the English form is drawn afresh when the record comes.
        <LanguageTabs
          selected={language}
          onSelect={setLanguage}
          english={
            <CaseStudyForm
              key={`${id}-${study.data.updatedAt ?? ''}`}
              id={id}
              record={study.data}
              onChanged={study.reload}
              onSaved={englishSaved}
            />
          }
          arabic={
            <TranslationTab
              type={caseStudyType}
              id={id}
              english={editedFields(study.data)}
              formId="case-study-translation-form"
              className={styles.editForm}
              setSaving={() => {}}
              saveBar={({ saving, dirty }) => <SaveBar saving={saving} dirty={dirty} />}
            />
          }
        />
      ) : null}
    </AdminPage>
  );
}

interface CaseStudyFormProps {
  id: string;
  /** The case study as loaded; the form opens on its unpublished changes. */
  record: CaseStudyRecord;
  onChanged: () => void;
  /** After a save, with its message: back to the list (unless the Arabic tab has unsaved work). */
  onSaved: (message: string) => void;
}

function CaseStudyForm({ id, record, onChanged, onSaved }: CaseStudyFormProps) {
  const initial = toValues(editedFields(record));
  const recordPath = `/api/caseStudies/${encodeURIComponent(id)}`;
  const publishing = usePublishing('Case study', record, {
    create: '/api/caseStudies',
    record: recordPath,
  });
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const { values, dirty, failure, setFailure, formRef, reset, set, bind, acceptErrors } =
    useEditorForm(initial, { busy: saving });
  const onUploading = (uploading: boolean) =>
    setUploads((count) => Math.max(0, count + (uploading ? 1 : -1)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = intentOf(event);
    if (saving) return;
    setFailure(null);
    if (uploads > 0) {
      setFailure('A file is still uploading. Wait for it to finish, then save again.');
      return;
    }
    const parsed = caseStudySchema.safeParse(values);
    if (!acceptErrors(parsed.success ? {} : fieldErrors(parsed.error)) || !parsed.success) return;
    setSaving(true);
    try {
      const message = await publishing.save(intent, parsed.data);
      if (message === undefined) {
        setSaving(false); // the schedule was cancelled
        return;
      }
      reset();
      onSaved(message);
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
    }
  }

  const figures = statisticsCount(values.template);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className={styles.editForm}
      aria-busy={saving}
    >
      <PublicationPanel
        entity="case-study"
        id={id}
        recordPath={recordPath}
        record={record}
        onChanged={onChanged}
      />
      {publishing.dialog}
      <p className={fieldStyles.hint}>
        Fields marked (required) must be filled in. Everything else can be left empty.{' '}
        <a href={`/casestudy/${id}`} target="_blank" rel="noopener">
          Open this case study on the website
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>

      <DeclaredFields
        fields={caseStudyType.fields}
        groups={caseStudyType.form}
        bind={(name) => bind(name as FieldName)}
        onUploadingChange={onUploading}
        custom={{
          template: () => (
            <fieldset className={styles.radioGroup}>
              <legend className={fieldStyles.label}>{caseStudyType.fields.template.label}</legend>
              {caseStudyType.fields.template.options.map(({ value: template }) => (
                <label key={template} className={styles.radio}>
                  <input
                    type="radio"
                    name="template"
                    value={template}
                    checked={values.template === template}
                    onChange={() => set('template')(template)}
                  />
                  <span>
                    <strong>{TEMPLATE_LABELS[template].title}</strong>
                    <span className={styles.radioText}>{TEMPLATE_LABELS[template].text}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ),
        }}
        groupLayouts={{
          // Template 2 shows three of the four figures (spec point 9).
          'Section 4: statistics': (control) => (
            <>
              {control('sec4Heading')}
              {control('sec4SubHeading')}
              <p className={fieldStyles.hint}>
                {values.template === 'template2'
                  ? 'Template 2 shows the first three figures; figure 4 is kept but not shown.'
                  : 'Template 1 shows all four figures.'}
              </p>
              <div className={styles.figures}>
                {([1, 2, 3, 4] as const).map((n) => (
                  <div
                    key={n}
                    className={`${styles.figure} ${n > figures ? styles.figureUnused : ''}`}
                  >
                    {control(`sec4Percentage${n}`)}
                    {control(`sec4Text${n}`)}
                  </div>
                ))}
              </div>
            </>
          ),
        }}
      />

      <SaveBar
        saving={saving}
        dirty={dirty}
        failure={<FormError message={failure} />}
        state={uploads > 0 ? 'Uploading a file…' : undefined}
      />
    </form>
  );
}

/** The bar under the form: the failure, Go Back and the save buttons, and whether work is unsaved. */
function SaveBar({
  saving,
  dirty,
  failure,
  state,
}: {
  saving: boolean;
  dirty: boolean;
  failure?: ReactNode;
  state?: string | undefined;
}) {
  return (
    <div className={styles.saveBar}>
      {failure}
      <div className={styles.saveBarButtons}>
        <ButtonLink href="/admin/casestudy" variant="secondary">
          Go Back
        </ButtonLink>
        <SaveButtons saving={saving} />
      </div>
      <p className={styles.saveBarState} aria-live="polite">
        {state ?? (dirty ? 'You have unsaved changes.' : 'No unsaved changes.')}
      </p>
    </div>
  );
}
