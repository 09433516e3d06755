// The interface texts of the public site: labels, buttons, screen-reader names, status
// and error messages that the components used to carry in their JSX. One group per
// component (the comment above each says which). The English texts are exactly what the
// components show today; spec-quoted ones (spec points 4, 5 and 8, the not-found page)
// must not change. The Arabic edition is src/content/ar/ui.ts (see editions.ts).
//
// Texts a component glues to something else (a title, a phone number) are functions, so
// each language can put the parts in its own order. A leading space in a text is part of
// it: the component renders it straight after another element.

/** src/app/layout.tsx: the site-wide default meta description. */
export const site = {
  description:
    'Nexa Digital is a Dubai digital agency building websites, mobile apps and e-commerce stores, and growing them with SEO, social media and Google Ads.',
} as const;

/** src/components/site/site-chrome.tsx */
export const siteChrome = {
  skipToContent: 'Skip to content',
} as const;

/** src/components/ui/carousel.tsx (every carousel: showcase, portfolio, testimonials). */
export const carousel = {
  /** aria-roledescription of the region and of each slide. */
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  /** The pause/play button's accessible name. */
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  /** The pause/play button's visible (aria-hidden) word. */
  pauseShort: 'Pause',
  playShort: 'Play',
  previous: 'Previous slide',
  next: 'Next slide',
  /** Each slide's aria-label, e.g. '2 of 10'. */
  slidePosition: (position: number, total: number) => `${position} of ${total}`,
} as const;

/** src/components/site/header.tsx (the bar and the Solutions dropdown). */
export const header = {
  /** The logo link's aria-label. */
  logoLabel: (siteName: string) => `${siteName} home`,
  /** aria-label of the desktop <nav>. */
  mainNavLabel: 'Main',
  /** Visually hidden after the quote panel's 'Learn more'. */
  quoteLinkContext: ' about a quote',
} as const;

/** src/components/site/header.tsx (MobileMenu) and header/mobile-menu.tsx. */
export const mobileMenu = {
  /** aria-label of the mobile <nav>. */
  navLabel: 'Mobile',
  /** The expandable section that holds both service groups. */
  services: 'Services',
  /** The hamburger's aria-label. */
  open: 'Open menu',
  close: 'Close menu',
} as const;

/**
 * The language switcher in the header and the mobile menu (issue 29, deliverable 6).
 * The link names the other language in that language; the rest is in the page's own.
 */
export const languageSwitcher = {
  /** aria-label of the switcher's <nav>. */
  navLabel: 'Language',
  toArabic: 'العربية',
  toEnglish: 'English',
  /** The link's accessible description: where it leads. */
  switchLabel: 'Read this page in Arabic',
  /** On a page with no translation the link opens the other language's home page. */
  untranslatedNotice: (language: string) =>
    `This page is not available in ${language} yet, so the link opens the ${language} home page.`,
  /** The other language's name, for untranslatedNotice. */
  otherLanguageName: 'Arabic',
  /** Shown on this language's home when the switcher came from a page it lacks. */
  arrivedUntranslated:
    'The page you were reading is not available in English yet, so here is the English home page.',
} as const;

/** src/components/site/footer.tsx */
export const footer = {
  /** Visually hidden after 'Schedule a Call'. */
  callContext: (phone: string) => ` on ${phone}`,
  emailHeading: 'Email',
  quickLinksHeading: 'Quick Links',
  quickLinksNavLabel: 'Quick Links',
  legalHeading: 'Legal',
  legalNavLabel: 'Legal',
  followUsHeading: 'Follow us',
  /** A social icon link's aria-label. */
  opensInNewTab: (network: string) => `${network} (opens in a new tab)`,
} as const;

/** src/components/site/navigation-status.tsx */
export const navigationStatus = {
  loading: 'Loading…',
  failed: 'The page did not load.',
  retry: 'Try again',
} as const;

