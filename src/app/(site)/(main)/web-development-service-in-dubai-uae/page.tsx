import { ServicePageView, serviceMetadata } from '@/components/site/services/service-page';

const PATH = '/web-development-service-in-dubai-uae';

export const generateMetadata = () => serviceMetadata(PATH);

export default function ServicePage() {
  return <ServicePageView path={PATH} />;
}
