import { CompanyPage, companyMetadata } from '@/components/site/pages/company';

export const generateMetadata = () => companyMetadata('en');

export default function Company() {
  return <CompanyPage locale="en" />;
}
