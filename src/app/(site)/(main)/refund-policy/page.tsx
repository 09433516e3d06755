import { PolicyPage, policyMetadata } from '@/components/site/pages/policy';

export const generateMetadata = () => policyMetadata('en', 'refundPolicy');

export default function Policy() {
  return <PolicyPage locale="en" name="refundPolicy" />;
}
