'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_TIME_ZONE } from '@/lib/editorial';

// The site's time zone (SITE_TIME_ZONE), handed down from the admin layout, which reads
// the configuration on the server.
const SiteTimeZone = createContext(DEFAULT_SITE_TIME_ZONE);

export function SiteTimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <SiteTimeZone.Provider value={zone}>{children}</SiteTimeZone.Provider>;
}

export const useSiteTimeZone = () => useContext(SiteTimeZone);
