'use client';

import { useState, type FormEvent } from 'react';
import { apiData, errorMessage } from '@/lib/admin/api';
import { editedFields, intentOf } from '@/lib/admin/publishing';
import { fieldErrors, todayIso } from '@/lib/admin/form';
import { incompleteSections } from '@/lib/admin/sections';
import { useResource } from '@/lib/admin/use-resource';
import {
  blogRecord,
  type BlogRecord,
  type CategoryRecord as Category,
} from '@/lib/schemas/answers/content';
import { BLOG_SECTION_SLOTS } from '@/lib/constants';
import { blogSchema, blogType } from '@/lib/content-types/blog';
import { toSlug } from '@/lib/slug';
import { DeclaredFields } from './declared-fields';
import { TextField } from './field';
import styles from './field.module.css';
import { EditorPopup } from './editor-popup';
import { FormError, useNotify } from './kit';
import { TranslationTab } from './translations/translation-tab';
import { useEnglishSaved } from './translations/use-english-saved';
import { RichTextEditor } from './rich-text-editor';
import { PublicationPanel } from './publishing/publication-panel';
import { usePublishing } from './publishing/use-publishing';
import { useEditorForm } from './use-editor-form';

// The blog popup (spec points 2–5): add or edit, ten heading/paragraph slots with a
// rich-text paragraph each, category (never 'All'), meta fields, image, date.

/** One heading-and-paragraph slot of the blog popup. */
type BlogSection = BlogRecord['blogs_content'][number];

interface Values {
  title: string;
  slug_url: string;
  brief_paragraph: string;
  blog_image: string;
  published_date: string;
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  category: string;
  sections: BlogSection[];
}

type TextFieldName = Exclude<keyof Values, 'sections'>;

function toValues(blog: BlogRecord | null): Values {
  const stored = blog?.blogs_content ?? [];
  return {
    title: blog?.title ?? '',
    slug_url: blog?.slug_url ?? '',
    brief_paragraph: blog?.brief_paragraph ?? '',
    blog_image: blog?.blog_image ?? '',
    published_date: blog?.published_date?.slice(0, 10) || todayIso(),
    metaTitle: blog?.metaTitle ?? '',
    metaDescription: blog?.metaDescription ?? '',
    canonicalLink: blog?.canonicalLink ?? '',
    category: blog?.category == null ? '' : String(blog.category),
    sections: Array.from({ length: BLOG_SECTION_SLOTS }, (_, index) => ({
      heading: stored[index]?.heading ?? '',
      paragraph: stored[index]?.paragraph ?? '',
    })),
  };
}

export interface BlogEditorProps {
  blogId: number | null;
  categories: Category[];
  onClose: () => void;
  onSaved: (message: string) => void;
  /** The list shows something that changed while the popup stays open (a translation). */
  onListChanged?: () => void;
}

export function BlogEditor({
  blogId,
  categories,
  onClose,
  onSaved,
  onListChanged,
}: BlogEditorProps) {
  const blog = useResource(
    blogId === null ? null : (signal) => apiData(`/blog/${blogId}`, blogRecord, { signal }),
    `blog-${blogId ?? 'new'}`,
  );
  const [saving, setSaving] = useState(false);
  const formId = 'blog-form';
  const englishSaved = useEnglishSaved(onSaved, () => {
    blog.reload();
    onListChanged?.();
  });
  return (
    <EditorPopup
      title={blogId === null ? 'Upload New Blog' : 'Edit Blog'}
      formId={formId}
      recordId={blogId}
      record={blog}
      loadingLabel="Loading the blog…"
      notFoundMessage="This blog could not be found."
      saving={saving}
      onClose={onClose}
      translation={{
        formId: 'blog-translation-form',
        panel: (data) => (
          <TranslationTab
            type={blogType}
            id={blogId === null ? null : String(blogId)}
            english={data ? editedFields(data) : {}}
            formId="blog-translation-form"
            setSaving={setSaving}
            onChanged={onListChanged}
          />
        ),
      }}
    >
      {(data) => (
        <BlogForm
          key={data?.updatedAt ?? 'new'}
          formId={formId}
          blogId={blogId}
          record={data}
          onChanged={blog.reload}
          onSaved={englishSaved}
          {...{ categories, setSaving }}
        />
      )}
    </EditorPopup>
  );
}

