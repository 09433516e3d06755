import type { Metadata } from 'next';
import { refundPolicy } from '@/content/policies';
import { PolicyArticle } from '@/components/site/sections/policy-article';
import { pageMetadata } from '@/server/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: refundPolicy.title,
    description: refundPolicy.metaDescription,
    path: '/refund-policy',
  });
}

export default function RefundPolicyPage() {
  return <PolicyArticle policy={refundPolicy} />;
}
