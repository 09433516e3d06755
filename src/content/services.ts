// The eight service pages. Web, mobile app, UI/UX and e-commerce use the numbered
// template; CMS, SEO, social media marketing and Google Ads use the shared layout
// (which location pages reuse too). Components render these; no copy lives in JSX.
import { findByPath } from './find-page';
import { appDevelopmentBlock, maintenanceBlock, type ImageTextBlock } from './home';
import type { ServiceKey, ServicePath } from './navigation';
import { copyOf } from './translated';

export interface ServiceMeta {
  /** At most 60 characters. */
  title: string;
  /** 120 to 160 characters. */
  description: string;
  keywords: string[];
}

export interface NumberedServiceHero {
  eyebrow: string;
  heading: string;
  text: string;
  image: string;
  imageAlt: string;
}

export interface NumberedServiceSection {
  heading: string;
  text: string;
  /** Two to four points. */
  bullets: string[];
}

export interface PortfolioPreviewCopy {
  heading: string;
  text: string;
  /** 'Explore All' */
  exploreAll: { label: string; href: '/case-studies' };
}

export interface NumberedServicePage {
  kind: 'numbered';
  key: ServiceKey;
  path: ServicePath;
  meta: ServiceMeta;
  hero: NumberedServiceHero;
  sections: NumberedServiceSection[];
  portfolio: PortfolioPreviewCopy;
  /** A 'Get Started' button to /contact; true only for e-commerce (spec). */
  getStartedButton: boolean;
  imageTextBlock?: ImageTextBlock;
}

export interface SharedServiceMeta extends ServiceMeta {
  canonicalPath: ServicePath;
}

export interface SharedServiceBanner {
  subHeading: string;
  heading: string;
  image: string;
  imageAlt: string;
}

export interface SharedServiceSubBlock {
  heading: string;
  text: string;
}

export interface SharedServiceInfo {
  /** Rendered highlighted, directly before mainHeading: `${highlightedWord} ${mainHeading}`. */
  highlightedWord: string;
  mainHeading: string;
  paragraph: string;
  subBlocks: readonly [SharedServiceSubBlock, SharedServiceSubBlock, SharedServiceSubBlock];
}

export interface SharedServiceImageText {
  heading: string;
  /** Simple HTML: <p>, <ul><li>, <strong>. */
  text: string;
  image: string;
  imageAlt: string;
}

export interface SharedLayoutServicePage {
  kind: 'shared';
  key: ServiceKey;
  path: ServicePath;
  meta: SharedServiceMeta;
  banner: SharedServiceBanner;
  /** The info section's 'Get Started' dials siteFacts.mainPhone. */
  info: SharedServiceInfo;
  imageTextSections: [SharedServiceImageText, SharedServiceImageText, SharedServiceImageText];
}

export type ServicePage = NumberedServicePage | SharedLayoutServicePage;

const exploreAll = { label: 'Explore All', href: '/case-studies' } as const;

