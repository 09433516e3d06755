import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import {
  CaseStudyBody,
  CaseStudyHero,
  templateOf,
} from '@/components/site/case-study/case-study-detail';
import { pictureOf } from '@/components/site/media/picture';
import { PreviewBar } from '@/components/site/preview-bar';
import { copyFor } from '@/content/editions';
import { truncate } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/locale';
import { caseStudyHref } from '@/lib/paths';
import { getCaseStudyById, getTranslationPaths } from '@/server/public-data';
import { pageMetadata } from '@/server/seo/metadata';

// A case study (/casestudy/{id}, /ar/casestudy/{id}). The route's layout renders
// CaseStudyArticle: it loads the case study, answers an unknown id with a real 404 before
// any streaming starts, and renders the hero (the largest paint) in the first HTML. The
// rest (CaseStudyRest, the route's page) streams in behind loading.tsx.

export async function caseStudyMetadata(locale: Locale, id: string): Promise<Metadata> {
  const study = await getCaseStudyById(id, locale);
  if (!study) return {};
  const copy = copyFor(locale).ui.caseStudyPage;
  const title = study.heroHeading || copy.fallbackTitle;
  // A share card shows the title beside the picture: the title stands in for a missing alt.
  const banner = pictureOf(study.media, study.bannerImage, locale);
  return pageMetadata({
    locale,
    title,
    description: truncate(study.industryText || study.sec1Para || copy.metaDescription(title), 155),
    path: localizedPath(locale, caseStudyHref(study._id)),
    alternates: await getTranslationPaths('case-study', study._id),
    previewing: study.previewing,
    image: banner.src,
    imageAlt: banner.alt || title,
  });
}

export async function CaseStudyArticle({
  locale,
  id,
  children,
}: {
  locale: Locale;
  id: string;
  children: ReactNode;
}) {
  const study = await getCaseStudyById(id, locale);
  if (!study) notFound();
  return (
    <>
      {study.previewing && (
        <PreviewBar path={localizedPath(locale, caseStudyHref(study._id))} locale={locale} />
      )}
      <article data-template={templateOf(study)}>
        <CaseStudyHero study={study} locale={locale} />
        {children}
      </article>
    </>
  );
}

export async function CaseStudyRest({ locale, id }: { locale: Locale; id: string }) {
  const study = await getCaseStudyById(id, locale);
  if (!study) notFound();
  return <CaseStudyBody study={study} locale={locale} />;
}
