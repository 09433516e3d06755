'use client';

import { ApiError, apiData, apiMessage, apiRequest } from '@/lib/admin/api';
import { useResource, type Resource } from '@/lib/admin/use-resource';
import {
  TRANSLATION_SHAPES,
  translationPath,
  translationRecord,
  type TranslatedType,
  type TranslationRecord,
} from '@/lib/admin/translations';

export interface Translation {
  /** The record's Arabic translation: null when there is none yet (the API answers 404). */
  resource: Resource<TranslationRecord | null>;
  /** Where the API keeps it (`/blog/12?locale=ar`); null while the record is not saved. */
  path: string | null;
  /** Removes the translation; answers the server's message. */
  remove: () => Promise<string>;
}

/**
 * A record's Arabic translation, loaded for its editor.
 * @param id the record's id; null while it is being added (a translation needs the record)
 */
export function useTranslation(type: TranslatedType, id: string | null): Translation {
  const path = id === null ? null : translationPath(type.paths.api, id);
  const enveloped = TRANSLATION_SHAPES[type.entity].enveloped;
  const resource = useResource(
    path === null
      ? null
      : async (signal) => {
          try {
            return enveloped
              ? await apiData(path, translationRecord, { signal })
              : await apiRequest(path, translationRecord, { signal });
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          }
        },
    `translation-${type.entity}-${id ?? 'new'}`,
  );
  return {
    resource,
    path,
    remove: () => {
      if (path === null) return Promise.reject(new Error('The record is not saved yet.'));
      return apiMessage(path, 'Arabic translation deleted.', { method: 'DELETE' });
    },
  };
}
