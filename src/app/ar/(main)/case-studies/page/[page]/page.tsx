import { notFound, permanentRedirect } from 'next/navigation';
import { listPageNumber } from '@/components/site/listing/pagination';
import {
  CaseStudiesListing,
  caseStudiesMetadata,
} from '@/components/site/pages/case-studies-listing';

// No page is rendered at build (there is no database then): each is rendered on its
// first request and cached from then on (docs/architecture.md, "Page cache").
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props) {
  const page = listPageNumber((await params).page);
  return page === undefined ? {} : caseStudiesMetadata('ar', page);
}

export default async function ListPageN({ params }: Props) {
  const page = listPageNumber((await params).page);
  if (page === undefined) notFound();
  if (page === 1) permanentRedirect('/ar/case-studies');
  return <CaseStudiesListing locale="ar" page={page} />;
}
