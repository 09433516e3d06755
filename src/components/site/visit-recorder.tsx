'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordVisit } from '@/lib/visit';

/**
 * Keeps where the visit came from for the contact forms (src/lib/visit.ts), on every page
 * opened. By path only: useSearchParams would make every cached page render its client
 * part in the browser alone; recordVisit reads the query from location itself.
 */
export function VisitRecorder() {
  const pathname = usePathname();
  useEffect(() => recordVisit(), [pathname]);
  return null;
}
