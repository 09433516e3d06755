import type { Metadata } from 'next';
import { PolicyArticle } from '@/components/site/sections/policy-article';
import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import { inBothLanguages, pageMetadata } from '@/server/seo/metadata';

export type PolicyName = 'privacyPolicy' | 'refundPolicy';

const PATHS: Record<PolicyName, string> = {
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
};

export function policyMetadata(locale: Locale, name: PolicyName): Metadata {
  const policy = copyFor(locale).policies[name];
  return pageMetadata({
    locale,
    title: policy.title,
    description: policy.metaDescription,
    path: localizedPath(locale, PATHS[name]),
    alternates: inBothLanguages(PATHS[name]),
  });
}

export function PolicyPage({ locale, name }: { locale: Locale; name: PolicyName }) {
  return <PolicyArticle locale={locale} policy={copyFor(locale).policies[name]} />;
}
