'use client';

import { useState } from 'react';
import { errorMessage } from '@/lib/admin/api';

/**
 * A staff action's state: `busy` while it runs, and what went wrong as a message to
 * show (the server's, or the general one). `run` clears the last failure, runs the
 * action, keeps its failure and ends `busy` whatever happens.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, setFailure, run };
}
