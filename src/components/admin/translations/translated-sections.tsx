'use client';

import { BLOG_SECTION_SLOTS } from '@/lib/constants';
import { TextField } from '../field';
import fieldStyles from '../field.module.css';
import { RichTextEditor } from '../rich-text-editor';
import { EnglishReference } from './english-reference';
import styles from './translations.module.css';

export interface Section {
  heading: string;
  paragraph: string;
}

/** The slots a blog's sections are edited in, filled from what is stored. */
export function sectionSlots(stored: unknown): Section[] {
  const list = Array.isArray(stored) ? (stored as Partial<Section>[]) : [];
  return Array.from({ length: BLOG_SECTION_SLOTS }, (_, index) => ({
    heading: list[index]?.heading ?? '',
    paragraph: list[index]?.paragraph ?? '',
  }));
}

/**
 * A blog's sections in Arabic: the same slots as the English editor, each under the
 * English section it translates, headings and paragraphs right to left.
 */
export function TranslatedSections({
  sections,
  english,
  errors,
  onChange,
}: {
  sections: Section[];
  english: Section[];
  errors: Record<string, string>;
  onChange: (index: number, part: keyof Section, value: string) => void;
}) {
  return (
    <>
      <p className={fieldStyles.hint}>
        Each section translates the English section of the same number. Empty sections are left out.
      </p>
      {sections.map((section, index) => {
        const error = errors[`sections.${index}`];
        const headingId = `arabic-section-${index}`;
        return (
          <div
            key={index}
            className={`${fieldStyles.subSection} ${error ? fieldStyles.subSectionInvalid : ''}`}
            role="group"
            aria-labelledby={headingId}
          >
            <h3 id={headingId} className={fieldStyles.subTitle}>
              Section {index + 1}
            </h3>
            <div className={styles.translated}>
              <TextField
                label={`Section ${index + 1} heading`}
                name={`arabic-section-${index}-heading`}
                value={section.heading}
                onChange={(value) => onChange(index, 'heading', value)}
                error={errors[`blogs_content.${index}.heading`] ?? error}
                lang="ar"
                dir="rtl"
              />
              <EnglishReference value={english[index]?.heading ?? ''} />
            </div>
            <div className={styles.translated}>
              <RichTextEditor
                label={`Section ${index + 1} paragraph`}
                value={section.paragraph}
                onChange={(value) => onChange(index, 'paragraph', value)}
                error={errors[`blogs_content.${index}.paragraph`]}
                lang="ar"
                dir="rtl"
              />
              <EnglishReference value={english[index]?.paragraph ?? ''} rich />
            </div>
          </div>
        );
      })}
    </>
  );
}
