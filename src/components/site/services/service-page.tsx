import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { copyFor } from '@/content/editions';
import type { ServicePage } from '@/content/services';
import { localizedPath, type Locale } from '@/lib/locale';
import { inBothLanguages, pageMetadata } from '@/server/seo/metadata';
import { NumberedServiceTemplate } from './numbered-service-template';
import { SharedServiceTemplate, sharedContentFromService } from './shared-service-template';

function pageFor(locale: Locale, path: string): ServicePage {
  const page = copyFor(locale).services.findServicePage(path);
  if (!page) notFound();
  return page;
}

const serviceName = (locale: Locale, page: ServicePage) =>
  copyFor(locale).navigation.allServiceLinks.find((link) => link.href === page.path)?.label ??
  page.meta.title;

/** Metadata of one of the eight service pages (title, description, keywords, canonical). */
export function serviceMetadata(locale: Locale, path: string): Metadata {
  const page = pageFor(locale, path);
  const image = page.kind === 'numbered' ? page.hero : page.banner;
  return pageMetadata({
    locale,
    title: page.meta.title,
    description: page.meta.description,
    keywords: page.meta.keywords,
    path: localizedPath(locale, page.kind === 'shared' ? page.meta.canonicalPath : page.path),
    alternates: inBothLanguages(page.kind === 'shared' ? page.meta.canonicalPath : page.path),
    image: image.image,
    imageAlt: image.imageAlt,
  });
}

/** Renders a service page on its template: numbered sections or the shared layout. */
export function ServicePageView({ locale, path }: { locale: Locale; path: string }) {
  const page = pageFor(locale, path);
  const crumbs = [
    { name: copyFor(locale).ui.breadcrumbs.home, path: localizedPath(locale, '/') },
    { name: serviceName(locale, page), path: localizedPath(locale, page.path) },
  ];
  return page.kind === 'numbered' ? (
    <NumberedServiceTemplate locale={locale} page={page} crumbs={crumbs} />
  ) : (
    <SharedServiceTemplate
      locale={locale}
      content={sharedContentFromService(page)}
      crumbs={crumbs}
      formType={`service:${page.key}`}
    />
  );
}
