import {
  CaseStudiesListing,
  caseStudiesMetadata,
} from '@/components/site/pages/case-studies-listing';

export const generateMetadata = () => caseStudiesMetadata('en', 1);

export default function ListPage() {
  return <CaseStudiesListing locale="en" page={1} />;
}
