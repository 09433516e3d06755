'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server render and while React hydrates the server's HTML; true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
