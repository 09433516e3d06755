import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sharedContentFromLocation } from '@/components/site/services/location-content';
import { SharedServiceBody } from '@/components/site/services/shared-service-template';
import { truncate } from '@/lib/constants';
import { pageMetadata, resolveCanonical } from '@/server/seo/metadata';
import { getLocationPage } from '@/server/public-data';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = await getLocationPage(slug);
  if (!page) return {};
  const path = `/${page.slug_url}`;
  return pageMetadata({
    title: page.meta_title || page.main_heading,
    exactTitle: Boolean(page.meta_title),
    previewing: page.previewing,
    description: page.meta_description || truncate(page.main_paragraph, 155),
    keywords: page.meta_keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    path,
    canonical: resolveCanonical(page.meta_link, path),
  });
}

/** A location page (/{slug_url}) on the shared service layout, in landing-page mode. */
export default async function LocationPageView({ params }: Props) {
  const { slug } = await params;
  const page = await getLocationPage(slug);
  if (!page) notFound();
  const { info, sections } = sharedContentFromLocation(page);
  return (
    <SharedServiceBody info={info} sections={sections} formType={`location:${page.slug_url}`} />
  );
}
