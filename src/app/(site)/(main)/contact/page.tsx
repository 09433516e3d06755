import { ContactPage, contactMetadata } from '@/components/site/pages/contact';

export const generateMetadata = () => contactMetadata('en');

export default function Contact() {
  return <ContactPage locale="en" />;
}
