import type { ReactNode } from 'react';
import { LocationBanner } from '@/components/site/pages/location-page';

// No page is rendered at build (there is no database then): each is rendered on its
// first request and cached from then on (docs/architecture.md, "Page cache").
export function generateStaticParams() {
  return [];
}

export default async function LocationLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  return (
    <LocationBanner locale="en" slug={(await params).slug}>
      {children}
    </LocationBanner>
  );
}
