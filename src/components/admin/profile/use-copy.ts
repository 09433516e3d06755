'use client';

import { useNotify } from '../kit';

/** Copies text to the clipboard and says whether it worked (it needs a secure page). */
export function useCopy() {
  const notify = useNotify();
  return async (text: string, copied: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', copied);
    } catch {
      notify('error', 'Copying did not work in this browser. Select the text and copy it instead.');
    }
  };
}
