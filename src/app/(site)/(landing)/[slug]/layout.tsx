import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { sharedContentFromLocation } from '@/components/site/services/location-content';
import { SharedServiceBanner } from '@/components/site/services/shared-service-template';
import { PreviewBar } from '@/components/site/preview-bar';
import { getLocationPage } from '@/server/public-data';

// No page is rendered at build (there is no database then): each is rendered on its
// first request and cached from then on (docs/architecture.md, "Page cache").
export function generateStaticParams() {
  return [];
}

// The layout loads the page, answers an unknown slug with a real 404 before any streaming
// starts, and renders the banner (the largest paint) in the first HTML; the rest of the
// page streams in behind loading.tsx.
export default async function LocationLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  const page = await getLocationPage(slug);
  if (!page) notFound();
  return (
    <>
      {page.previewing && <PreviewBar path={`/${page.slug_url}`} />}
      <SharedServiceBanner
        banner={sharedContentFromLocation(page).banner}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: page.main_heading || page.slug_url, path: `/${page.slug_url}` },
        ]}
      />
      {children}
    </>
  );
}
