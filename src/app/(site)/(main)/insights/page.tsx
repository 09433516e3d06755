import { InsightsListing, insightsMetadata } from '@/components/site/pages/insights-listing';

export const generateMetadata = () => insightsMetadata('en', 1);

export default function ListPage() {
  return <InsightsListing locale="en" page={1} />;
}
