// Copy of the home page, plus the image-and-text block variants that other pages reuse.
import type { ServicePath } from './navigation';
import type { StatFigure } from './site-facts';
import { copyOf } from './translated';

export interface LinkButton {
  label: string;
  href: string;
}

export interface PageMetaCopy {
  title: string;
  description: string;
}

export interface VideoSource {
  src: string;
  /** MIME type for the <source> element. */
  type: 'video/mp4' | 'video/webm';
}

export interface HomeHero {
  /** 'Modifying Ideas into Digital Growth' */
  headline: string;
  partnerTagline: string;
  description: string;
  cta: LinkButton;
  /** Looping muted background video; webm first so browsers that can pick the smaller file. */
  video: { sources: VideoSource[]; poster: string };
}

export interface ServiceBlock {
  heading: string;
  text: string;
  href: ServicePath;
  linkLabel: string;
}

export interface HomeServicesSection {
  tagline: string;
  heading: string;
  text: string;
  blocks: ServiceBlock[];
}

export interface HomeIntro {
  tagline: string;
  heading: string;
  text: string;
  button: LinkButton;
}

export interface SpecializationCard {
  /** 'Web Engineering', 'Application Engineering', 'Prototyping & Design'… */
  heading: string;
  /** Short HTML (<p>, <ul><li>, <strong>). */
  text: string;
  /** 'Get Started' */
  ctaLabel: string;
  href: '/contact';
}

export interface SpecializationSection {
  /** "Design that fits your audience's needs" */
  heading: string;
  text: string;
  cards: SpecializationCard[];
}

/** The configurable image-and-text block (spec: Image-and-text block). */
export interface ImageTextBlock {
  image: string;
  imageAlt: string;
  tagline: string;
  heading: string;
  text: string;
  list?: string[];
  button?: LinkButton;
  pill?: LinkButton;
  /** Shows the 'MAKE APPOINTMENT' button to /contact. */
  appointment: boolean;
  stats?: StatFigure[];
}

export interface SectionIntro {
  heading: string;
  text: string;
}

export interface HomeShowcaseSection extends SectionIntro {
  /** 'Read More' */
  readMoreLabel: string;
}

export interface HomeLatestBlogsSection extends SectionIntro {
  /** 'Read more' */
  readMoreLabel: string;
  viewAll: LinkButton;
}

export interface HomeContactSection extends SectionIntro {
  tagline: string;
}

export const homeMeta = copyOf<PageMetaCopy>()({
  title: 'Nexa Digital | Web, App & Digital Marketing Agency in Dubai',
  description:
    'Nexa Digital is a Dubai agency building websites, mobile apps and e-commerce stores, and growing them with SEO, social media and Google Ads across the UAE.',
});

export const homeHero = copyOf<HomeHero>()({
  headline: 'Modifying Ideas into Digital Growth',
  partnerTagline: 'Your digital partner in Dubai since 2018',
  description:
    'We design, build and market websites, apps and online stores for ambitious UAE brands, with one team accountable from the first workshop to the hundredth sale.',
  cta: { label: 'Get a Quote', href: '/contact' },
  video: {
    sources: [
      { src: '/demo/hero/hero.webm', type: 'video/webm' },
      { src: '/demo/hero/hero.mp4', type: 'video/mp4' },
    ],
    poster: '/demo/hero/hero-poster.webp',
  },
});

export const homeServices = copyOf<HomeServicesSection>()({
  tagline: 'What we do',
  heading: 'Digital Services Built for the UAE Market',
  text: 'Strategy, design, engineering and marketing under one roof, so nothing gets lost between agencies.',
  blocks: [
    {
      heading: 'Web Development',
      text: 'Fast, secure and bilingual websites and web platforms, built on modern stacks and ready for Arabic right-to-left layouts.',
      href: '/web-development-service-in-dubai-uae',
      linkLabel: 'Explore web development',
    },
    {
      heading: 'Mobile App Development',
      text: 'iOS and Android apps that customers keep on their home screen, from a focused MVP to a product with thousands of daily users.',
      href: '/mobile-app-development-dubai-uae',
      linkLabel: 'Explore app development',
    },
    {
      heading: 'UI/UX Design',
      text: 'Research, wireframes and interactive prototypes that remove friction before a single line of code is written.',
      href: '/ui-ux-design-company-dubai-uae',
      linkLabel: 'Explore UI/UX design',
    },
    {
      heading: 'E-commerce Development',
      text: 'Shopify, WooCommerce and custom stores with local payment gateways, VAT-ready invoices and same-day delivery integrations.',
      href: '/ecommerce-development-service-in-dubai-uae',
      linkLabel: 'Explore e-commerce',
    },
    {
      heading: 'Search Engine Optimisation',
      text: 'Technical fixes, local SEO and content that move you up Google for the searches your Dubai customers actually make.',
      href: '/search-engine-optimization-services-dubai-uae',
      linkLabel: 'Explore SEO',
    },
    {
      heading: 'Google Ads',
      text: 'Search and Performance Max campaigns tracked to calls, forms and sales, so every dirham of spend is accounted for.',
      href: '/google-ads-services-agency-in-dubai-uae',
      linkLabel: 'Explore Google Ads',
    },
  ],
});