/** src/components/site/page-error.tsx and the error.tsx files of src/app/(site). */
export const pageError = {
  heading: 'Something went wrong',
  /** Follows the message, after a space. */
  tryAgainLater: 'Please try again in a moment.',
  retry: 'Try again',
  home: 'Back to home',
  messages: {
    /** (main)/error.tsx and (landing)/error.tsx via SitePageError. */
    page: 'This page could not be loaded.',
    /** blogs/error.tsx */
    blog: 'This article could not be loaded.',
    /** insights/error.tsx */
    insights: 'The articles could not be loaded.',
    /** case-studies/error.tsx */
    caseStudies: 'The case studies could not be loaded.',
    /** casestudy/error.tsx */
    caseStudy: 'This case study could not be loaded.',
  },
} as const;

/** src/components/site/preview-bar.tsx */
export const previewBar = {
  regionLabel: 'Preview',
  heading: 'Preview — not published',
  /** Follows the heading in the same line. */
  text: ' This is a draft. Visitors see the published page.',
  leave: 'Leave preview',
} as const;

/** src/app/not-found.tsx (spec: the not-found page's texts). */
export const notFound = {
  metaTitle: 'Page Not Found',
  heading: 'Oops! Page Not Found',
  text: "The page you're looking for doesn't exist.",
  home: 'Back to home',
} as const;

/** src/components/site/sections/breadcrumbs.tsx and the crumbs the pages build. */
export const breadcrumbs = {
  navLabel: 'Breadcrumb',
  home: 'Home',
  caseStudies: 'Case Studies',
  insights: 'Insights',
} as const;

