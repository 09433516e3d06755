import { LocationBody, locationMetadata } from '@/components/site/pages/location-page';

type Props = { params: Promise<{ slug: string }> };

export const generateMetadata = async ({ params }: Props) =>
  locationMetadata('ar', decodeURIComponent((await params).slug));

export default async function Page({ params }: Props) {
  return <LocationBody locale="ar" slug={decodeURIComponent((await params).slug)} />;
}
