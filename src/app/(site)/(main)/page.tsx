import type { Metadata } from 'next';
import { homeMeta, homePartnershipBlock } from '@/content/home';
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
import { homeJsonLd } from '@/server/seo/json-ld';
import { pageMetadata } from '@/server/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: homeMeta.title, description: homeMeta.description, path: '/' });
}

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesBlocks />
      <Intro />
      <ImageTextBlock id="partnership-heading" block={homePartnershipBlock} tone="alt" />
      <LatestBlogs />
      <Testimonials />
      <CaseStudyShowcase />
      <Specialization />
      <ContactSection formType="home" />
      <JsonLd data={homeJsonLd()} />
    </>
  );
}
