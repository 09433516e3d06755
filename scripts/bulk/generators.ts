// Realistic-looking records for bulk seeding: blogs with 3-6 sections of ~1.5 KB of
// HTML in the sanitizer's allowlist, fully filled case studies and location pages, and
// media library assets (rows pointing at the demo files).
// Everything is drawn from a seeded generator; the run id only makes slugs and ids
// unique, so a second run never collides with the first.
import { createHash } from 'node:crypto';
import { demoBlogs, demoCaseStudies } from '../../src/server/db/seed-data';
import { blogFields } from '../../src/lib/content-types/blog';
import { caseStudyFields } from '../../src/lib/content-types/case-study';
import { emptyColumnsOf } from '../../src/lib/content-types/fields';
import { locationPageFields } from '../../src/lib/content-types/location-page';
import type { BlogSection } from '../../src/lib/records';
import type { Insertable } from 'kysely';
import type {
  BlogTable,
  CaseStudyTable,
  LocationPageTable,
  EnquiryTable,
  MediaAssetTable,
  WithoutPublication,
} from '../../src/server/db/schema';
import { DEMO_MEDIA } from '../../src/server/media/demo-media';
import { createRandom, type Random } from './random';

/** A blog row as inserted, with its sections. */
export type GeneratedBlog = Omit<WithoutPublication<BlogTable>, 'blog_id'> & {
  sections: BlogSection[];
};

export type GeneratedCaseStudy = WithoutPublication<CaseStudyTable>;
export type GeneratedLocationPage = Omit<WithoutPublication<LocationPageTable>, 'location_id'>;

export interface CategoryChoice {
  category_id: number;
  category: string;
}

const SITE_ORIGIN = 'https://nexadigital.ae';

// A field the generators do not write yet is stored empty (a new field needs no edit here).
const EMPTY_BLOG = emptyColumnsOf(blogFields);
const EMPTY_CASE_STUDY = emptyColumnsOf(caseStudyFields);
const EMPTY_LOCATION_PAGE = emptyColumnsOf(locationPageFields);

// Media that exists under public/demo, taken from the demo records that reference it.
const BLOG_IMAGES = [...new Set(demoBlogs.map((b) => b.blog_image))];
const CASE_STUDY_MEDIA = demoCaseStudies.map((c) => ({
  bannerImage: c.bannerImage,
  video: c.video,
  sec1Img: c.sec1Img,
  sec2Img: c.sec2Img,
  sec3Img2: c.sec3Img2,
}));