interface BlogFormProps {
  formId: string;
  blogId: number | null;
  /** The blog as loaded (null while adding); the form opens on its unpublished changes. */
  record: BlogRecord | null;
  onChanged: () => void;
  categories: Category[];
  onSaved: (message: string) => void;
  setSaving: (saving: boolean) => void;
}

function BlogForm(props: BlogFormProps) {
  const { formId, blogId, record, onChanged, categories, onSaved, setSaving } = props;
  const initial = toValues(record && editedFields(record));
  const notify = useNotify();
  const publishing = usePublishing('Blog', record, {
    create: '/blog',
    record: blogId === null ? null : `/blog/${blogId}`,
  });
  const [saving, setSavingState] = useState(false);
  const [uploading, setUploading] = useState(false);
  const {
    values,
    setValues,
    errors,
    failure,
    setFailure,
    formRef,
    reset,
    bind,
    clearError,
    acceptErrors,
  } = useEditorForm(initial, { busy: saving });

  const setSection = (index: number, part: keyof BlogSection) => (value: string) => {
    setValues((current) => ({
      ...current,
      sections: current.sections.map((section, i) =>
        i === index ? { ...section, [part]: value } : section,
      ),
    }));
    clearError(`sections.${index}`);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = intentOf(event);
    if (saving) return;
    setFailure(null);
    if (uploading) {
      setFailure('The image is still uploading. Wait for it to finish, then save again.');
      return;
    }
    // A half-filled section would be dropped silently (spec point 5); say so instead.
    const found = incompleteSections(values.sections);
    const { sections, ...fields } = values;
    const parsed = blogSchema.safeParse({ ...fields, blogs_content: sections });
    if (!parsed.success) Object.assign(found, fieldErrors(parsed.error));
    if (!acceptErrors(found) || !parsed.success) return;
    setSaving(true);
    setSavingState(true);
    try {
      const message = await publishing.save(intent, parsed.data);
      if (message === undefined) return; // the schedule was cancelled
      reset();
      onSaved(message);
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      notify('error', message);
    } finally {
      setSaving(false);
      setSavingState(false);
    }
  }

  const slug = toSlug(values.slug_url || values.title);
  const categoryOptions = [
    { value: '', label: 'Choose a category', disabled: true },
    ...categories.map((category) => ({
      value: String(category.category_id),
      label: category.category,
    })),
  ];

  return (
    <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className={styles.popupForm}>
      {record && blogId !== null ? (
        <PublicationPanel
          entity="blog"
          id={String(blogId)}
          recordPath={`/blog/${blogId}`}
          record={record}
          onChanged={onChanged}
        />
      ) : null}
      {publishing.dialog}
      <DeclaredFields
        fields={blogType.fields}
        groups={blogType.form}
        bind={(name) => bind(name as TextFieldName)}
        onUploadingChange={setUploading}
        overrides={{
          slug_url: {
            hint: (
              <>
                Leave empty to make it from the title. The blog will be at{' '}
                <strong>/blogs/{slug || '…'}</strong>
              </>
            ),
          },
          category: { options: categoryOptions },
        }}
        custom={{
          // Spec point 2: ten heading/paragraph slots, each paragraph rich text.
          blogs_content: () => (
            <>
              <p className={styles.hint}>
                Up to {BLOG_SECTION_SLOTS} sections, each with a heading and a paragraph. Empty
                sections are left out.
              </p>
              {values.sections.map((section, index) => {
                const error = errors[`sections.${index}`];
                return (
                  <div
                    key={index}
                    className={`${styles.subSection} ${error ? styles.subSectionInvalid : ''}`}
                    role="group"
                    aria-labelledby={`blog-section-${index}`}
                  >
                    <h3 id={`blog-section-${index}`} className={styles.subTitle}>
                      Section {index + 1}
                    </h3>
                    <TextField
                      label={`Section ${index + 1} heading`}
                      name={`section-${index}-heading`}
                      value={section.heading}
                      onChange={setSection(index, 'heading')}
                      error={errors[`blogs_content.${index}.heading`] ?? error}
                    />
                    <RichTextEditor
                      label={`Section ${index + 1} paragraph`}
                      value={section.paragraph}
                      onChange={setSection(index, 'paragraph')}
                      error={errors[`blogs_content.${index}.paragraph`]}
                    />
                  </div>
                );
              })}
            </>
          ),
        }}
      />
      <FormError message={failure} />
    </form>
  );
}
