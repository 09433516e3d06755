import type { Metadata } from 'next';
import { privacyPolicy } from '@/content/policies';
import { PolicyArticle } from '@/components/site/sections/policy-article';
import { pageMetadata } from '@/server/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: privacyPolicy.title,
    description: privacyPolicy.metaDescription,
    path: '/privacy-policy',
  });
}

export default function PrivacyPolicyPage() {
  return <PolicyArticle policy={privacyPolicy} />;
}
