'use client';

import type { FieldDeclaration } from '@/lib/content-types/fields';
import { DeclaredField, type FieldBinding, type FieldOverride } from '../declared-fields';
import { EnglishReference } from './english-reference';
import styles from './translations.module.css';

/** One field of the Arabic tab: its control in Arabic, the English text under it. */
export function TranslatedField({
  field,
  binding,
  english,
  override,
  address = false,
}: {
  field: FieldDeclaration;
  binding: FieldBinding;
  english: string;
  override?: FieldOverride | undefined;
  /** The slug: direction by its own text ('auto'), as it may be Latin or Arabic. */
  address?: boolean;
}) {
  return (
    <div className={styles.translated}>
      <DeclaredField
        field={field}
        binding={binding}
        override={override}
        lang="ar"
        dir={address ? 'auto' : 'rtl'}
      />
      <EnglishReference value={english} rich={field.widget === 'rich-text'} />
    </div>
  );
}
