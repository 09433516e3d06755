import type { Metadata } from 'next';
import { ContactSection } from '@/components/site/contact/contact-section';
import { CaseStudyShowcase } from '@/components/site/sections/case-study-showcase';
import { HomeHero } from '@/components/site/sections/home-hero';
import { ImageTextBlock } from '@/components/site/sections/image-text-block';
import { Intro } from '@/components/site/sections/intro';
import { LatestBlogs } from '@/components/site/sections/latest-blogs';
import { ServicesBlocks } from '@/components/site/sections/services-blocks';
import { Specialization } from '@/components/site/sections/specialization';
import { Testimonials } from '@/components/site/sections/testimonials';
import { JsonLd } from '@/components/ui/json-ld';
import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import { homeJsonLd } from '@/server/seo/json-ld';
import { inBothLanguages, pageMetadata } from '@/server/seo/metadata';

export function homeMetadata(locale: Locale): Metadata {
  const { homeMeta } = copyFor(locale).home;
  return pageMetadata({
    locale,
    title: homeMeta.title,
    description: homeMeta.description,
    path: localizedPath(locale, '/'),
    alternates: inBothLanguages('/'),
  });
}

export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <HomeHero locale={locale} />
      <ServicesBlocks locale={locale} />
      <Intro locale={locale} />
      <ImageTextBlock
        locale={locale}
        id="partnership-heading"
        block={copyFor(locale).home.homePartnershipBlock}
        tone="alt"
      />
      <LatestBlogs locale={locale} />
      <Testimonials locale={locale} />
      <CaseStudyShowcase locale={locale} />
      <Specialization locale={locale} />
      <ContactSection locale={locale} formType="home" />
      <JsonLd data={homeJsonLd(locale)} />
    </>
  );
}
