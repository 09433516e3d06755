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
  return page === undefined ? {} : caseStudiesMetadata('en', page);
}

// /case-studies/page/N: page N (from 2) of the list; page 1 lives at /case-studies.
export default async function ListPageN({ params }: Props) {
  const page = listPageNumber((await params).page);
  if (page === undefined) notFound();
  if (page === 1) permanentRedirect('/case-studies');
  return <CaseStudiesListing locale="en" page={page} />;
}
