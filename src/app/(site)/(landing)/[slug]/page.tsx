import { LocationBody, locationMetadata } from '@/components/site/pages/location-page';

type Props = { params: Promise<{ slug: string }> };

export const generateMetadata = async ({ params }: Props) =>
  locationMetadata('en', (await params).slug);

export default async function LocationPage({ params }: Props) {
  return <LocationBody locale="en" slug={(await params).slug} />;
}