/** Lowercase words joined by single hyphens: letters and digits only. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------- word banks

const CITIES = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Ras Al Khaimah',
  'Fujairah',
  'Al Ain',
  'Business Bay',
  'Dubai Marina',
  'Jumeirah',
  'Deira',
  'Downtown Dubai',
  'Jumeirah Lake Towers',
  'Dubai Silicon Oasis',
  'Al Quoz',
  'Dubai Internet City',
  'Umm Al Quwain',
  'Riyadh',
  'Jeddah',
  'Doha',
  'Muscat',
  'Manama',
  'Kuwait City',
];
const TITLE_PLACES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'the UAE', 'the GCC', 'Business Bay'];

const AUDIENCES = [
  'Start-ups',
  'Retailers',
  'Restaurants',
  'Clinics',
  'Real Estate Agencies',
  'Schools',
  'Law Firms',
  'Hotels',
  'Family Businesses',
  'SMEs',
  'B2B Companies',
  'Fitness Studios',
  'Car Dealers',
  'Interior Designers',
];

const TOPICS_BY_CATEGORY: Record<string, string[]> = {
  'Web Development': [
    'Website Redesign',
    'Corporate Website',
    'Next.js Website',
    'Website Maintenance',
    'Bilingual Website',
    'Web Accessibility',
    'Website Speed',
    'Headless CMS',
  ],
  'Mobile Apps': [
    'Mobile App',
    'Flutter App',
    'Delivery App',
    'Booking App',
    'App Store Launch',
    'MVP App',
  ],
  'UI/UX Design': [
    'UX Research',
    'Design System',
    'Checkout Design',
    'Arabic UI Design',
    'Usability Testing',
    'Wireframing',
  ],
  'E-commerce': [
    'Online Store',
    'Shopify Store',
    'Checkout Conversion',
    'Product Page',
    'Same-Day Delivery',
    'Payment Gateway',
  ],
  SEO: [
    'Local SEO',
    'Technical SEO',
    'Arabic SEO',
    'Google Business Profile',
    'Link Building',
    'Content Strategy',
  ],
  'Social Media': [
    'Instagram Marketing',
    'TikTok Content',
    'Influencer Campaign',
    'Social Media Calendar',
    'LinkedIn Strategy',
    'Community Management',
  ],
  'Paid Ads': [
    'Google Ads',
    'Meta Ads',
    'Performance Max',
    'Retargeting',
    'Snapchat Ads',
    'Ad Budget',
  ],
};
const ALL_TOPICS = Object.values(TOPICS_BY_CATEGORY).flat();

const TITLE_TEMPLATES: ((t: string, a: string, p: string, y: string, n: number) => string)[] = [
  (t, _a, p) => `How to Plan a ${t} Project in ${p}`,
  (t, a, p, _y, n) => `${n} ${t} Mistakes ${a} in ${p} Still Make`,
  (t, a, _p, y) => `${t} in ${y}: A Practical Guide for ${a}`,
  (t, _a, p, y) => `What Does ${t} Cost in ${p} in ${y}`,
  (t, a) => `Why ${a} in the UAE Are Investing in ${t}`,
  (t, a) => `The ${t} Checklist for ${a}`,
  (t) => `Getting More From ${t} During Ramadan`,
  (t, _a, _p, _y, n) => `${n} Questions to Ask Before Your Next ${t} Project`,
  (t, a) => `A Simple Guide to ${t} for ${a}`,
  (t, _a, _p, y) => `${t} Trends to Watch in ${y}`,
  (t, _a, p, _y, n) => `Lessons From ${n} ${t} Projects in ${p}`,
  (t, a, p) => `Is ${t} Worth It for ${a} in ${p}`,
];

const HEADINGS = [
  'Why it matters',
  'Where to start',
  'Common mistakes to avoid',
  'What it costs',
  'How long it takes',
  'Measuring the results',
  'Choosing the right partner',
  'A checklist before launch',
  'Our recommendation',
  'Questions to ask an agency',
  'Working with Arabic content',
  'Keeping it fast on mobile',
  'What your customers expect',
  'Planning around Ramadan and Eid',
  'Budgeting for the first year',
  'Getting your team on board',
  'Tools we rely on',
  'A realistic timeline',
  'What good looks like',
  'After launch',
];

const OPENERS = [
  '',
  '',
  '',
  'In practice, ',
  'For most businesses in the UAE, ',
  'As a rule of thumb, ',
  'In our experience, ',
  'Across Dubai, ',
  'Before you commit a budget, ',
  'Once the basics are in place, ',
  'During Ramadan and the summer months, ',
  'For bilingual audiences, ',
  'On most of our projects, ',
];
const SUBJECTS = [
  'a clear brief',
  'the right agency',
  'a fast mobile site',
  'a complete Google Business Profile',
  'a well-structured landing page',
  'Arabic content written by native speakers',
  'a documented content calendar',
  'server-side conversion tracking',
  'a focused first release',
  'regular testing with real users',
  'a clean product feed',
  'structured data on key pages',
  'a named account manager',
  'a shared design system',
  'weekly reporting in plain language',
  'a simple checkout with local payment methods',
  'a short discovery phase',
  'an honest look at the analytics',
  'a maintenance plan agreed up front',
  'consistent branding across every channel',
];
const REDUCE_VERBS = ['reduces', 'cuts', 'lowers', 'shrinks'];
const REDUCE_OBJECTS = [
  'the cost per lead',
  'weeks of rework',
  'the number of support tickets',
  'bounce rates on mobile',
  'time spent on manual admin',
  'abandoned baskets',
  'the risk of a delayed launch',
  'wasted ad spend',
];
const IMPROVE_VERBS = ['improves', 'lifts', 'strengthens', 'raises'];
const IMPROVE_OBJECTS = [
  'conversion rates',
  'trust with first-time visitors',
  'rankings for local searches',
  'the quality of enquiries',
  'repeat orders',
  'engagement on Instagram and TikTok',
  'the return on every dirham spent',
  'the speed of every page',
];
const TAILS = [
  '',
  '',
  ' within the first quarter',
  ' without adding headcount',
  ' for businesses in Dubai and Abu Dhabi',
  ' long before launch day',
  ' across English and Arabic pages',
  ' in a market as competitive as the UAE',
  ' when it is reviewed every month',
  ' for customers who shop on their phones',
];
const LIST_LEADS = [
  'Discovery',
  'Design',
  'Content',
  'Tracking',
  'Speed',
  'Support',
  'Budget',
  'Timeline',
  'Hosting',
  'Security',
  'Accessibility',
  'Reporting',
];

function makeSentence(r: Random): string {
  const kind = r.int(0, 19);
  if (kind === 0) {
    return `Around ${r.int(70, 95)} percent of visitors in the UAE browse on their phones, so every page has to load quickly on 4G.`;
  }
  if (kind === 1) {
    const weeks = r.int(4, 14);
    return `A typical project of this kind takes ${weeks} to ${weeks + r.int(2, 6)} weeks from the first workshop to launch.`;
  }
  if (kind === 2) {
    return `Budgets usually start at AED ${r.int(5, 60)},000 and grow with the number of integrations and languages.`;
  }
  const [verbs, objects] = r.chance(0.5)
    ? [REDUCE_VERBS, REDUCE_OBJECTS]
    : [IMPROVE_VERBS, IMPROVE_OBJECTS];
  const opener = r.pick(OPENERS);
  const subject = r.pick(SUBJECTS);
  const lead = opener ? subject : subject[0]!.toUpperCase() + subject.slice(1);
  return `${opener}${lead} ${r.pick(verbs)} ${r.pick(objects)}${r.pick(TAILS)}.`;
}

// ---------------------------------------------------------------- dates

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2019, 0, 1);
const LAST_DAY = Date.UTC(2025, 11, 31);
const DAY_SPAN = (LAST_DAY - FIRST_DAY) / DAY_MS;

/** A moment between 2019 and the end of 2025, as an ISO timestamp. */
function randomMoment(r: Random): Date {
  return new Date(FIRST_DAY + r.int(0, DAY_SPAN) * DAY_MS + r.int(7 * 3600, 20 * 3600) * 1000);
}

