import { ServicePageView, serviceMetadata } from '@/components/site/services/service-page';

const PATH = '/social-media-marketing-service-in-dubai-uae';

export const generateMetadata = () => serviceMetadata('ar', PATH);

export default function ServicePage() {
  return <ServicePageView locale="ar" path={PATH} />;
}
