'use client';

import type { ReactNode } from 'react';
import { Tabs } from '../kit';

export type EditorLanguage = 'en' | 'ar';

/**
 * The editor's languages as tabs: English (the record, exactly as the editor always was)
 * and العربية (its translation). The Arabic tab is drawn when first chosen.
 */
export function LanguageTabs({
  selected,
  onSelect,
  english,
  arabic,
}: {
  selected: EditorLanguage;
  onSelect: (language: EditorLanguage) => void;
  english: ReactNode;
  arabic: ReactNode;
}) {
  return (
    <Tabs
      label="Language"
      selected={selected}
      onSelect={onSelect}
      tabs={[
        { key: 'en', label: 'English', panel: english },
        { key: 'ar', label: 'العربية', lang: 'ar', panel: arabic },
      ]}
    />
  );
}
