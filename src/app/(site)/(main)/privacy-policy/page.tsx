import { PolicyPage, policyMetadata } from '@/components/site/pages/policy';

export const generateMetadata = () => policyMetadata('en', 'privacyPolicy');

export default function Policy() {
  return <PolicyPage locale="en" name="privacyPolicy" />;
}
