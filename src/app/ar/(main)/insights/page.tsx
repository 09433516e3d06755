import { InsightsListing, insightsMetadata } from '@/components/site/pages/insights-listing';

export const generateMetadata = () => insightsMetadata('ar', 1);

export default function ListPage() {
  return <InsightsListing locale="ar" page={1} />;
}
