import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactSection } from '@/components/site/contact/contact-section';
import { CompanyAbout } from '@/components/site/sections/company-about';
import { PageHero } from '@/components/site/sections/page-hero';
import { Testimonials } from '@/components/site/sections/testimonials';
import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import { inBothLanguages, pageMetadata } from '@/server/seo/metadata';

export function companyMetadata(locale: Locale): Metadata {
  const { companyHero, companyMeta } = copyFor(locale).company;
  return pageMetadata({
    locale,
    title: companyMeta.title,
    description: companyMeta.description,
    path: localizedPath(locale, '/company'),
    alternates: inBothLanguages('/company'),
    image: companyHero.image,
    imageAlt: companyHero.imageAlt,
  });
}

export function CompanyPage({ locale }: { locale: Locale }) {
  const { companyHero } = copyFor(locale).company;
  const { ui } = copyFor(locale);
  return (
    <>
      <PageHero
        eyebrow={ui.companyPage.eyebrow}
        heading={companyHero.heading}
        text={<p>{companyHero.text}</p>}
        image={companyHero.image}
        imageAlt={companyHero.imageAlt}
      >
        <Link href={localizedPath(locale, '/contact')} className="button">
          {ui.companyPage.getStarted}
        </Link>
      </PageHero>
      <CompanyAbout locale={locale} />
      <Testimonials locale={locale} />
      <ContactSection locale={locale} formType="company" />
    </>
  );
}
