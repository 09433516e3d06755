import { CompanyPage, companyMetadata } from '@/components/site/pages/company';

export const generateMetadata = () => companyMetadata('ar');

export default function Page() {
  return <CompanyPage locale="ar" />;
}
