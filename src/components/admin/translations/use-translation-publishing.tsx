'use client';

import { apiRequest } from '@/lib/admin/api';
import { savedMessage } from '@/lib/admin/publishing';
import { translationSaveCall, type TranslationRecord } from '@/lib/admin/translations';
import type { Publishing } from '../publishing/use-publishing';
import { useSchedule } from '../publishing/use-schedule';

export const TRANSLATION_NOUN = 'Arabic translation';

/**
 * The Arabic tab's saves (Save draft, Schedule…, Publish), as usePublishing does them for
 * the English record; the body holds the translated fields only.
 */
export function useTranslationPublishing(
  path: string,
  translation: TranslationRecord | null,
): Publishing {
  const schedule = useSchedule(translation?.publish_at ?? null);
  return {
    dialog: schedule.dialog,
    save: async (intent, fields) => {
      const when = intent === 'schedule' ? await schedule.ask() : undefined;
      if (intent === 'schedule' && !when) return undefined;
      const call = translationSaveCall(path, translation !== null, fields, intent, when?.iso);
      await apiRequest(call.path, { method: call.method, body: call.body });
      return savedMessage(TRANSLATION_NOUN, intent, when?.label);
    },
  };
}