/** src/components/site/listing/pagination.tsx */
export const pagination = {
  /** The <nav>'s aria-label; `what` is the list's name, e.g. listings.insights.paginationLabel. */
  navLabel: (what: string) => `Pages of ${what}`,
  /** The links' visible words (after/before an arrow). */
  previous: 'Previous',
  next: 'Next',
  /**
   * The links' full accessible names, which contain the visible word (today the
   * component adds a visually hidden ' page'; Arabic puts the noun first, so the whole
   * name is given).
   */
  previousPage: 'Previous page',
  nextPage: 'Next page',
  position: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** src/components/site/format.ts and the date lines of blogs and policies. */
export const dates = {
  /** Blog banner and the end of the article (spec point 4): followed by the date. */
  published: 'Published Date:',
  /** Policy pages (policy-article.tsx): followed by the date. */
  lastUpdated: 'Last updated',
} as const;

/** src/components/site/cards/teaser-card.tsx and blog-card.tsx */
export const blogCard = {
  /** Home's latest blogs and the insights cards (spec: 'Read more'). */
  readMore: 'Read more',
  /** Most Recent Blogs cards (spec: 'Published By'), followed by the agency's name. */
  publishedBy: 'Published By',
} as const;

/** src/components/site/cards/case-study-card.tsx and teaser-card.tsx */
export const caseStudyCard = {
  /** Showcase and portfolio slides (spec: 'Read More'). */
  readMore: 'Read More',
  /** The case-study list's cards. */
  viewDetails: 'View Details',
  /** aria-label of a card's category chips. */
  servicesLabel: 'Services',
} as const;

/** src/components/site/cards/teaser-card.tsx */
export const teaserCard = {
  /** Visually hidden after 'Read more' / 'Read More': names the card's title. */
  moreContext: (title: string) => `: ${title}`,
} as const;

/** src/components/site/sections/hero-video.tsx */
export const heroVideo = {
  pause: 'Pause background video',
  play: 'Play background video',
} as const;

/** src/components/site/sections/case-study-showcase.tsx */
export const showcase = {
  carouselLabel: 'Success stories',
  loading: 'Loading success stories',
  loadError: 'Success stories could not be loaded. Please try again later.',
  empty: 'New success stories are on their way.',
} as const;

/** src/components/site/sections/portfolio-preview.tsx */
export const portfolio = {
  tagline: 'Portfolio',
  carouselLabel: 'Portfolio',
  loading: 'Loading our portfolio',
  loadError: 'Our portfolio could not be loaded. Please try again later.',
  /** No published case study (in this language): said instead of an empty carousel. */
  empty: 'New case studies are on their way.',
} as const;

/** src/components/site/sections/latest-blogs.tsx */
export const latestBlogs = {
  loading: 'Loading the latest insights',
  /** No published blog (in this language): said instead of an empty row. */
  empty: 'New articles are on their way.',
} as const;

/** src/components/site/sections/testimonials.tsx */
export const testimonialsCarousel = {
  carouselLabel: 'Client reviews',
  /** The stars' aria-label. */
  rating: (rating: number) => `Rated ${rating} out of 5`,
  /** Under the reviewer's name: their role at their company. */
  roleAt: (role: string, company: string) => `${role}, ${company}`,
} as const;

/** src/components/site/sections/company-about.tsx */
export const companyAboutSection = {
  /** Visually hidden after a box's 'Learn More'; `boxTitle` is 'Ambition' or 'Mission'. */
  linkContext: (boxTitle: string) => ` about our ${boxTitle.toLowerCase()}`,
} as const;

/** src/components/site/sections/specialization.tsx */
export const specialization = {
  /** Visually hidden after a card's 'Get Started'. */
  ctaContext: (cardHeading: string) => ` with ${cardHeading}`,
} as const;

/** src/components/site/sections/image-text-block.tsx (spec: 'MAKE APPOINTMENT'). */
export const imageText = {
  appointment: 'MAKE APPOINTMENT',
} as const;

/** src/components/site/sections/policy-article.tsx (the date line is dates.lastUpdated). */
export const policyArticle = {
  eyebrow: 'Legal',
} as const;

/** src/components/site/services/numbered-service-template.tsx */
export const numberedService = {
  /** The e-commerce hero's button (spec). */
  getStarted: 'Get Started',
  /** The other numbered pages' hero button. */
  getQuote: 'Get a Quote',
  sectionsTagline: 'What we deliver',
  /** `serviceName` is the service's navigation label, e.g. 'Web Development'. */
  sectionsHeading: (serviceName: string) => `Our ${serviceName} Services`,
} as const;

/** src/components/site/services/shared-service-template.tsx (the info section). */
export const sharedService = {
  /** Dials the main phone number. */
  getStarted: 'Get Started',
  /** Visually hidden after 'Get Started'. */
  callContext: (phone: string) => `: call us on ${phone}`,
} as const;

/**
 * src/components/site/services/location-content.ts: what every location page shows
 * that it has no fields for (the three info sub-blocks, the section pictures' alt texts).
 */
export const locationPage = {
  subBlocks: [
    {
      heading: 'Strategy First',
      text: 'Every project starts with your goals, your customers and your competitors, agreed in writing before design begins.',
    },
    {
      heading: 'One Accountable Team',
      text: 'Designers, engineers and marketers under one roof, with a named lead who answers for deadlines and results.',
    },
    {
      heading: 'Measured Results',
      text: 'Clear monthly reporting on leads, bookings and revenue, so you always know what your budget achieves.',
    },
  ],
  /** Alt texts of /demo/locations/location-1..3.webp, in that order. */
  sectionImageAlts: [
    'Stylised city skyline in teal, with a slender needle-shaped tower rising above the blocks at its centre',
    'Stylised city skyline in sand and bronze tones, with a slender needle-shaped tower at its centre',
    'Stylised city skyline glowing pink and blue, with a slender pink needle-shaped tower at its centre',
  ],
  /** (landing)/[slug]/loading.tsx */
  loading: 'Loading the page',
} as const;

/** src/components/site/case-study/case-study-detail.tsx, casestudy/[id]/*. */
export const caseStudyPage = {
  /** Title when the record has no heroHeading. */
  fallbackTitle: 'Case study',
  /** Spec point 4: the hero's INDUSTRY label. */
  industry: 'INDUSTRY',
  servicesDelivered: 'Services delivered',
  /** The testimonial video's aria-label. */
  videoLabel: (clientOrTitle: string) => `Video: ${clientOrTitle}`,
  /** The caption track's label (the captions are in English). */
  captionsLabel: 'English',
  /** Section headings when the record leaves them empty. */
  overview: 'Overview',
  solution: 'Our Solution',
  results: 'Results',
  /** casestudy/[id]/page.tsx: the meta description when the record has no text for it. */
  metaDescription: (title: string) => `A case study by Nexa Digital: ${title}.`,
  loading: 'Loading the case study',
} as const;

/** src/app/(site)/(main)/blogs/[id]/* (the banner's date line is dates.published). */
export const blogPage = {
  mostRecentHeading: 'Most Recent Blogs',
  loadingRecent: 'Loading recent blogs',
  /** The only blog published (in this language): said instead of an empty section. */
  noRecent: 'More articles are on their way.',
  loading: 'Loading the article',
} as const;

/** Both public lists' later pages (case-studies/listing.tsx, insights/listing.tsx). */
export const listPage = {
  title: (title: string, page: number) => `${title} (page ${page})`,
  description: (description: string, page: number) => `${description} Page ${page}.`,
} as const;

/** src/app/(site)/(main)/case-studies/listing.tsx */
export const caseStudiesPage = {
  metaTitle: 'Case Studies: Websites, Apps and Campaigns',
  metaDescription:
    'Case studies from Nexa Digital: e-commerce stores, web platforms, mobile apps and marketing campaigns we designed, built and grew for businesses in the UAE.',
  eyebrow: 'Case Studies',
  heading: 'Success Stories from Our Clients',
  text: 'How retail, logistics, healthcare, property, fitness and finance businesses grew with the products we built for them.',
  listLabel: 'All case studies',
  empty: 'New case studies are on their way.',
  /** For pagination.navLabel. */
  paginationLabel: 'case studies',
} as const;

/** src/app/(site)/(main)/insights/listing.tsx */
export const insightsPage = {
  metaTitle: 'Insights: Web, App and Digital Marketing Articles',
  metaDescription:
    'Trending articles from the Nexa Digital team on website costs, app development, UX, e-commerce, SEO, social media and Google Ads for businesses in the UAE.',
  eyebrow: 'Insights',
  heading: 'Trending Blogs',
  text: 'Practical advice from our designers, engineers and marketers on building and growing digital products in the UAE.',
  listLabel: 'All articles',
  loadError: 'Our latest articles will be back shortly.',
  empty: 'New articles are on their way.',
  /** For pagination.navLabel. */
  paginationLabel: 'articles',
} as const;

/** src/app/(site)/(main)/company/page.tsx */
export const companyPage = {
  eyebrow: 'Company',
  getStarted: 'Get Started',
} as const;

/** src/app/(site)/(main)/contact/page.tsx (the page form's copy is in contact-page.ts). */
export const contactPage = {
  eyebrow: 'Contact',
  reachUsHeading: 'Reach us directly',
  phone: 'Phone',
  email: 'Email',
  headOffice: 'Dubai (head office)',
  openingHours: 'Opening hours',
} as const;

/** src/components/site/contact/contact-section.tsx (the main form's panel). */
export const contactSection = {
  callUs: 'Call us',
  emailUs: 'Email us',
  visitUs: 'Visit us',
} as const;

/**
 * src/components/site/contact/contact-form.tsx (both forms) and the messages of
 * src/lib/schemas/contact.ts and fields.ts that the browser shows. The schemas' labels
 * are the field labels below ('Full name' on the main form, 'Name' on the page form).
 */
export const contactForm = {
  labels: {
    /** The main form's name field. */
    fullName: 'Full name',
    /** The contact page form's name field. */
    name: 'Name',
    email: 'Email',
    phoneNum: 'Phone number',
    businessName: 'Business name',
    role: 'Role',
    message: 'Message',
  },
  /** After the label of the two optional fields. */
  optional: ' (optional)',
  /** The honeypot's label (hidden from people). */
  honeypot: 'Leave this field empty',
  buttons: {
    /** The submit button while sending (the idle labels are in contact-page.ts). */
    sending: 'Sending…',
  },
  messages: {
    /** Spec point 8: the main form (home, company and service pages). */
    main: {
      success: 'Message Sent Successfully.',
      failure: 'Message failed to send, try again by reloading the page.',
    },
    /** Spec point 8: the contact page form. */
    page: {
      success: 'Form Submitted Successfully!',
      failure: 'Email failed to send, try again by reloading the page.',
    },
    /** Shown under the failure message when no answer came at all (offline, timeout). */
    offline: 'Check your internet connection.',
    /** Announced to screen readers while sending. */
    sending: 'Sending your message…',
  },
  validation: {
    required: (label: string) => `${label} is required.`,
    tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    invalidEmail: 'Enter a valid email address.',
    notText: (label: string) => `${label} must be text.`,
  },
} as const;

/** src/server/seo/json-ld.ts: the name of the services' offer catalog. */
export const structuredData = {
  offerCatalogName: 'Digital services',
} as const;
