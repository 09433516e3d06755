import { ServicePageView, serviceMetadata } from '@/components/site/services/service-page';

const PATH = '/mobile-app-development-dubai-uae';

export const generateMetadata = () => serviceMetadata('en', PATH);

export default function ServicePage() {
  return <ServicePageView locale="en" path={PATH} />;
}