export const numberedServicePages = copyOf<NumberedServicePage[]>()([
  {
    kind: 'numbered',
    key: 'web-development',
    path: '/web-development-service-in-dubai-uae',
    meta: {
      title: 'Web Development Company in Dubai, UAE | Nexa Digital',
      description:
        'Custom web development in Dubai: fast, secure and bilingual websites and web platforms built by a UAE team with Next.js and Laravel. Book a free consultation.',
      keywords: [
        'web development Dubai',
        'web development company UAE',
        'custom website development Dubai',
        'Next.js agency Dubai',
        'bilingual website Arabic English',
      ],
    },
    hero: {
      eyebrow: 'Web Development in Dubai',
      heading: 'Websites and Web Platforms Engineered to Perform',
      text: 'From a corporate site that wins trust to a customer portal that runs your operations, we build fast, secure and bilingual web products that your team can grow with.',
      image: '/demo/services/web-development-hero.webp',
      imageAlt:
        'Banner reading “Web Development” beside a simple browser window with text lines and a teal image block, on dark blue',
    },
    sections: [
      {
        heading: 'Discovery and Technical Planning',
        text: 'Every build starts with a workshop to map your goals, users and existing systems. We turn it into a clear scope, a sitemap and a technical plan with fixed-price phases.',
        bullets: [
          'Stakeholder workshop and competitor review',
          'Sitemap, user journeys and content plan',
          'Architecture and hosting recommendation',
        ],
      },
      {
        heading: 'Custom Front-end Development',
        text: 'Pixel-accurate, responsive interfaces built with React and Next.js, with proper right-to-left support so the Arabic version feels native rather than mirrored as an afterthought.',
        bullets: [
          'Responsive layouts from 320 px phones to wide desktops',
          'English and Arabic with full RTL support',
          'WCAG 2.2 AA accessibility as standard',
        ],
      },
      {
        heading: 'Back-end, APIs and Integrations',
        text: 'We connect your website to the systems that run your business, from CRMs and ERPs to payment gateways and government services, through documented and tested APIs.',
        bullets: [
          'Node.js, Laravel and headless CMS back ends',
          'HubSpot, Salesforce, Zoho and Odoo integrations',
          'Secure REST and GraphQL APIs',
        ],
      },
      {
        heading: 'Performance, Security and Hosting',
        text: 'Visitors in the Gulf expect pages in under two seconds on mobile data. We optimise images, caching and code, then host on infrastructure with regional edge locations.',
        bullets: [
          'Core Web Vitals in the green before launch',
          'SSL, security headers and daily off-site backups',
          'Hosting in UAE or EU regions on request',
        ],
      },
      {
        heading: 'Launch, Support and Growth',
        text: 'Launch day is planned with redirects, analytics and search console checks. Afterwards a named account manager keeps your site updated, monitored and improving month after month.',
        bullets: [
          'SEO-safe migration with 301 redirect mapping',
          'GA4 and Tag Manager set up and verified',
          'Monthly care plans with agreed response times',
        ],
      },
    ],
    portfolio: {
      heading: 'Web Projects We Are Proud Of',
      text: 'Platforms and websites we have designed and built for clients in the UAE and beyond.',
      exploreAll,
    },
    getStartedButton: false,
    imageTextBlock: maintenanceBlock,
  },
  {
    kind: 'numbered',
    key: 'mobile-app-development',
    path: '/mobile-app-development-dubai-uae',
    meta: {
      title: 'Mobile App Development Company in Dubai | Nexa Digital',
      description:
        'iOS and Android app development in Dubai. We plan, design, build and launch native and cross-platform mobile apps for UAE start-ups and enterprises.',
      keywords: [
        'mobile app development Dubai',
        'app development company UAE',
        'iOS app developers Dubai',
        'Android app development Dubai',
        'Flutter app development UAE',
      ],
    },
    hero: {
      eyebrow: 'Mobile App Development in Dubai',
      heading: 'Mobile Apps Your Customers Open Every Day',
      text: 'We turn ideas into polished iOS and Android apps, from a lean MVP that proves demand to a mature product with secure payments, real-time features and thousands of active users.',
      image: '/demo/services/mobile-app-development-hero.webp',
      imageAlt:
        'Banner reading “Mobile Apps” beside an outlined smartphone showing four app tiles, one teal, and a teal button, on dark blue',
    },
    sections: [
      {
        heading: 'Product Strategy and MVP Scoping',
        text: 'We help you decide what to build first. Together we define the core user journey, the features that prove your idea and a realistic budget and timeline for version one.',
        bullets: [
          'Product discovery workshop',
          'Feature prioritisation and MVP roadmap',
          'Clickable prototype for investors and testers',
        ],
      },
      {
        heading: 'Native iOS and Android Development',
        text: 'For apps that need the best performance or deep device features, we build natively in Swift and Kotlin, following Apple and Google design guidelines.',
        bullets: [
          'Swift and SwiftUI for iPhone and iPad',
          'Kotlin and Jetpack Compose for Android',
          'Camera, location, biometrics and wearables',
        ],
      },
      {
        heading: 'Cross-platform Apps with Flutter and React Native',
        text: 'One codebase for both stores cuts build and maintenance costs by up to forty per cent, without giving up a smooth, native-feeling experience.',
        bullets: [
          'Flutter and React Native specialists',
          'Shared design system across platforms',
          'Faster releases with a single codebase',
        ],
      },
      {
        heading: 'Back End, APIs and Payments',
        text: 'Apps are only as good as the services behind them. We build scalable back ends with authentication, push notifications and payment gateways used in the UAE.',
        bullets: [
          'UAE Pass and social sign-in',
          'Apple Pay, Google Pay, Telr and Network International',
          'Push notifications and in-app messaging',
        ],
      },
      {
        heading: 'Store Launch and Ongoing Maintenance',
        text: 'We handle App Store and Google Play submissions, then keep your app healthy with OS updates, crash monitoring and a backlog of improvements driven by analytics.',
        bullets: [
          'Store listings, screenshots and review handling',
          'Crash reporting and performance monitoring',
          'Support for every new iOS and Android release',
        ],
      },
    ],
    portfolio: {
      heading: 'Apps We Have Launched',
      text: 'Booking, fitness, logistics and fintech apps built by our mobile team.',
      exploreAll,
    },
    getStartedButton: false,
    imageTextBlock: appDevelopmentBlock,
  },
  {
    kind: 'numbered',
    key: 'ui-ux-design',
    path: '/ui-ux-design-company-dubai-uae',
    meta: {
      title: 'UI/UX Design Company in Dubai, UAE | Nexa Digital',
      description:
        'UI/UX design in Dubai: user research, wireframes, interactive prototypes and design systems that make websites and apps simple to use and easy to build.',
      keywords: [
        'UI UX design Dubai',
        'UX design company UAE',
        'app design agency Dubai',
        'website design Dubai',
        'Figma prototyping Dubai',
      ],
    },
    hero: {
      eyebrow: 'UI/UX Design in Dubai',
      heading: 'Interfaces That Feel Obvious to Your Users',
      text: 'Good design is invisible: customers find what they need, complete the task and come back. We research, prototype and test until your product works that way for your audience.',
      image: '/demo/services/ui-ux-design-hero.webp',
      imageAlt:
        'Banner reading “UI/UX Design” beside pale and teal rounded cards around a circle outline, on dark blue',
    },
    sections: [
      {
        heading: 'User Research and Discovery',
        text: 'We speak to your customers before we sketch anything. Interviews, analytics reviews and competitor audits show where people struggle today and what they value most.',
        bullets: [
          'User interviews in English and Arabic',
          'Analytics and heatmap review',
          'Personas and jobs-to-be-done mapping',
        ],
      },
      {
        heading: 'Information Architecture and User Flows',
        text: 'We organise content and features so that every key task takes as few steps as possible, and document the flows your developers will build.',
        bullets: [
          'Card sorting and tree testing',
          'Sitemaps and task flows',
          'Edge cases and empty states',
        ],
      },
      {
        heading: 'Wireframes and Interactive Prototypes',
        text: 'Low-fidelity wireframes let us test ideas quickly. We then build clickable Figma prototypes that look and behave like the finished product.',
        bullets: [
          'Mobile-first wireframes',
          'Clickable prototypes in Figma',
          'Stakeholder reviews in short cycles',
        ],
      },
      {
        heading: 'Visual Design and Design Systems',
        text: 'We craft a visual language that reflects your brand and scales, with a component library and tokens that keep every new screen consistent.',
        bullets: [
          'Brand-aligned UI in light and dark modes',
          'Component library with documented states',
          'Arabic typography and RTL layouts',
        ],
      },
      {
        heading: 'Usability Testing and Developer Handover',
        text: 'Before handover we test prototypes with real users, fix what trips them up and deliver specifications developers can build from without guessing.',
        bullets: [
          'Moderated usability sessions',
          'Accessibility checks against WCAG 2.2',
          'Annotated Figma files and assets',
        ],
      },
    ],
    portfolio: {
      heading: 'Design Work in Action',
      text: 'See how research-led design shaped the products we have delivered.',
      exploreAll,
    },
    getStartedButton: false,
    imageTextBlock: {
      image: '/demo/services/ui-ux-design-1.webp',
      imageAlt:
        'Pale rounded cards in a loose grid with a circle outline over one of them, on teal',
      tagline: 'Design Process',
      heading: 'Tested with Real Users Before It Is Built',
      text: 'Changing a prototype costs hours; changing a live product costs weeks. We test every key journey with people from your target audience so the build starts from proven decisions.',
      list: [
        'Five to eight participants per testing round',
        'Findings ranked by impact on conversion',
        'Updated prototype within the same sprint',
      ],
      appointment: true,
    },
  },
  {
    kind: 'numbered',
    key: 'ecommerce-development',
    path: '/ecommerce-development-service-in-dubai-uae',
    meta: {
      title: 'E-commerce Development Company in Dubai | Nexa Digital',
      description:
        'E-commerce development in Dubai: Shopify, WooCommerce and custom online stores with UAE payment gateways, VAT-ready checkout and delivery integrations.',
      keywords: [
        'ecommerce development Dubai',
        'ecommerce website UAE',
        'Shopify agency Dubai',
        'WooCommerce developers Dubai',
        'online store development UAE',
      ],
    },
    hero: {
      eyebrow: 'E-commerce Development in Dubai',
      heading: 'Online Stores Built to Sell Across the UAE',
      text: 'We build e-commerce stores that load fast, accept every popular local payment method and connect to your stock and delivery partners, so you can focus on growing orders.',
      image: '/demo/services/ecommerce-development-hero.webp',
      imageAlt:
        'Banner reading “E-commerce” beside a simple browser window with text lines and a teal image block, on dark blue',
    },
    sections: [
      {
        heading: 'Store Strategy and Platform Choice',
        text: 'Shopify, WooCommerce, Magento or a custom build: we recommend the platform that fits your catalogue, budget and growth plans, not the one we happen to prefer.',
        bullets: [
          'Catalogue and operations review',
          'Platform comparison with running costs',
          'Migration plan for existing stores',
        ],
      },
      {
        heading: 'Storefront Design That Converts',
        text: 'Clear product pages, fast search and a short checkout turn visitors into buyers. We design storefronts around how UAE shoppers browse, mostly on mobile.',
        bullets: [
          'Mobile-first product and category pages',
          'Smart search and filters',
          'Bilingual storefront in English and Arabic',
        ],
      },
      {
        heading: 'Payments, VAT and Checkout',
        text: 'We integrate the gateways and instalment options your customers trust and make sure invoices and prices handle the 5% UAE VAT correctly.',
        bullets: [
          'Telr, Network International, Stripe and Checkout.com',
          'Tabby and Tamara buy now, pay later',
          'Apple Pay, Google Pay and cash on delivery',
          'VAT-compliant tax invoices',
        ],
      },
      {
        heading: 'Inventory, ERP and Delivery Integrations',
        text: 'Orders flow straight into your stock and fulfilment systems, and customers get live tracking from couriers operating across the Emirates.',
        bullets: [
          'Odoo, Zoho Inventory and SAP Business One',
          'Aramex, Quiq and Shipa delivery integrations',
          'Real-time stock sync across channels',
        ],
      },
      {
        heading: 'Marketplace and Social Commerce',
        text: 'Reach customers where they already shop by syncing your catalogue with regional marketplaces and social shopping channels.',
        bullets: [
          'Amazon.ae and Noon catalogue sync',
          'Instagram and TikTok Shop feeds',
          'Google Merchant Center setup',
        ],
      },
      {
        heading: 'Growth, Analytics and Support',
        text: 'After launch we track the full funnel, test improvements and keep the store secure and fast during peak seasons such as Ramadan, White Friday and DSF.',
        bullets: [
          'GA4 e-commerce tracking and dashboards',
          'Conversion rate optimisation sprints',
          'Peak-season load testing and support',
        ],
      },
    ],
    portfolio: {
      heading: 'Stores That Deliver Results',
      text: 'E-commerce builds and growth programmes we have delivered for retail brands.',
      exploreAll,
    },
    getStartedButton: true,
    imageTextBlock: {
      image: '/demo/services/ecommerce-development-1.webp',
      imageAlt:
        'Simple browser window with three text lines and a large beige image block, on brown',
      tagline: 'Checkout',
      heading: 'A Checkout UAE Shoppers Trust',
      text: 'Most abandoned baskets are lost at checkout. We shorten it to as few steps as possible and offer the payment methods your customers already use.',
      list: [
        'Guest checkout and address autocomplete',
        'Instalments with Tabby and Tamara',
        'Delivery slots and cash on delivery',
      ],
      button: { label: 'Plan your store', href: '/contact' },
      appointment: true,
    },
  },
]);

