import { ContactPage, contactMetadata } from '@/components/site/pages/contact';

export const generateMetadata = () => contactMetadata('ar');

export default function Page() {
  return <ContactPage locale="ar" />;
}
