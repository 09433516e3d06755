import type { Metadata } from 'next';
import Link from 'next/link';
import { companyHero, companyMeta } from '@/content/company';
import { ContactSection } from '@/components/site/contact/contact-section';
import { CompanyAbout } from '@/components/site/sections/company-about';
import { PageHero } from '@/components/site/sections/page-hero';
import { Testimonials } from '@/components/site/sections/testimonials';
import { pageMetadata } from '@/server/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: companyMeta.title,
    description: companyMeta.description,
    path: '/company',
    image: companyHero.image,
    imageAlt: companyHero.imageAlt,
  });
}

export default function CompanyPage() {
  return (
    <>
      <PageHero
        eyebrow="Company"
        heading={companyHero.heading}
        text={<p>{companyHero.text}</p>}
        image={companyHero.image}
        imageAlt={companyHero.imageAlt}
      >
        <Link href="/contact" className="button">
          Get Started
        </Link>
      </PageHero>
      <CompanyAbout />
      <Testimonials />
      <ContactSection formType="company" />
    </>
  );
}
