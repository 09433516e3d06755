import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CaseStudyHero, templateOf } from '@/components/site/case-study/case-study-detail';
import { PreviewBar } from '@/components/site/preview-bar';
import { caseStudyHref } from '@/lib/paths';
import { getCaseStudyById } from '@/server/public-data';

// No page is rendered at build (there is no database then): each is rendered on its
// first request and cached from then on (docs/architecture.md, "Page cache").
export function generateStaticParams() {
  return [];
}

// The layout loads the case study, answers an unknown id with a real 404 before any
// streaming starts, and renders the hero (the largest paint) in the first HTML. The rest
// of the page streams in behind loading.tsx, which client-side navigations show at once.
export default async function CaseStudyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const study = await getCaseStudyById(id);
  if (!study) notFound();
  return (
    <>
      {study.previewing && <PreviewBar path={caseStudyHref(study._id)} />}
      <article data-template={templateOf(study)}>
        <CaseStudyHero study={study} />
        {children}
      </article>
    </>
  );
}
