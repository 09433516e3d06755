'use client';

import { useNotify } from '../kit';
import { useUnsavedChangesContext } from '../unsaved-changes';

/**
 * What follows a save of the English tab: the popup closes as it always did, unless the
 * Arabic tab holds unsaved work and the person chooses to keep editing; then it stays open
 * with the English record loaded again.
 */
export function useEnglishSaved(onSaved: (message: string) => void, reload: () => void) {
  const { confirmDiscard } = useUnsavedChangesContext();
  const notify = useNotify();
  return (message: string) =>
    void confirmDiscard().then((leave) => {
      if (leave) return onSaved(message);
      notify('success', message);
      reload();
    });
}
