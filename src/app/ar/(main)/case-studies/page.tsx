import {
  CaseStudiesListing,
  caseStudiesMetadata,
} from '@/components/site/pages/case-studies-listing';

export const generateMetadata = () => caseStudiesMetadata('ar', 1);

export default function ListPage() {
  return <CaseStudiesListing locale="ar" page={1} />;
}
