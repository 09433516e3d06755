'use client';

import { useSyncExternalStore } from 'react';
import { passwordResetConfirmSchema } from '@/lib/schemas/account';

// E-mailed links carry their token in the fragment (`#token=…`): browsers send neither
// the fragment to the server nor in a Referer, so the token reaches no log.

/** The token of `#token=…`, or null when it is missing or not a whole token. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return passwordResetConfirmSchema.shape.token.safeParse(token).success ? token : null;
}

function subscribe(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** The link's token: `undefined` until the page runs in the browser, `null` when missing. */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(
    subscribe,
    () => tokenFromHash(window.location.hash),
    () => undefined,
  );
}
