import { PolicyPage, policyMetadata } from '@/components/site/pages/policy';

export const generateMetadata = () => policyMetadata('ar', 'privacyPolicy');

export default function Page() {
  return <PolicyPage locale="ar" name="privacyPolicy" />;
}