export const homeIntro = copyOf<HomeIntro>()({
  tagline: 'Who we are',
  heading: 'A Dubai Team That Builds and Grows Digital Products',
  text: 'Nexa Digital brings designers, engineers and performance marketers together in Business Bay, with delivery support from our offices in the USA and Pakistan. We work in short, visible sprints, share a live project board with every client and measure success in leads, bookings and revenue rather than launch dates.',
  button: { label: "Let's Connect", href: '/contact' },
});

export const homeLatestBlogs = copyOf<HomeLatestBlogsSection>()({
  heading: 'Latest Insights',
  text: 'Practical notes from our team on building, launching and marketing digital products in the UAE.',
  readMoreLabel: 'Read more',
  viewAll: { label: 'View all insights', href: '/insights' },
});

export const homeShowcase = copyOf<HomeShowcaseSection>()({
  heading: 'Success Stories of Digital Products',
  text: 'A selection of platforms, apps and campaigns we have shipped for clients across retail, logistics, healthcare, property, fitness and finance.',
  readMoreLabel: 'Read More',
});

export const specializationSection = copyOf<SpecializationSection>()({
  heading: "Design that fits your audience's needs",
  text: 'Six disciplines, one accountable team. Pick the help you need today and add the rest as you grow.',
  cards: [
    {
      heading: 'Web Engineering',
      text: '<p>Corporate sites, portals and web platforms built with Next.js, Laravel and headless CMSs. Bilingual by design, accessible and tuned for Core Web Vitals.</p>',
      ctaLabel: 'Get Started',
      href: '/contact',
    },
    {
      heading: 'Application Engineering',
      text: '<p>Native and cross-platform mobile apps with secure APIs, UAE Pass and payment integrations, push notifications and analytics from day one.</p>',
      ctaLabel: 'Get Started',
      href: '/contact',
    },
    {
      heading: 'Prototyping & Design',
      text: '<p>Clickable Figma prototypes tested with real users in the UAE, so you can validate an idea with investors and customers before committing a build budget.</p>',
      ctaLabel: 'Get Started',
      href: '/contact',
    },
    {
      heading: 'QA & Testing',
      text: '<p>Manual and automated testing across devices, browsers and Arabic layouts, with <strong>release checklists</strong> that stop regressions reaching your customers.</p>',
      ctaLabel: 'Get Started',
      href: '/contact',
    },
    {
      heading: 'Maintenance & Support',
      text: '<p>Monthly care plans covering updates, security patches, uptime monitoring and small improvements, with a named account manager and agreed response times.</p>',
      ctaLabel: 'Get Started',
      href: '/contact',
    },
    {
      heading: 'Digital Marketing',
      text: '<p>SEO, social media and Google Ads run by the people who built your product, reported monthly in plain language against leads and revenue.</p>',
      ctaLabel: 'Get Started',
      href: '/contact',
    },
  ],
});

export const homePartnershipBlock = copyOf<ImageTextBlock>()({
  image: '/demo/site/partnership.webp',
  imageAlt: 'Bar chart rising to a tall teal final bar under an upward trend line, on deep purple',
  tagline: 'Partnership',
  heading: 'Driving Growth with Strategic Partnerships',
  text: 'We join your team as a long-term partner rather than a supplier. Every engagement starts with your commercial targets, and every sprint, design and campaign is planned backwards from them.',
  list: [
    'Quarterly roadmap reviews with your leadership team',
    'One shared board for design, development and marketing tasks',
    'Transparent, fixed-price phases with no surprise invoices',
    'Full ownership of your code, designs and ad accounts',
  ],
  pill: { label: 'See our work', href: '/case-studies' },
  appointment: true,
});

export const maintenanceBlock = copyOf<ImageTextBlock>()({
  image: '/demo/site/account-managers.webp',
  imageAlt: 'A large faint opening quotation mark on dark violet',
  tagline: 'Maintenance & Support',
  heading: 'Dedicated Account Managers',
  text: 'After launch you keep one named account manager who knows your product, your team and your targets. They plan updates, chase priorities and report back every month, so you never explain your project twice.',
  list: [
    'Same-day response on business days',
    'Security patches and plugin updates handled for you',
    'Uptime and performance monitoring around the clock',
    'Monthly report with fixes, improvements and next steps',
  ],
  button: { label: 'Talk to our team', href: '/contact' },
  appointment: true,
});

export const appDevelopmentBlock = copyOf<ImageTextBlock>()({
  image: '/demo/site/app-development.webp',
  imageAlt:
    'Outlined smartphone showing four app tiles, one teal, and a wide teal button, on a blue and violet glow',
  tagline: 'App Development',
  heading: 'Apps Built to Be Used Every Day',
  text: 'From booking and delivery apps to fintech dashboards, we plan, design and ship mobile products that stay fast, stable and easy to update long after the launch announcement.',
  pill: { label: 'Mobile app development', href: '/mobile-app-development-dubai-uae' },
  appointment: true,
  stats: [
    { value: '3+', label: 'Happy Clients' },
    { value: '6+', label: 'Optimized Apps' },
    { value: '15+', label: 'Feature Enhancements' },
    { value: '3+', label: 'Apps Delivered' },
  ],
});

export const homeContact = copyOf<HomeContactSection>()({
  tagline: 'Get in touch',
  heading: 'Have a Project in Mind?',
  text: 'Tell us about your idea, your timeline and your budget. We reply within one working day with next steps.',
});
