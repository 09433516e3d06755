'use client';

import type { ReactNode } from 'react';
import { apiRequest } from '@/lib/admin/api';
import { saveCall, savedMessage, type SaveIntent } from '@/lib/admin/publishing';
import type { PublicationState } from '@/lib/editorial';
import { useSchedule } from './use-schedule';

export interface Publishing {
  /**
   * Saves the fields as the pressed button asks (asking for the time first for
   * "Schedule…"); answers the message to show, or undefined when the editor cancelled.
   */
  save: (intent: SaveIntent, fields: object) => Promise<string | undefined>;
  /** The schedule dialog, to render inside the editor. */
  dialog: ReactNode;
}

/**
 * The editors' saves through the workflow.
 * @param noun what is saved, as the messages name it: 'Blog'
 * @param paths where a new record is created and where this one lives (null while adding)
 */
export function usePublishing(
  noun: string,
  record: PublicationState | null,
  paths: { create: string; record: string | null },
): Publishing {
  const schedule = useSchedule(record?.publish_at ?? null);
  return {
    dialog: schedule.dialog,
    save: async (intent, fields) => {
      const when = intent === 'schedule' ? await schedule.ask() : undefined;
      if (intent === 'schedule' && !when) return undefined;
      const call = saveCall(paths, fields, intent, when?.iso);
      await apiRequest(call.path, { method: call.method, body: call.body });
      return savedMessage(noun, intent, when?.label);
    },
  };
}