function laterMoment(r: Random, from: Date): string {
  return new Date(from.getTime() + (r.chance(0.6) ? 0 : r.int(1, 90) * DAY_MS)).toISOString();
}

// ---------------------------------------------------------------- generators

export interface GeneratorOptions {
  seed: number;
  runId: string;
}

/** The text pools every record draws from, built once per stream. */
function sentencePool(r: Random, size: number): string[] {
  return Array.from({ length: size }, () => makeSentence(r));
}

function sentences(r: Random, pool: string[], count: number): string {
  let out = r.pick(pool);
  for (let i = 1; i < count; i++) out += ' ' + r.pick(pool);
  return out;
}

/** One section's HTML: paragraphs and a list, about `target` characters long. */
function sectionHtml(r: Random, pool: string[], target: number): string {
  const parts: string[] = [`<p>${sentences(r, pool, r.int(3, 4))}</p>`];
  let length = parts[0]!.length;
  let listed = false;
  while (length < target) {
    let part: string;
    if (!listed && r.chance(0.6)) {
      listed = true;
      const items = pickDistinct(r, LIST_LEADS, r.int(3, 5)).map(
        (lead) => `<li><strong>${lead}:</strong> ${r.pick(pool)}</li>`,
      );
      part = `<ul>${items.join('')}</ul>`;
    } else if (r.chance(0.4)) {
      part = `<p>${r.pick(pool)} <strong>${r.pick(pool)}</strong> ${r.pick(pool)}</p>`;
    } else {
      part = `<p>${sentences(r, pool, r.int(2, 4))}</p>`;
    }
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

export function createBlogGenerator(options: GeneratorOptions, categories: CategoryChoice[]) {
  const r = createRandom(`${options.seed}:blogs`);
  const pool = sentencePool(r, 4000);
  return (index: number): GeneratedBlog => {
    const moment = randomMoment(r);
    const date = moment.toISOString().slice(0, 10);
    const category = categories.length > 0 ? r.pick(categories) : undefined;
    const topics = (category && TOPICS_BY_CATEGORY[category.category]) || ALL_TOPICS;
    const title = r.pick(TITLE_TEMPLATES)(
      r.pick(topics),
      r.pick(AUDIENCES),
      r.pick(TITLE_PLACES),
      date.slice(0, 4),
      r.int(3, 12),
    );
    const slug = `${slugify(title)}-${options.runId}-${index.toString(36)}`;
    const sections = pickDistinct(r, HEADINGS, r.int(3, 6)).map((heading) => ({
      heading,
      paragraph: sectionHtml(r, pool, r.int(1150, 1550)),
    }));
    const createdAt = moment.toISOString();
    return {
      ...EMPTY_BLOG,
      slug_url: slug,
      title,
      brief_paragraph: sentences(r, pool, r.int(2, 3)),
      blog_image: r.pick(BLOG_IMAGES),
      published_date: date,
      metaTitle: title.length > 50 ? title : `${title} | Nexa Digital`,
      metaDescription: r.pick(pool),
      canonicalLink: `${SITE_ORIGIN}/blogs/${slug}`,
      category: category?.category_id ?? null,
      createdAt,
      updatedAt: laterMoment(r, moment),
      sections,
    };
  };
}

const CLIENT_PREFIXES = [
  'Souq',
  'Falcon',
  'Al Noor',
  'Marina',
  'Oasis',
  'Dune',
  'Pearl',
  'Sidra',
  'Ghaf',
  'Jumeirah',
  'Creek',
  'Saffron',
  'Harbour',
  'Najm',
  'Emerald',
  'Barakah',
  'Desert Rose',
  'Wadi',
];
const INDUSTRIES: { industry: string; suffixes: string[]; customers: string }[] = [
  { industry: 'Retail & Grocery', suffixes: ['Fresh', 'Market', 'Store'], customers: 'shoppers' },
  { industry: 'Logistics & Transport', suffixes: ['Logistics', 'Freight'], customers: 'shippers' },
  {
    industry: 'Healthcare',
    suffixes: ['Clinics', 'Medical Centre', 'Dental'],
    customers: 'patients',
  },
  { industry: 'Real Estate', suffixes: ['Realty', 'Properties', 'Homes'], customers: 'buyers' },
  { industry: 'Hospitality', suffixes: ['Hotels', 'Resorts', 'Kitchen'], customers: 'guests' },
  { industry: 'Education', suffixes: ['Academy', 'Learning', 'School'], customers: 'students' },
  {
    industry: 'Fitness & Wellness',
    suffixes: ['Fitness', 'Wellness', 'Studios'],
    customers: 'members',
  },
  { industry: 'Automotive', suffixes: ['Motors', 'Auto Care', 'Cars'], customers: 'drivers' },
  { industry: 'Finance', suffixes: ['Capital', 'Exchange', 'Pay'], customers: 'clients' },
  {
    industry: 'Travel & Tourism',
    suffixes: ['Travel', 'Tours', 'Holidays'],
    customers: 'travellers',
  },
];
const SERVICES = [
  'Ecommerce Development',
  'Web Development',
  'App Development',
  'UI/UX Design',
  'API Integration',
  'CRM Integration',
  'CMS Development',
  'SEO',
  'Google Ads',
  'SMM',
  'Branding',
  'Content Marketing',
  'Live Chat Solutions',
];
const HERO_PROMISES = [
  'A Store Built for Same-Day Delivery',
  'Real-Time Tracking Across the Gulf',
  'Bookings Without the Phone Calls',
  'A Bilingual Website That Converts',
  'An App Customers Open Every Week',
  'Doubling Organic Leads in Six Months',
  'One Platform Instead of Five Spreadsheets',
  'A Brand Ready for Regional Growth',
  'Faster Pages, Fewer Abandoned Baskets',
];
const SECTION_TITLES = [
  'From Manual Work to One Platform',
  'A Mobile-First Experience',
  'Designed With Real Customers',
  'Built to Scale With Demand',
  'Bilingual From Day One',
  'Data Everyone Can Trust',
  'A Launch Without Surprises',
];
const CHALLENGES = [
  'Manual processes and disconnected systems',
  'A slow website that lost mobile visitors',
  'Rising ad costs with few qualified leads',
  'No single view of customers',
  'An outdated brand in a crowded market',
];
const APPROACHES = [
  'Headless commerce with live integrations',
  'A research-led redesign',
  'An integrated web platform',
  'Search and paid media in one plan',
  'A cross-platform app with a shared back end',
];
const OUTCOMES = [
  'A platform that scales with demand',
  'Faster service and happier customers',
  'More leads at a lower cost',
  'A brand customers recognise',
  'Growth without extra headcount',
];
const RESULT_TEXTS = [
  'Increase in mobile conversion rate',
  'Growth in daily orders',
  'Fewer support calls',
  'Average page load time',
  'Lower cost per acquisition',
  'Growth in organic sign-ups',
  'On-time delivery rate',
  'Monthly organic visitors',
  'Returning customers',
  'Bookings made online',
];

/** `count` different items, in random order (a partial Fisher-Yates shuffle). */
function pickDistinct<T>(r: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = 0; i < count; i++) {
    const j = r.int(i, copy.length - 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

function resultFigure(r: Random): string {
  switch (r.int(0, 3)) {
    case 0:
      return `${r.int(1, 4)}.${r.int(0, 9)}x`;
    case 1:
      return `${r.int(1, 3)}.${r.int(0, 9)}s`;
    case 2:
      return `${r.int(2, 90) * 10}+`;
    default:
      return `${r.int(12, 98)}%`;
  }
}

export function createCaseStudyGenerator(options: GeneratorOptions) {
  const r = createRandom(`${options.seed}:case-studies`);
  const pool = sentencePool(r, 1500);
  // 8 hex from the run id keep ids of different runs apart; 6 hex of index keep them unique.
  const idPrefix = createHash('sha256').update(options.runId).digest('hex').slice(0, 8);
  return (index: number): GeneratedCaseStudy => {
    const { industry, suffixes, customers } = r.pick(INDUSTRIES);
    const clientName = `${r.pick(CLIENT_PREFIXES)} ${r.pick(suffixes)}`;
    const media = r.pick(CASE_STUDY_MEDIA);
    const services = pickDistinct(r, SERVICES, 4);
    const moment = randomMoment(r);
    const paragraph = (count: number) => sentences(r, pool, count);
    const [sec1Heading, sec2Heading] = pickDistinct(r, SECTION_TITLES, 2);
    const results = pickDistinct(r, RESULT_TEXTS, 4);
    return {
      ...EMPTY_CASE_STUDY,
      id: `${idPrefix}${index.toString(16).padStart(6, '0')}${r.hex(10)}`,
      heroHeading: `${clientName}: ${r.pick(HERO_PROMISES)}`,
      clientName,
      industry,
      industryText: `${clientName} serves ${customers} across ${r.pick(CITIES)} and the wider UAE. ${paragraph(1)}`,
      bannerImage: media.bannerImage,
      video: media.video,
      category1: services[0]!,
      category2: services[1]!,
      category3: services[2]!,
      category4: services[3]!,
      template: r.chance(0.5) ? 'template1' : 'template2',
      sec1Heading: sec1Heading!,
      sec1Para: paragraph(4),
      sec1Img: media.sec1Img,
      sec2Heading: sec2Heading!,
      sec2Para: paragraph(3),
      sec2Img: media.sec2Img,
      sec3Heading1: 'The Challenge',
      sec3Heading2: 'Our Approach',
      sec3Heading3: 'The Outcome',
      sec3SubHeading1: r.pick(CHALLENGES),
      sec3SubHeading2: r.pick(APPROACHES),
      sec3SubHeading3: r.pick(OUTCOMES),
      sec3Para1: paragraph(2),
      sec3Para2: paragraph(2),
      sec3Para3: paragraph(2),
      sec3Img2: media.sec3Img2,
      sec4Heading: r.pick(['Results After Six Months', 'Operational Impact', 'The Numbers']),
      sec4SubHeading: r.pick([
        'Measured against the six months before launch',
        'First quarter after go-live',
        'Year on year',
      ]),
      sec4Percentage1: resultFigure(r),
      sec4Percentage2: resultFigure(r),
      sec4Percentage3: resultFigure(r),
      sec4Percentage4: resultFigure(r),
      sec4Text1: results[0]!,
      sec4Text2: results[1]!,
      sec4Text3: results[2]!,
      sec4Text4: results[3]!,
      createdAt: moment.toISOString(),
      updatedAt: laterMoment(r, moment),
    };
  };
}

/** A service as a heading, inside a sentence, and as a search keyword. */
const LOCATION_SERVICES = [
  ['Web Design Company', 'web design company', 'web design'],
  ['Digital Marketing Agency', 'digital marketing agency', 'digital marketing'],
  ['App Development Company', 'app development company', 'app development'],
  ['SEO Agency', 'SEO agency', 'SEO'],
  ['Ecommerce Development Company', 'ecommerce development company', 'ecommerce development'],
  ['Social Media Agency', 'social media agency', 'social media marketing'],
  ['Google Ads Agency', 'Google Ads agency', 'Google Ads'],
  ['Branding Agency', 'branding agency', 'branding'],
] as const;
const HIGHLIGHTS = [
  'Trusted',
  'Measurable',
  'Scalable',
  'Creative',
  'Reliable',
  'Bilingual',
  'Proven',
];
const LOCATION_HEADINGS = [
  'Research-Led Strategy',
  'Design That Converts',
  'Development Built to Last',
  'Support After Launch',
  'Campaigns Measured Weekly',
  'Content in English and Arabic',
  'Transparent Reporting',
];

export function createLocationPageGenerator(options: GeneratorOptions) {
  const r = createRandom(`${options.seed}:location-pages`);
  const pool = sentencePool(r, 1500);
  return (index: number): GeneratedLocationPage => {
    const [service, phrase, keyword] = r.pick(LOCATION_SERVICES);
    const city = r.pick(CITIES);
    const heading = `${service} in ${city}`;
    const [heading2, heading3, heading4] = pickDistinct(r, LOCATION_HEADINGS, 3);
    // The bulk- prefix keeps these clear of the site's own routes.
    const slug = `bulk-${slugify(heading)}-${options.runId}-${index.toString(36)}`;
    const moment = randomMoment(r);
    return {
      ...EMPTY_LOCATION_PAGE,
      slug_url: slug,
      main_heading: heading,
      main_paragraph: `Nexa Digital works with businesses in ${city} as a ${phrase}. ${sentences(r, pool, 2)}`,
      highlighted_heading: r.pick(HIGHLIGHTS),
      heading_1: `${service.replace(/ (Company|Agency)$/, '')} for ${city} Businesses`,
      heading_2: heading2!,
      heading_3: heading3!,
      heading_4: heading4!,
      paragraph_1: sentences(r, pool, 3),
      paragraph_2: sentences(r, pool, 3),
      paragraph_3: sentences(r, pool, 3),
      paragraph_4: sentences(r, pool, 3),
      meta_title: `${heading} | Nexa Digital`,
      meta_keywords: `${keyword} ${city}, ${phrase} ${city}, ${keyword} UAE`,
      meta_link: `${SITE_ORIGIN}/${slug}`,
      meta_description: `Nexa Digital is a ${phrase} serving ${city}. ${r.pick(pool)}`,
      createdAt: moment.toISOString(),
      updatedAt: laterMoment(r, moment),
    };
  };
}

// ---------------------------------------------------------------- media assets

/** An asset row of the media library as inserted (rows only: no file is written). */
export type GeneratedAsset = Omit<Insertable<MediaAssetTable>, 'id'>;

// Each bulk asset points at a real file under public/demo (so the library's grid shows a
// picture), told apart by a query the file server ignores: addresses are unique.
const DEMO_IMAGES = DEMO_MEDIA.filter((media) => media.kind === 'image');
const DEMO_VIDEOS = DEMO_MEDIA.filter((media) => media.kind === 'video');
const ASSET_SUBJECTS = [
  'Dubai Marina skyline',
  'Reception desk',
  'Team workshop',
  'Product flat lay',
  'Storefront',
  'Mobile app screens',
  'Analytics dashboard',
  'Client meeting',
  'Desert campaign shoot',
  'Launch event',
  'Burj Khalifa view',
  'Coffee shop interior',
  'Warehouse floor',
  'Clinic waiting room',
  'Delivery rider',
  'Villa exterior',
];
const ASSET_DETAILS = [
  'at dusk',
  'in the morning light',
  'close-up',
  'wide shot',
  'from above',
  'with the team',
  'on a phone',
  'before the redesign',
  'after the redesign',
  'in Arabic and English',
];
const UPLOADERS = ['Ada Admin', 'Layla Hassan', 'Omar Farouk', 'Priya Nair', 'Ed Editor'];

export function createAssetGenerator(options: GeneratorOptions) {
  const r = createRandom(`${options.seed}:assets`);
  return (index: number): GeneratedAsset => {
    const video = r.chance(0.08);
    const file = r.pick(video ? DEMO_VIDEOS : DEMO_IMAGES);
    const subject = r.pick(ASSET_SUBJECTS);
    const detail = r.pick(ASSET_DETAILS);
    const extension = file.url.slice(file.url.lastIndexOf('.') + 1);
    // Most pictures are described; some are not yet, a few are decorative.
    const described = !video && r.chance(0.75);
    const moment = randomMoment(r);
    return {
      url: `${file.url}?bulk=${options.runId}-${index.toString(36)}`,
      name: `${slugify(`${subject} ${detail}`)}-${String(index + 1).padStart(5, '0')}.${extension}`,
      kind: file.kind,
      type: file.type,
      size: file.size,
      width: file.width,
      height: file.height,
      alt: described ? `${subject} ${detail}` : '',
      decorative: !video && !described && r.chance(0.3) ? 1 : 0,
      caption: r.chance(0.2) ? `${subject}, ${r.pick(CITIES)}` : '',
      focalX: video ? 50 : r.int(20, 80),
      focalY: video ? 50 : r.int(20, 80),
      uploadedBy: r.pick(UPLOADERS),
      uploadedAt: moment.toISOString(),
      updatedAt: laterMoment(r, moment),
    };
  };
}

// ---------------------------------------------------------------- enquiries

export type GeneratedEnquiry = Omit<Insertable<EnquiryTable>, 'id'>;

const ENQUIRY_PAGES = [
  '/',
  '/contact',
  '/company',
  '/web-development-service-in-dubai-uae',
  '/search-engine-optimization-services-dubai-uae',
  '/google-ads-services-agency-in-dubai-uae',
  '/mobile-app-development-dubai-uae',
  '/insights',
  '/case-studies',
  '/web-design-company-abu-dhabi',
];
const CAMPAIGN_SOURCES = ['google', 'newsletter', 'facebook', 'instagram', 'linkedin'];
const REFERRERS = [
  'www.google.com',
  'www.bing.com',
  'www.linkedin.com',
  'clutch.co',
  'www.instagram.com',
];
const FIRST_NAMES = [
  'Sara',
  'Omar',
  'Layla',
  'Ahmed',
  'Priya',
  'John',
  'Fatima',
  'Yusuf',
  'Mei',
  'Hassan',
];
/** The pipeline as an agency's inbox looks after a while: most handled, a tenth spam. */
const STATUS_SHARES: [string, number][] = [
  ['new', 0.3],
  ['contacted', 0.3],
  ['won', 0.12],
  ['lost', 0.18],
  ['spam', 0.1],
];
const ENQUIRY_SPAN_DAYS = 400;

/** Enquiries spread over the last 400 days (the dashboard reads up to 12 months of them). */
export function createEnquiryGenerator(options: GeneratorOptions, now = Date.now()) {
  const r = createRandom(`${options.seed}:enquiries`);
  return (index: number): GeneratedEnquiry => {
    const form = r.chance(0.6) ? 'main' : 'page';
    const created = new Date(now - r.int(0, ENQUIRY_SPAN_DAYS * 24 * 3600) * 1000);
    let roll = r.next();
    const status = STATUS_SHARES.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'new';
    const campaign = r.chance(0.4);
    const utmSource = campaign ? r.pick(CAMPAIGN_SOURCES) : '';
    const referrer = campaign || r.chance(0.5) ? r.pick(REFERRERS) : '';
    const page = r.pick(ENQUIRY_PAGES);
    const name = `${r.pick(FIRST_NAMES)} ${index.toString(36)}`;
    return {
      form,
      name: name.slice(0, 12),
      email: `bulk-${options.runId}-${index.toString(36)}@client.test`,
      phoneNum: form === 'page' ? '+971 50 000 0000' : 'none',
      businessName: form === 'page' ? `${r.pick(CITIES)} Trading` : '',
      role: form === 'page' ? 'Owner' : '',
      message: 'We would like a quote for a new website and its SEO.',
      formType: form === 'main' ? 'home' : '',
      createdAt: created.toISOString(),
      handledAt: status === 'new' || status === 'spam' ? null : laterMoment(r, created),
      status,
      page,
      landing: r.chance(0.5) ? page : r.pick(ENQUIRY_PAGES),
      referrer,
      utm_source: utmSource,
      utm_medium: campaign ? r.pick(['cpc', 'email', 'social']) : '',
      utm_campaign: campaign ? r.pick(['ramadan', 'white-friday', 'always-on']) : '',
      device: r.pick(['mobile', 'mobile', 'desktop', 'tablet']),
      language: 'en',
      source: utmSource || referrer || 'Direct',
      spamReason: status === 'spam' ? r.pick(['honeypot', 'too-fast']) : '',
    };
  };
}
