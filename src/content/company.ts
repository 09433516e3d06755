// Copy of the company page (/company).
import type { LinkButton, PageMetaCopy } from './home';
import { siteStats } from './site-facts';
import { copyOf } from './translated';

export interface CompanyHero {
  /** 'Skyrocket your Digital Transformation' */
  heading: string;
  text: string;
  image: string;
  imageAlt: string;
}

export interface CompanyAboutBox {
  /** 'Ambition', 'Mission' */
  title: string;
  text: string;
  link: LinkButton;
}

export interface CompanyAbout {
  tagline: string;
  heading: string;
  paragraphs: string[];
  image: string;
  imageAlt: string;
  boxes: [CompanyAboutBox, CompanyAboutBox];
}

export const companyMeta = copyOf<PageMetaCopy>()({
  title: 'About Nexa Digital | Digital Agency in Dubai, UAE',
  description:
    'Meet Nexa Digital, a Dubai agency of designers, engineers and marketers helping UAE businesses plan, build and grow websites, apps and online stores since 2018.',
});

export const companyHero = copyOf<CompanyHero>()({
  heading: 'Skyrocket your Digital Transformation',
  text: 'We help Dubai businesses replace slow websites, manual processes and scattered marketing with digital products that work together and grow revenue.',
  image: '/demo/site/company-hero.webp',
  imageAlt:
    'Stylised city skyline of pale violet blocks with a slender teal needle-shaped tower at its centre, on dark purple',
});

export const companyAbout = copyOf<CompanyAbout>()({
  tagline: 'About us',
  heading: 'A Dubai Agency Built Around Outcomes',
  paragraphs: [
    'Nexa Digital started in 2018 with three people and one conviction: clients should not have to manage a designer, a developer and a marketing agency who never talk to each other. Today our team in Business Bay, supported by colleagues in the USA and Pakistan, covers the whole journey from first sketch to monthly growth report.',
    'We work with founders, family businesses and enterprise teams across retail, logistics, healthcare, property, fitness and finance. Every project has a named lead, a shared board you can check at any time and a clear definition of success agreed before work begins.',
  ],
  image: '/demo/site/about.webp',
  imageAlt: 'Pale and teal rounded cards with a circle outline over one of them, on deep purple',
  boxes: [
    {
      title: 'Ambition',
      text: 'To be the partner UAE businesses call first when they want to launch, modernise or grow a digital product, and the one they are still working with years later.',
      link: { label: 'Learn More', href: '/contact' },
    },
    {
      title: 'Mission',
      text: 'To turn ideas into fast, usable and measurable digital products, delivered honestly, on schedule and with the numbers to show they work.',
      link: { label: 'Learn More', href: '/contact' },
    },
  ],
});

/** The agency-wide stats (7+ years, 25+ clients, 5 stars on Google). */
export const companyStats = siteStats;
