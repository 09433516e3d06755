import { CaseStudiesListing, caseStudiesMetadata } from './listing';

export const generateMetadata = () => caseStudiesMetadata(1);

export default function CaseStudiesPage() {
  return <CaseStudiesListing page={1} />;
}
