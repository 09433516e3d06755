import type { ReactNode } from 'react';
import { CaseStudyArticle } from '@/components/site/pages/case-study';

// No page is rendered at build (there is no database then): each is rendered on its
// first request and cached from then on (docs/architecture.md, "Page cache").
export function generateStaticParams() {
  return [];
}

export default async function Layout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  return (
    <CaseStudyArticle locale="ar" id={decodeURIComponent((await params).id)}>
      {children}
    </CaseStudyArticle>
  );
}
