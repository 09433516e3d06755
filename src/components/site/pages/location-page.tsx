import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PreviewBar } from '@/components/site/preview-bar';
import { sharedContentFromLocation } from '@/components/site/services/location-content';
import {
  SharedServiceBanner,
  SharedServiceBody,
} from '@/components/site/services/shared-service-template';
import { copyFor } from '@/content/editions';
import { truncate } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/locale';
import { locationPageHref } from '@/lib/paths';
import { getLocationPage, getTranslationPaths } from '@/server/public-data';
import { pageMetadata, resolveCanonical } from '@/server/seo/metadata';

// A location page (/{slug}, /ar/{arabic slug}) on the shared service layout, in
// landing-page mode. The route's layout renders LocationBanner: it loads the page,
// answers an unknown slug with a real 404 before any streaming starts, and renders the
// banner (the largest paint) in the first HTML; LocationBody streams in behind loading.tsx.

export async function locationMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const page = await getLocationPage(slug, locale);
  if (!page) return {};
  const path = localizedPath(locale, locationPageHref(page.slug_url));
  return pageMetadata({
    locale,
    title: page.meta_title || page.main_heading,
    exactTitle: Boolean(page.meta_title),
    alternates: await getTranslationPaths('location-page', page.location_id),
    previewing: page.previewing,
    description: page.meta_description || truncate(page.main_paragraph, 155),
    keywords: page.meta_keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    path,
    canonical: locale === 'en' ? resolveCanonical(page.meta_link, path) : undefined,
  });
}

export async function LocationBanner({
  locale,
  slug,
  children,
}: {
  locale: Locale;
  slug: string;
  children: ReactNode;
}) {
  const page = await getLocationPage(slug, locale);
  if (!page) notFound();
  const path = localizedPath(locale, locationPageHref(page.slug_url));
  return (
    <>
      {page.previewing && <PreviewBar path={path} locale={locale} />}
      <SharedServiceBanner
        locale={locale}
        banner={sharedContentFromLocation(page, locale).banner}
        crumbs={[
          { name: copyFor(locale).ui.breadcrumbs.home, path: localizedPath(locale, '/') },
          { name: page.main_heading || page.slug_url, path },
        ]}
      />
      {children}
    </>
  );
}

export async function LocationBody({ locale, slug }: { locale: Locale; slug: string }) {
  const page = await getLocationPage(slug, locale);
  if (!page) notFound();
  const { info, sections } = sharedContentFromLocation(page, locale);
  return (
    <SharedServiceBody
      locale={locale}
      info={info}
      sections={sections}
      formType={`location:${page.slug_url}`}
    />
  );
}
