import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { allServiceLinks } from '@/content/navigation';
import { findServicePage, type ServicePage } from '@/content/services';
import { pageMetadata } from '@/server/seo/metadata';
import { NumberedServiceTemplate } from './numbered-service-template';
import { SharedServiceTemplate, sharedContentFromService } from './shared-service-template';

function pageFor(path: string): ServicePage {
  const page = findServicePage(path);
  if (!page) notFound();
  return page;
}

const serviceName = (page: ServicePage) =>
  allServiceLinks.find((link) => link.href === page.path)?.label ?? page.meta.title;

/** Metadata of one of the eight service pages (title, description, keywords, canonical). */
export function serviceMetadata(path: string): Metadata {
  const page = pageFor(path);
  const image = page.kind === 'numbered' ? page.hero : page.banner;
  return pageMetadata({
    title: page.meta.title,
    description: page.meta.description,
    keywords: page.meta.keywords,
    path: page.kind === 'shared' ? page.meta.canonicalPath : page.path,
    image: image.image,
    imageAlt: image.imageAlt,
  });
}

/** Renders a service page on its template: numbered sections or the shared layout. */
export function ServicePageView({ path }: { path: string }) {
  const page = pageFor(path);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: serviceName(page), path: page.path },
  ];
  return page.kind === 'numbered' ? (
    <NumberedServiceTemplate page={page} crumbs={crumbs} />
  ) : (
    <SharedServiceTemplate
      content={sharedContentFromService(page)}
      crumbs={crumbs}
      formType={`service:${page.key}`}
    />
  );
}
