import { InsightsListing, insightsMetadata } from './listing';

export const generateMetadata = () => insightsMetadata(1);

export default function InsightsPage() {
  return <InsightsListing page={1} />;
}