export const sharedLayoutServicePages = copyOf<SharedLayoutServicePage[]>()([
  {
    kind: 'shared',
    key: 'cms-development',
    path: '/cms-website-development-in-dubai-uae',
    meta: {
      title: 'CMS Website Development in Dubai, UAE | Nexa Digital',
      description:
        'CMS website development in Dubai with WordPress, Strapi and Sanity. Bilingual sites your marketing team can update in minutes, without calling a developer.',
      keywords: [
        'CMS website development Dubai',
        'WordPress development Dubai',
        'headless CMS UAE',
        'Arabic English CMS website',
        'website content management Dubai',
      ],
      canonicalPath: '/cms-website-development-in-dubai-uae',
    },
    banner: {
      subHeading: 'CMS Website Development in Dubai',
      heading: 'Websites Your Team Can Update in Minutes',
      image: '/demo/services/cms-development-hero.webp',
      imageAlt:
        'Banner reading “CMS Websites” beside a simple browser window with text lines and a teal image block, on dark blue',
    },
    info: {
      highlightedWord: 'Effortless',
      mainHeading: 'Content Management for Growing Brands',
      paragraph:
        'A website should never wait for a developer to change a headline. We build CMS websites on WordPress, Strapi and Sanity with editing screens shaped around your content, so marketing can publish pages, offers and news in English and Arabic the same day.',
      subBlocks: [
        {
          heading: 'Built Around Your Content',
          text: 'Custom content types and reusable page blocks mean editors build new pages from approved components without breaking the design.',
        },
        {
          heading: 'Bilingual from the Start',
          text: 'English and Arabic versions stay linked, with right-to-left layouts and translation workflows built in.',
        },
        {
          heading: 'Secure and Fast',
          text: 'Hardened hosting, role-based access, automatic backups and caching keep the site quick and safe as your team grows.',
        },
      ],
    },
    imageTextSections: [
      {
        heading: 'The Right CMS for Your Team',
        text: '<p>We recommend a platform based on who will edit the site, how often and what it must connect to.</p><ul><li><strong>WordPress</strong> for familiar editing and a large plugin ecosystem</li><li><strong>Strapi or Sanity</strong> for headless sites that feed web, app and kiosk</li><li><strong>Shopify</strong> when content and commerce live together</li></ul>',
        image: '/demo/services/cms-development-1.webp',
        imageAlt:
          'Simple browser window with three text lines and a large pink image block, on pink and blue',
      },
      {
        heading: 'Editing Made Simple',
        text: '<p>Your editors get a tidy dashboard, live previews and scheduled publishing. We train your team in a hands-on session and leave short video guides for new starters.</p><ul><li>Drag-and-drop page sections</li><li>Approval workflows for regulated content</li><li>Media library with automatic image optimisation</li></ul>',
        image: '/demo/services/cms-development-2.webp',
        imageAlt: 'Lilac rounded cards around a circle outline, a sparse abstract layout on blue',
      },
      {
        heading: 'Migration Without Losing Rankings',
        text: '<p>Moving from an old CMS or a static site? We migrate pages, media and users, map every old URL to its new home and check search console after launch so your organic traffic carries over.</p>',
        image: '/demo/services/cms-development-3.webp',
        imageAlt:
          'Bar chart rising left to right under an upward trend line, its last bar highlighted in pink, on blue',
      },
    ],
  },
  {
    kind: 'shared',
    key: 'seo',
    path: '/search-engine-optimization-services-dubai-uae',
    meta: {
      title: 'SEO Services in Dubai, UAE | Nexa Digital',
      description:
        'SEO services in Dubai: technical audits, local SEO, Arabic and English content and link building that grow qualified organic traffic and enquiries.',
      keywords: [
        'SEO services Dubai',
        'SEO agency UAE',
        'search engine optimisation Dubai',
        'local SEO Dubai',
        'Arabic SEO',
      ],
      canonicalPath: '/search-engine-optimization-services-dubai-uae',
    },
    banner: {
      subHeading: 'Search Engine Optimisation in Dubai',
      heading: 'Be Found When Your Customers Search',
      image: '/demo/services/seo-hero.webp',
      imageAlt:
        'Banner reading “SEO” beside a bar chart rising to a tall teal bar under an upward trend line, on deep purple',
    },
    info: {
      highlightedWord: 'Sustainable',
      mainHeading: 'Organic Growth for UAE Businesses',
      paragraph:
        'Paid clicks stop when the budget does; rankings keep working. Our SEO programmes combine technical fixes, local search and useful content in English and Arabic to bring you visitors who are ready to enquire, book or buy.',
      subBlocks: [
        {
          heading: 'Technical SEO',
          text: 'Crawl errors, slow pages, duplicate content and broken structured data fixed at the source, with developers on the same team.',
        },
        {
          heading: 'Local SEO',
          text: 'Optimised Google Business Profiles, consistent listings and reviews that put you in the map pack across Dubai and the Emirates.',
        },
        {
          heading: 'Content and Authority',
          text: 'Keyword-led pages and articles, plus outreach to relevant UAE publications that earn links worth having.',
        },
      ],
    },
    imageTextSections: [
      {
        heading: 'Audit and Keyword Strategy',
        text: '<p>We start with a full technical and content audit and a keyword map built from real search demand in the UAE, in both languages.</p><ul><li>Crawl and Core Web Vitals review</li><li>Competitor gap analysis</li><li>Priority list ranked by impact and effort</li></ul>',
        image: '/demo/services/seo-1.webp',
        imageAlt:
          'Bar chart rising left to right under an upward trend line, its last bar highlighted in teal, on deep purple',
      },
      {
        heading: 'On-page and Local Optimisation',
        text: '<p>We rewrite titles, headings and internal links, add structured data and tune your Google Business Profile so you appear for searches such as “near me” and area names like Jumeirah or Dubai Marina.</p>',
        image: '/demo/services/seo-2.webp',
        imageAlt: 'Pale and blue rounded cards scattered around a circle outline, on deep purple',
      },
      {
        heading: 'Reporting You Can Act On',
        text: '<p>Every month you receive a short report in plain English: rankings, organic traffic, enquiries from search and what we will do next.</p><ul><li>Search Console and GA4 data</li><li>Leads attributed to organic search</li><li>A clear plan for the coming month</li></ul>',
        image: '/demo/services/seo-3.webp',
        imageAlt:
          'Bar chart climbing steadily to a tall teal final bar under an upward trend line, on deep purple',
      },
    ],
  },
  {
    kind: 'shared',
    key: 'social-media-marketing',
    path: '/social-media-marketing-service-in-dubai-uae',
    meta: {
      title: 'Social Media Marketing Agency in Dubai | Nexa Digital',
      description:
        'Social media marketing in Dubai: strategy, content, community management and paid campaigns on Instagram, TikTok, LinkedIn and Snapchat for UAE brands.',
      keywords: [
        'social media marketing Dubai',
        'social media agency UAE',
        'Instagram marketing Dubai',
        'TikTok marketing UAE',
        'LinkedIn marketing Dubai',
      ],
      canonicalPath: '/social-media-marketing-service-in-dubai-uae',
    },
    banner: {
      subHeading: 'Social Media Marketing in Dubai',
      heading: 'Social Content That Builds Demand',
      image: '/demo/services/social-media-marketing-hero.webp',
      imageAlt:
        'Banner reading “Social Media” beside an outlined smartphone showing four app tiles, one teal, and a teal button, on dark blue',
    },
    info: {
      highlightedWord: 'Scroll-stopping',
      mainHeading: 'Social Media for Brands in the UAE',
      paragraph:
        'UAE audiences spend hours a day on Instagram, TikTok and Snapchat. We plan, create and run social content and paid campaigns that speak to them in the right language and tone, and we measure success in followers who become customers.',
      subBlocks: [
        {
          heading: 'Strategy and Planning',
          text: 'Audience research, content pillars and a monthly calendar aligned with launches, Ramadan, Eid and national events.',
        },
        {
          heading: 'Content Production',
          text: 'Reels, carousels, stories and short videos shot and edited in Dubai, in English and Arabic.',
        },
        {
          heading: 'Paid Social',
          text: 'Meta, TikTok, Snapchat and LinkedIn campaigns with tight targeting, creative testing and clear cost per lead.',
        },
      ],
    },
    imageTextSections: [
      {
        heading: 'A Plan Built on Your Audience',
        text: '<p>We study who follows you, who buys from you and who your competitors reach, then decide which platforms deserve your budget.</p><ul><li>Channel and competitor audit</li><li>Content pillars and tone of voice</li><li>Monthly content calendar</li></ul>',
        image: '/demo/services/social-media-marketing-1.webp',
        imageAlt:
          'Outlined smartphone showing four app tiles, one orange, and a wide orange button at the bottom, on green',
      },
      {
        heading: 'Community Management',
        text: '<p>We reply to comments and messages within business hours, flag sales enquiries to your team and handle complaints calmly before they grow.</p>',
        image: '/demo/services/social-media-marketing-2.webp',
        imageAlt:
          'Pale and orange rounded cards in a loose grid with a circle outline over one of them, on green',
      },
      {
        heading: 'Campaigns Measured Against Sales',
        text: '<p>Paid campaigns are tracked with pixels, conversion APIs and UTM links so you see which posts bring enquiries and orders, not just likes.</p><ul><li>Creative A/B testing every week</li><li>Retargeting of engaged audiences</li><li>Monthly performance review</li></ul>',
        image: '/demo/services/social-media-marketing-3.webp',
        imageAlt:
          'Bar chart rising left to right under an upward trend line, its last bar highlighted in orange, on green',
      },
    ],
  },
  {
    kind: 'shared',
    key: 'google-ads',
    path: '/google-ads-services-agency-in-dubai-uae',
    meta: {
      title: 'Google Ads Agency in Dubai, UAE | Nexa Digital',
      description:
        'Google Ads management in Dubai: Search, Performance Max, Shopping and YouTube campaigns tracked to calls, forms and sales, run by certified specialists.',
      keywords: [
        'Google Ads agency Dubai',
        'PPC management UAE',
        'Google Ads management Dubai',
        'Performance Max agency',
        'pay per click Dubai',
      ],
      canonicalPath: '/google-ads-services-agency-in-dubai-uae',
    },
    banner: {
      subHeading: 'Google Ads Management in Dubai',
      heading: 'Paid Search That Pays for Itself',
      image: '/demo/services/google-ads-hero.webp',
      imageAlt:
        'Banner reading “Google Ads” beside a bar chart rising to a tall teal bar under an upward trend line, on dark blue',
    },
    info: {
      highlightedWord: 'Profitable',
      mainHeading: 'Google Ads Campaigns for UAE Businesses',
      paragraph:
        'Clicks in Dubai are some of the most expensive in the region, so waste hurts. We build tightly structured campaigns, track every call and form, and adjust bids and budgets weekly so your cost per lead falls while volume grows.',
      subBlocks: [
        {
          heading: 'Search and Performance Max',
          text: 'Keyword-led search campaigns and Performance Max set up with clean audience signals and brand exclusions.',
        },
        {
          heading: 'Conversion Tracking',
          text: 'Calls, forms, WhatsApp clicks and purchases tracked with GA4, Tag Manager and enhanced conversions.',
        },
        {
          heading: 'Transparent Management',
          text: 'Your account, your data. You see every change we make and a monthly report on spend, leads and revenue.',
        },
      ],
    },
    imageTextSections: [
      {
        heading: 'Account Audit and Structure',
        text: '<p>We review existing campaigns for wasted spend, then rebuild the structure around your services, locations and margins.</p><ul><li>Search term and negative keyword review</li><li>Campaigns split by service and emirate</li><li>Landing page recommendations</li></ul>',
        image: '/demo/services/google-ads-1.webp',
        imageAlt:
          'Bar chart rising left to right under an upward trend line, its last bar highlighted in yellow, on navy blue',
      },
      {
        heading: 'Ads and Landing Pages That Convert',
        text: '<p>We write ads in English and Arabic, test headlines every week and build fast landing pages focused on one clear action, such as a call or a booking.</p>',
        image: '/demo/services/google-ads-2.webp',
        imageAlt:
          'Blue-grey and mustard rounded cards scattered around a circle outline, on navy blue',
      },
      {
        heading: 'Optimisation Every Week',
        text: '<p>Bids, budgets, audiences and ad schedules are adjusted weekly based on real conversions, not clicks.</p><ul><li>Smart bidding with target CPA or ROAS</li><li>Call tracking with recorded outcomes</li><li>Monthly review call with your specialist</li></ul>',
        image: '/demo/services/google-ads-3.webp',
        imageAlt:
          'Bar chart climbing steadily to a tall yellow final bar under an upward trend line, on navy blue',
      },
    ],
  },
]);

export const servicePages: ServicePage[] = [...numberedServicePages, ...sharedLayoutServicePages];

/** The service page for a canonical path, or undefined. Trailing slashes are ignored. */
export function findServicePage(path: string): ServicePage | undefined {
  return findByPath(servicePages, path);
}
