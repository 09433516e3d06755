import { HomePage, homeMetadata } from '@/components/site/pages/home';

export const generateMetadata = () => homeMetadata('ar');

export default function Page() {
  return <HomePage locale="ar" />;
}
