import 'server-only';
// Demo content loaded into an empty database so a fresh install shows a complete site.
// Images and videos point at the generated files under public/demo.
import type { BlogColumns } from '@/lib/content-types/blog';
import type { NewColumnsOf } from '@/lib/content-types/fields';
import type { locationPageFields } from '@/lib/content-types/location-page';
import type { NewCaseStudyRow } from './schema';

export type DemoCaseStudy = Omit<NewCaseStudyRow, 'createdAt' | 'updatedAt'>;

export interface DemoBlogSection {
  heading: string;
  /** HTML: <p>, <ul><li>, <strong>, <em>, <a>. */
  paragraph: string;
}

export type DemoBlog = Omit<BlogColumns, 'category'> & {
  /** One of demoCategories, never 'All'. */
  categoryName: string;
  sections: DemoBlogSection[];
};

/** A field with a default may be left out of the demo content (it is stored empty). */
export type DemoLocationPage = NewColumnsOf<typeof locationPageFields>;

/** 'All' first: the public filter shows it, the admin category choice leaves it out. */
export const demoCategories: string[] = [
  'All',
  'Web Development',
  'Mobile Apps',
  'UI/UX Design',
  'E-commerce',
  'SEO',
  'Social Media',
  'Paid Ads',
];

export const demoCaseStudies: DemoCaseStudy[] = [
  {
    id: '64f1a2b3c4d5e6f708192a01',
    heroHeading: 'Souq Fresh: A Grocery Store Built for Same-Day Delivery',
    clientName: 'Souq Fresh',
    industry: 'Retail & Grocery',
    industryText:
      'Souq Fresh delivers fresh produce, pantry staples and imported specialities to homes across Dubai and Sharjah. It competes with quick-commerce giants on quality, speed and service.',
    bannerImage: '/demo/case-studies/cs-1-banner.webp',
    video: '/demo/videos/testimonial-1.mp4',
    category1: 'Ecommerce Development',
    category2: 'UI/UX Design',
    category3: 'API Integration',
    category4: 'SEO',
    template: 'template1',
    sec1Heading: 'From Phone Orders to a Modern Online Store',
    sec1Para:
      'Souq Fresh began as a WhatsApp ordering service run by two founders in Al Barsha. Within three years it was taking more than 400 orders a day through phone calls, chat messages and an outdated WooCommerce site that slowed to a crawl at peak times. Stock levels were updated by hand, delivery slots were double-booked and customers regularly received substitutions they had not approved. The founders asked us to build a store that could keep up with their growth.',
    sec1Img: '/demo/case-studies/cs-1-sec1.webp',
    sec2Heading: 'A Mobile-First Shopping Experience',
    sec2Para:
      'Nine in ten Souq Fresh customers shop on their phones, often with one hand while cooking or commuting. We designed a storefront around quick repeat orders: saved baskets, one-tap reordering, live delivery slots and substitution preferences set per item. Arabic and English versions share a single catalogue, and product pages load in under 1.5 seconds on 4G.',
    sec2Img: '/demo/case-studies/cs-1-sec2.webp',
    sec3Heading1: 'The Challenge',
    sec3Heading2: 'Our Approach',
    sec3Heading3: 'The Outcome',
    sec3SubHeading1: 'Manual stock and slot management',
    sec3SubHeading2: 'Headless commerce with live integrations',
    sec3SubHeading3: 'A store that scales with demand',
    sec3Para1:
      'Three warehouse staff spent their mornings updating stock by hand. Items sold out online hours after they had run out in the warehouse, and popular delivery slots were regularly overbooked during weekends and Ramadan evenings.',
    sec3Para2:
      'We built a headless Shopify Plus store with a Next.js front end, connected it to the client’s Odoo inventory for real-time stock and added a slot engine that caps orders per driver and area. Telr, Apple Pay and Tabby cover every preferred payment method.',
    sec3Para3:
      'Souq Fresh now handles more than 1,200 orders a day without extra staff. Substitution complaints dropped sharply, and the store stayed fast and available throughout the busiest Ramadan in the company’s history.',
    sec3Img2: '/demo/case-studies/cs-1-sec3.webp',
    sec4Heading: 'Results After Six Months',
    sec4SubHeading: 'Measured against the six months before launch',
    sec4Percentage1: '92%',
    sec4Percentage2: '3.1x',
    sec4Percentage3: '64%',
    sec4Percentage4: '1.4s',
    sec4Text1: 'Increase in mobile conversion rate',
    sec4Text2: 'Growth in daily orders',
    sec4Text3: 'Fewer substitution complaints',
    sec4Text4: 'Average product page load time',
  },
  {
    id: '64f1a2b3c4d5e6f708192a02',
    heroHeading: 'Falcon Logistics: Real-Time Shipment Tracking for the Gulf',
    clientName: 'Falcon Logistics',
    industry: 'Logistics & Transport',
    industryText:
      'Falcon Logistics moves freight and parcels between Jebel Ali, the northern Emirates and Oman for more than 300 business customers. Its fleet of 120 vehicles runs around the clock.',
    bannerImage: '/demo/case-studies/cs-2-banner.webp',
    video: '/demo/videos/testimonial-2.mp4',
    category1: 'Web Development',
    category2: 'API Integration',
    category3: 'CRM Integration',
    category4: 'UI/UX Design',
    template: 'template2',
    sec1Heading: 'Replacing Spreadsheets with One Platform',
    sec1Para:
      'Falcon’s dispatchers planned hundreds of daily routes in shared spreadsheets, and customers called the office to ask where their shipments were. Data sat in separate tools for fleet tracking, invoicing and customer accounts, so nobody had a full picture. Management wanted a single web platform where dispatchers, drivers and business customers could see the same live information, without replacing the telematics hardware already fitted to every vehicle.',
    sec1Img: '/demo/case-studies/cs-2-sec1.webp',
    sec2Heading: 'A Customer Portal Clients Actually Use',
    sec2Para:
      'Business customers now log in to book collections, print waybills, track shipments on a live map and download proof of delivery. We designed the portal with Falcon’s biggest accounts, keeping every frequent task within three clicks. Automatic e-mail and SMS updates replaced most of the calls that used to tie up the customer service team.',
    sec2Img: '/demo/case-studies/cs-2-sec2.webp',
    sec3Heading1: 'The Challenge',
    sec3Heading2: 'Our Approach',
    sec3Heading3: 'The Outcome',
    sec3SubHeading1: 'Disconnected systems and manual dispatch',
    sec3SubHeading2: 'An integrated web platform',
    sec3SubHeading3: 'Faster dispatch and happier customers',
    sec3Para1:
      'Dispatch, telematics, invoicing and the CRM were separate systems. Every shipment was typed in at least twice, and errors surfaced only when a customer complained about a late or missing delivery.',
    sec3Para2:
      'We built a Next.js and Node.js platform that pulls live GPS data from the existing telematics provider, syncs accounts with Zoho CRM and posts invoices to the finance system through documented APIs. Dispatchers plan routes on a drag-and-drop board.',
    sec3Para3:
      'Route planning that took two hours each morning now takes twenty minutes. Customer calls about shipment status fell by more than half, and on-time delivery improved in the first quarter after launch.',
    sec3Img2: '/demo/case-studies/cs-2-sec3.webp',
    sec4Heading: 'Operational Impact',
    sec4SubHeading: 'First quarter after go-live',
    sec4Percentage1: '83%',
    sec4Percentage2: '58%',
    sec4Percentage3: '97%',
    sec4Percentage4: '300+',
    sec4Text1: 'Less time spent on route planning',
    sec4Text2: 'Fewer status enquiry calls',
    sec4Text3: 'On-time delivery rate',
    sec4Text4: 'Business customers on the portal',
  },
  {
    id: '64f1a2b3c4d5e6f708192a03',
    heroHeading: 'Oasis Clinics: Booking a Doctor in Under a Minute',
    clientName: 'Oasis Clinics',
    industry: 'Healthcare',
    industryText:
      'Oasis Clinics runs five family medicine and dental clinics in Dubai and Abu Dhabi. Its patients range from young families to retirees, many of whom prefer Arabic.',
    bannerImage: '/demo/case-studies/cs-3-banner.webp',
    video: '/demo/videos/testimonial-1.mp4',
    category1: 'App Development',
    category2: 'UI/UX Design',
    category3: 'API Integration',
    category4: 'Live Chat Solutions',
    template: 'template1',
    sec1Heading: 'Appointments Without the Phone Queue',
    sec1Para:
      'Patients at Oasis Clinics could only book by phone, and call volumes peaked every morning between eight and ten. Receptionists juggled calls with patients at the front desk, and roughly one in six appointments ended as a no-show because reminders were sent by hand. The clinic group wanted a mobile app that let patients find a doctor, book, reschedule and receive reminders on their own, in Arabic or English, while staying connected to the existing clinic management system.',
    sec1Img: '/demo/case-studies/cs-3-sec1.webp',
    sec2Heading: 'Designed for Every Age Group',
    sec2Para:
      'We tested early prototypes with patients aged 22 to 71. The result is an app with large touch targets, plain language, Arabic right-to-left layouts and a booking flow of four short steps. Patients can sign in with UAE Pass, add family members to one account and see insurance details before they arrive at the clinic.',
    sec2Img: '/demo/case-studies/cs-3-sec2.webp',
    sec3Heading1: 'The Challenge',
    sec3Heading2: 'Our Approach',
    sec3Heading3: 'The Outcome',
    sec3SubHeading1: 'Phone-only bookings and frequent no-shows',
    sec3SubHeading2: 'A cross-platform booking app',
    sec3SubHeading3: 'Fuller diaries and calmer receptions',
    sec3Para1:
      'Reception teams spent most of the morning on the phone, patients waited on hold, and manual reminders meant many appointments were forgotten. Doctors’ diaries had gaps that nobody could fill at short notice.',
    sec3Para2:
      'We built a Flutter app for iOS and Android connected to the clinic management system through a secure API layer. Automated push and SMS reminders, a waiting list for cancelled slots and an in-app chat for non-urgent questions were part of version one.',
    sec3Para3:
      'Within three months, more than half of all appointments were booked in the app. No-shows fell significantly, cancelled slots were refilled from the waiting list and reception staff had time to focus on patients in the clinic.',
    sec3Img2: '/demo/case-studies/cs-3-sec3.webp',
    sec4Heading: 'Patient and Clinic Results',
    sec4SubHeading: 'Three months after launch',
    sec4Percentage1: '57%',
    sec4Percentage2: '45%',
    sec4Percentage3: '4.8',
    sec4Percentage4: '38K',
    sec4Text1: 'Appointments booked in the app',
    sec4Text2: 'Reduction in no-shows',
    sec4Text3: 'Average App Store rating',
    sec4Text4: 'App downloads',
  },
  {
    id: '64f1a2b3c4d5e6f708192a04',
    heroHeading: 'Dune Realty: A Property Website the Sales Team Runs Itself',
    clientName: 'Dune Realty',
    industry: 'Real Estate',
    industryText:
      'Dune Realty is a Dubai brokerage specialising in off-plan and ready apartments in Dubai Marina, Downtown and Dubai Hills. Its 40 agents serve local and international buyers.',
    bannerImage: '/demo/case-studies/cs-4-banner.webp',
    video: '/demo/videos/testimonial-2.mp4',
    category1: 'CMS Development',
    category2: 'Web Development',
    category3: 'SEO',
    category4: 'CRM Integration',
    template: 'template2',
    sec1Heading: 'Listings Updated in Minutes, Not Days',
    sec1Para:
      'Dune Realty’s old website was built by a freelancer and every new listing or price change had to be sent to him by e-mail. Updates took days, sold units stayed online and off-plan launches went live after the competition. Leads from the site arrived in an inbox rather than the CRM, and agents often called back too late. The brokerage needed a fast, bilingual website its marketing team could manage without outside help.',
    sec1Img: '/demo/case-studies/cs-4-sec1.webp',
    sec2Heading: 'A CMS Built Around Property Listings',
    sec2Para:
      'We built the new site on a headless CMS with content types for projects, units, areas and agents. Listings sync automatically from the brokerage’s property management feed, while marketing adds launch pages, area guides and videos from a simple dashboard. Every enquiry goes straight to the right agent in Salesforce with the listing attached.',
    sec2Img: '/demo/case-studies/cs-4-sec2.webp',
    sec3Heading1: 'The Challenge',
    sec3Heading2: 'Our Approach',
    sec3Heading3: 'The Outcome',
    sec3SubHeading1: 'An outdated site nobody could update',
    sec3SubHeading2: 'Headless CMS with CRM integration',
    sec3SubHeading3: 'More leads, answered faster',
    sec3Para1:
      'Listings were out of date, pages were slow on mobile and leads were lost between the website and the sales team. Organic traffic had fallen for two years in a row.',
    sec3Para2:
      'We combined a Sanity CMS with a Next.js front end, automated the listing feed, connected enquiry forms to Salesforce and rebuilt the site structure around the areas buyers search for, with area guides written for search.',
    sec3Para3:
      'Marketing now publishes launch pages the same day a project is announced. Organic traffic more than doubled within six months, and average lead response time fell from hours to minutes.',
    sec3Img2: '/demo/case-studies/cs-4-sec3.webp',
    sec4Heading: 'Growth Since Relaunch',
    sec4SubHeading: 'Six months compared with the previous site',
    sec4Percentage1: '2.4x',
    sec4Percentage2: '71%',
    sec4Percentage3: '9 min',
    sec4Percentage4: '120K',
    sec4Text1: 'Organic traffic growth',
    sec4Text2: 'More qualified enquiries',
    sec4Text3: 'Average lead response time',
    sec4Text4: 'Monthly page views',
  },
  {
    id: '64f1a2b3c4d5e6f708192a05',
    heroHeading: 'Marina Fitness: A Training App Members Open Every Day',
    clientName: 'Marina Fitness',
    industry: 'Health & Fitness',
    industryText:
      'Marina Fitness operates three boutique studios in Dubai Marina, JLT and Business Bay offering HIIT, strength and reformer Pilates classes to busy professionals.',
    bannerImage: '/demo/case-studies/cs-5-banner.webp',
    video: '/demo/videos/testimonial-1.mp4',
    category1: 'App Development',
    category2: 'UI/UX Design',
    category3: 'Branding',
    category4: 'SMM',
    template: 'template1',
    sec1Heading: 'Keeping Members Motivated Between Classes',
    sec1Para:
      'Marina Fitness had loyal members but a retention problem: many cancelled after three months, usually when work got busy and class attendance slipped. Class booking ran through a generic third-party app with the studio’s logo added on top. The founders wanted their own app that made booking effortless and gave members reasons to stay engaged on days they could not make it to a studio.',
    sec1Img: '/demo/case-studies/cs-5-sec1.webp',
    sec2Heading: 'A Brand-New Look and Feel',
    sec2Para:
      'We refreshed the Marina Fitness brand with a bolder colour palette and a type system that works in both English and Arabic, then carried it into the app. Members book classes in two taps, join waiting lists, track streaks and follow 15-minute home workouts recorded by the studio’s own coaches.',
    sec2Img: '/demo/case-studies/cs-5-sec2.webp',
    sec3Heading1: 'The Challenge',
    sec3Heading2: 'Our Approach',
    sec3Heading3: 'The Outcome',
    sec3SubHeading1: 'High cancellations after three months',
    sec3SubHeading2: 'A branded app with habit-building features',
    sec3SubHeading3: 'Longer memberships and fuller classes',
    sec3Para1:
      'The third-party booking app offered no personal experience, and the studio had no way to reach members who stopped attending before they cancelled their membership.',
    sec3Para2:
      'We built native iOS and Android apps with class booking, streaks, challenges and on-demand workouts, connected to the studio’s membership system. A launch campaign on Instagram and TikTok brought existing members across in the first month.',
    sec3Para3:
      'Members who use the app weekly are far less likely to cancel, class occupancy rose across all three studios, and the studio now sells on-demand plans to people who live outside Dubai.',
    sec3Img2: '/demo/case-studies/cs-5-sec3.webp',
    sec4Heading: 'Member Engagement',
    sec4SubHeading: 'Within four months of the app launch',
    sec4Percentage1: '68%',
    sec4Percentage2: '34%',
    sec4Percentage3: '89%',
    sec4Percentage4: '4.9',
    sec4Text1: 'Members active in the app weekly',
    sec4Text2: 'Lower three-month cancellation rate',
    sec4Text3: 'Average class occupancy',
    sec4Text4: 'App Store rating',
  },
  {
    id: '64f1a2b3c4d5e6f708192a06',
    heroHeading: 'Atlas Finance: A Clearer Dashboard and a Stronger Pipeline',
    clientName: 'Atlas Finance',
    industry: 'Financial Services',
    industryText:
      'Atlas Finance is a DIFC-based fintech that helps small and medium businesses in the UAE manage invoices, cash flow and short-term working capital from one online account.',
    bannerImage: '/demo/case-studies/cs-6-banner.webp',
    video: '/demo/videos/testimonial-2.mp4',
    category1: 'Web Development',
    category2: 'SEO',
    category3: 'Google Ads',
    category4: 'Content Marketing',
    template: 'template2',
    sec1Heading: 'A Dashboard Built Around Cash Flow',
    sec1Para:
      'Atlas Finance’s customers are business owners, not accountants. Their original dashboard showed dozens of figures on one screen, and support tickets were dominated by questions about where to find an invoice or what a number meant. At the same time, paid acquisition was expensive and organic search brought almost no sign-ups. Atlas asked us to redesign the dashboard and build a marketing engine that could lower the cost of each new customer.',
    sec1Img: '/demo/case-studies/cs-6-sec1.webp',
    sec2Heading: 'Simplifying Complex Financial Data',
    sec2Para:
      'We interviewed twenty customers and rebuilt the dashboard around three questions they ask every day: who owes me money, what do I owe and how much cash will I have next month. Clear charts, plain-language labels and guided actions replaced the wall of numbers, and the new React front end loads twice as fast.',
    sec2Img: '/demo/case-studies/cs-6-sec2.webp',
    sec3Heading1: 'The Challenge',
    sec3Heading2: 'Our Approach',
    sec3Heading3: 'The Outcome',
    sec3SubHeading1: 'A confusing product and costly acquisition',
    sec3SubHeading2: 'Product redesign plus search marketing',
    sec3SubHeading3: 'More sign-ups at a lower cost',
    sec3Para1:
      'Support volume was high, activation was low and Google Ads campaigns bid on broad terms that attracted students and job seekers rather than business owners.',
    sec3Para2:
      'Alongside the redesign we restructured Google Ads around high-intent searches such as invoice financing in the UAE, built dedicated landing pages and launched an SEO content hub answering the questions SME owners search for.',
    sec3Para3:
      'Support tickets about navigation almost disappeared, organic sign-ups grew steadily month on month and the cost per acquired customer from paid search fell by close to half.',
    sec3Img2: '/demo/case-studies/cs-6-sec3.webp',
    sec4Heading: 'Product and Marketing Results',
    sec4SubHeading: 'Nine months after the relaunch',
    sec4Percentage1: '47%',
    sec4Percentage2: '3.2x',
    sec4Percentage3: '61%',
    sec4Percentage4: '18K',
    sec4Text1: 'Lower cost per acquisition',
    sec4Text2: 'Growth in organic sign-ups',
    sec4Text3: 'Fewer navigation support tickets',
    sec4Text4: 'Monthly organic visitors',
  },
];

/** The site's slug rule: lowercase, whitespace runs become single hyphens. */
function toSlug(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

type BlogDraft = Omit<DemoBlog, 'slug_url' | 'canonicalLink'>;

const blogDrafts: BlogDraft[] = [
  {
    title: 'How Much Does a Website Cost in Dubai in 2025',
    brief_paragraph:
      'Quotes for the same website in Dubai can range from AED 5,000 to AED 150,000. We break down what actually drives the price, from design and content to integrations, hosting and ongoing support, so you can compare proposals fairly and budget with confidence before you speak to an agency.',
    blog_image: '/demo/blogs/blog-1.webp',
    published_date: '2025-01-14',
    metaTitle: 'Website Cost in Dubai 2025: A Practical Guide',
    metaDescription:
      'What does a website cost in Dubai in 2025? A clear breakdown of design, development, content, hosting and support costs to help you budget and compare quotes.',
    categoryName: 'Web Development',
    sections: [
      {
        heading: 'Why quotes vary so much',
        paragraph:
          '<p>Two agencies can quote very different prices for what sounds like the same website because they are pricing different things. One may be adapting a theme; the other may be designing and building from scratch, writing content and integrating your CRM. Always ask what is included before comparing numbers.</p>',
      },
      {
        heading: 'Typical price ranges',
        paragraph:
          '<ul><li><strong>Brochure website</strong> of 5 to 10 pages on a CMS: AED 8,000 to 25,000</li><li><strong>Custom corporate website</strong> with bilingual content and integrations: AED 30,000 to 80,000</li><li><strong>Web platform or portal</strong> with user accounts and business logic: AED 80,000 and above</li></ul><p>These ranges assume a professional agency with design, development and quality assurance on the team.</p>',
      },
      {
        heading: 'What drives the cost',
        paragraph:
          '<p>The biggest factors are the number of unique page templates, whether the site is in English and Arabic, integrations with systems such as payment gateways or CRMs, and who writes the content. Arabic is not just translation: right-to-left layouts need design and testing time of their own.</p>',
      },
      {
        heading: 'Costs after launch',
        paragraph:
          '<p>Budget for hosting, domain renewal, security updates and small improvements. A care plan usually costs between 5% and 15% of the build price per year and protects the investment you have made. Read more about our <a href="/web-development-service-in-dubai-uae">web development service</a>.</p>',
      },
    ],
  },
  {
    title: 'Flutter or Native Development for Your Next UAE App',
    brief_paragraph:
      'Should you build your app once with Flutter or twice in Swift and Kotlin? The answer depends on your budget, the device features you need and how quickly you want to reach both app stores. We compare cost, performance, hiring and long-term maintenance for start-ups and established businesses in the UAE.',
    blog_image: '/demo/blogs/blog-2.webp',
    published_date: '2025-02-05',
    metaTitle: 'Flutter vs Native App Development in the UAE',
    metaDescription:
      'Flutter or native iOS and Android? We compare cost, performance, time to market and maintenance to help UAE businesses choose the right approach for their app.',
    categoryName: 'Mobile Apps',
    sections: [
      {
        heading: 'What cross-platform really means',
        paragraph:
          '<p>With Flutter, one codebase produces both the iOS and the Android app. Most of the interface and business logic is shared, which typically saves 30% to 40% of build time compared with two native apps.</p>',
      },
      {
        heading: 'When native is worth it',
        paragraph:
          '<p>Native development in Swift and Kotlin still wins for apps that rely heavily on device hardware, complex animations or the newest platform features on release day.</p><ul><li>Advanced camera or augmented reality features</li><li>Deep integration with Apple Watch or Wear OS</li><li>Apps where every millisecond of performance matters</li></ul>',
      },
      {
        heading: 'Cost and time to market',
        paragraph:
          '<p>For most booking, e-commerce and service apps, Flutter reaches both stores faster and costs less to maintain because fixes are made once. That matters for start-ups that need to test an idea with real users quickly.</p>',
      },
      {
        heading: 'Our recommendation',
        paragraph:
          '<p>Start with the user experience and the features you need in the first year, then choose the technology. If you are unsure, a short discovery phase with a clickable prototype answers the question before you commit the build budget. See how we approach <a href="/mobile-app-development-dubai-uae">mobile app development</a>.</p>',
      },
    ],
  },
  {
    title: 'Planning Social Media Content Around Ramadan',
    brief_paragraph:
      'Ramadan changes when, how and why people in the UAE use social media. Screen time rises late in the evening, tone becomes more reflective and generosity campaigns outperform hard selling. Here is how to plan a content calendar for the holy month and Eid that feels respectful, stays on brand and still delivers results.',
    blog_image: '/demo/blogs/blog-3.webp',
    published_date: '2025-02-20',
    metaTitle: 'Ramadan Social Media Content Planning in the UAE',
    metaDescription:
      'How to plan Ramadan and Eid social media content in the UAE: timing, tone, creative ideas and paid campaign tips to engage your audience respectfully.',
    categoryName: 'Social Media',
    sections: [
      {
        heading: 'Start planning six weeks ahead',
        paragraph:
          '<p>Creative production, approvals and influencer bookings all take longer in the weeks before Ramadan. Lock your themes, shoot schedules and budgets early so your team is not rushing during the month itself.</p>',
      },
      {
        heading: 'Post when your audience is online',
        paragraph:
          '<p>Engagement in the UAE shifts towards the hours after iftar and late into the night. Review your own insights from last year and move key posts and paid campaigns to those windows.</p>',
      },
      {
        heading: 'Get the tone right',
        paragraph:
          '<p>Content that focuses on family, community and giving performs far better than aggressive promotion.</p><ul><li>Share behind-the-scenes stories from your team</li><li>Support a local charity initiative transparently</li><li>Keep offers simple and avoid countdown-style pressure</li></ul>',
      },
      {
        heading: 'Prepare for Eid early',
        paragraph:
          '<p>Eid campaigns compete for attention with every other brand. Have creative ready before the last ten nights and schedule posts so your team can take a break too. Our <a href="/social-media-marketing-service-in-dubai-uae">social media marketing team</a> can help you plan.</p>',
      },
    ],
  },
  {
    title: 'Choosing a Payment Gateway for Your UAE Online Store',
    brief_paragraph:
      'The payment gateway you choose affects your fees, your checkout conversion and how quickly money reaches your account. We compare the gateways most used by UAE online stores, explain how buy now pay later providers fit in and list the questions to ask before you sign a merchant agreement for your shop.',
    blog_image: '/demo/blogs/blog-4.webp',
    published_date: '2025-03-11',
    metaTitle: 'Choosing a Payment Gateway for a UAE Online Store',
    metaDescription:
      'Compare payment gateways for UAE e-commerce: fees, settlement times, Apple Pay, buy now pay later options and the questions to ask before you sign up.',
    categoryName: 'E-commerce',
    sections: [
      {
        heading: 'What UAE shoppers expect',
        paragraph:
          '<p>Shoppers in the UAE expect to pay by card, Apple Pay or Google Pay, and increasingly in instalments. Cash on delivery is still common for first orders, but every online payment you convert saves you collection costs and failed deliveries.</p>',
      },
      {
        heading: 'Gateways to compare',
        paragraph:
          '<ul><li><strong>Telr</strong>: popular with small and medium stores, quick onboarding</li><li><strong>Network International</strong>: strong local banking relationships</li><li><strong>Checkout.com and Stripe</strong>: developer-friendly with international reach</li></ul><p>Fees, settlement times and supported currencies differ, so ask for a quote based on your real volumes.</p>',
      },
      {
        heading: 'Buy now, pay later',
        paragraph:
          '<p>Tabby and Tamara let customers split payments into instalments while you receive the full amount up front. For baskets above AED 300 they often lift conversion noticeably, at a higher fee per order.</p>',
      },
      {
        heading: 'Questions to ask before signing',
        paragraph:
          '<ul><li>What is the total fee per transaction, including currency conversion?</li><li>How long does settlement to a UAE bank account take?</li><li>Is there a monthly minimum or set-up fee?</li><li>How are chargebacks handled?</li></ul><p>Need help integrating? Explore our <a href="/ecommerce-development-service-in-dubai-uae">e-commerce development service</a>.</p>',
      },
    ],
  },
  {
    title: 'Local SEO Checklist for Dubai Businesses',
    brief_paragraph:
      'When someone in Dubai searches for a clinic, a restaurant or a service near them, Google shows a map with three businesses before any website. This checklist covers the local SEO steps that decide which businesses appear there, from your Google Business Profile and reviews to location pages and consistent listings.',
    blog_image: '/demo/blogs/blog-5.webp',
    published_date: '2025-04-08',
    metaTitle: 'Local SEO Checklist for Dubai Businesses',
    metaDescription:
      'A practical local SEO checklist for Dubai businesses: Google Business Profile, reviews, location pages and citations to help you appear in the local map pack.',
    categoryName: 'SEO',
    sections: [
      {
        heading: 'Complete your Google Business Profile',
        paragraph:
          '<p>Your <a href="https://business.google.com/">Google Business Profile</a> is the single most important local ranking factor you control. Fill in every field, choose accurate categories, add real photos and keep opening hours up to date, including during Ramadan and public holidays.</p>',
      },
      {
        heading: 'Collect reviews consistently',
        paragraph:
          '<p>A steady flow of recent reviews matters more than a large total from years ago. Ask happy customers at the right moment, make it easy with a short link and reply to every review, positive or negative.</p>',
      },
      {
        heading: 'Create useful location pages',
        paragraph:
          '<p>If you serve several areas or emirates, create a page for each with genuinely local information: directions, parking, the team at that branch and services available there. Avoid copying the same text with a different area name.</p>',
      },
      {
        heading: 'Keep your listings consistent',
        paragraph:
          '<ul><li>Use the same business name, address and phone number everywhere</li><li>Update directories such as Yellow Pages UAE and Connect.ae</li><li>Remove duplicate or outdated listings</li></ul>',
      },
      {
        heading: 'Measure what matters',
        paragraph:
          '<p>Track calls, direction requests and website visits from your profile every month. Our <a href="/search-engine-optimization-services-dubai-uae">SEO team</a> reports these alongside rankings so you can see the real impact.</p>',
      },
    ],
  },
  {
    title: 'Google Ads Budgets in the UAE Explained',
    brief_paragraph:
      'How much should you spend on Google Ads in the UAE, and how quickly should you expect results? We explain typical cost per click by industry, how to set a starting budget from your lead targets, and the tracking you need in place so every dirham can be traced to calls, forms and sales.',
    blog_image: '/demo/blogs/blog-6.webp',
    published_date: '2025-05-06',
    metaTitle: 'Google Ads Budgets in the UAE Explained',
    metaDescription:
      'How much to spend on Google Ads in the UAE: typical costs per click, how to set a budget from lead targets and the tracking needed to measure real results.',
    categoryName: 'Paid Ads',
    sections: [
      {
        heading: 'Start from your targets',
        paragraph:
          '<p>Work backwards from the number of leads or sales you need. If you want 50 leads a month, a landing page converts 5% of visitors and clicks cost AED 8, you need about 1,000 clicks and a budget of roughly AED 8,000 a month.</p>',
      },
      {
        heading: 'Typical costs per click',
        paragraph:
          '<p>Competitive sectors such as real estate, legal services and finance often pay AED 10 to 30 per click in Dubai. Retail and hospitality are usually lower. Your own account data quickly replaces these estimates.</p>',
      },
      {
        heading: 'Allow time to learn',
        paragraph:
          '<p>New campaigns need four to six weeks of data before smart bidding performs well. Avoid large changes in the first month, but do remove irrelevant search terms every week.</p>',
      },
      {
        heading: 'Track conversions properly',
        paragraph:
          '<ul><li>Form submissions and WhatsApp clicks through Google Tag Manager</li><li>Phone calls with call tracking numbers</li><li>Online sales with enhanced conversions</li></ul><p>Without this, you are optimising for clicks rather than customers. Learn more about our <a href="/google-ads-services-agency-in-dubai-uae">Google Ads management</a>.</p>',
      },
    ],
  },
  {
    title: 'Designing Bilingual Interfaces for Arabic and English Users',
    brief_paragraph:
      'A bilingual website is more than a translated one. Arabic reads right to left, uses different typography and often runs longer or shorter than English. We share the design principles our team follows so that both language versions of your website or app feel native, consistent and easy to use for every customer.',
    blog_image: '/demo/blogs/blog-7.webp',
    published_date: '2025-06-10',
    metaTitle: 'Designing Bilingual Arabic and English Interfaces',
    metaDescription:
      'Design principles for bilingual Arabic and English websites and apps: right-to-left layouts, typography, icons, forms and testing with real users in the UAE.',
    categoryName: 'UI/UX Design',
    sections: [
      {
        heading: 'Mirror the layout, not everything',
        paragraph:
          '<p>In Arabic the whole layout flows from right to left: navigation, text alignment and progress indicators. But some elements should not flip, such as media playback controls, phone numbers and brand logos.</p>',
      },
      {
        heading: 'Choose typefaces that pair well',
        paragraph:
          '<p>Pick an Arabic typeface designed to sit alongside your Latin font, with similar weight and x-height. Arabic often needs a slightly larger size and more line height to stay readable on small screens.</p>',
      },
      {
        heading: 'Design for different text lengths',
        paragraph:
          '<p>Buttons, menus and headings must cope with text that changes length between languages. Avoid fixed widths and test every component with real Arabic copy rather than placeholder text.</p>',
      },
      {
        heading: 'Test with native speakers',
        paragraph:
          '<p>Usability testing with Arabic-speaking users catches problems automated checks miss, from awkward phrasing to icons that carry a different meaning. Find out how our <a href="/ui-ux-design-company-dubai-uae">UI/UX design team</a> runs these sessions.</p>',
      },
    ],
  },
  {
    title: 'Core Web Vitals and Why They Matter for UAE Websites',
    brief_paragraph:
      'Google measures how fast and stable your pages feel to real visitors and uses those measurements in its rankings. Most UAE visitors browse on mobile, so slow pages cost you both traffic and enquiries. We explain the three Core Web Vitals in plain language and the fixes that usually make the biggest difference.',
    blog_image: '/demo/blogs/blog-8.webp',
    published_date: '2025-07-15',
    metaTitle: 'Core Web Vitals Explained for UAE Websites',
    metaDescription:
      'What Core Web Vitals are, why they affect rankings and conversions, and the practical fixes that make UAE websites faster and more stable on mobile devices.',
    categoryName: 'Web Development',
    sections: [
      {
        heading: 'The three measurements',
        paragraph:
          '<ul><li><strong>Largest Contentful Paint</strong>: how quickly the main content appears</li><li><strong>Interaction to Next Paint</strong>: how quickly the page responds to taps and clicks</li><li><strong>Cumulative Layout Shift</strong>: how much the layout jumps while loading</li></ul><p>Google explains each in detail on <a href="https://web.dev/articles/vitals">web.dev</a>.</p>',
      },
      {
        heading: 'Check your own scores',
        paragraph:
          '<p>Run your key pages through <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> and look at the field data from real users, not just the lab score. Focus on mobile results first.</p>',
      },
      {
        heading: 'Fixes that usually help most',
        paragraph:
          '<ul><li>Serve images in modern formats at the right size</li><li>Remove unused scripts and third-party widgets</li><li>Reserve space for images, videos and banners</li><li>Use a content delivery network close to your visitors</li></ul>',
      },
      {
        heading: 'Make performance part of the process',
        paragraph:
          '<p>Speed is easier to keep than to recover. We set performance budgets at the start of every <a href="/web-development-service-in-dubai-uae">web development project</a> and check them before each release.</p>',
      },
    ],
  },
  {
    title: 'Seven Features Every Booking App Needs',
    brief_paragraph:
      'Whether you run clinics, salons, studios or home services, a booking app lives or dies on convenience. These are the seven features we include in almost every booking app we build for UAE businesses, from real-time availability and reminders to waiting lists, and why each one has a direct effect on your revenue.',
    blog_image: '/demo/blogs/blog-9.webp',
    published_date: '2025-08-19',
    metaTitle: 'Seven Features Every Booking App Needs',
    metaDescription:
      'Real-time availability, reminders, waiting lists and more: the seven features that make booking apps convenient for customers and profitable for UAE businesses.',
    categoryName: 'Mobile Apps',
    sections: [
      {
        heading: 'Real-time availability',
        paragraph:
          '<p>Customers should only see slots that are genuinely free. That means a live connection to your scheduling system, not a copy updated overnight.</p>',
      },
      {
        heading: 'Fast sign-in and saved details',
        paragraph:
          '<p>Sign-in with UAE Pass, Apple or Google and saved payment details turn a two-minute booking into a twenty-second one. Family accounts help parents book for children.</p>',
      },
      {
        heading: 'Reminders and easy rescheduling',
        paragraph:
          '<p>Automated push and SMS reminders, with a one-tap option to reschedule, reduce no-shows more than any other single feature we build.</p>',
      },
      {
        heading: 'Waiting lists, payments and reviews',
        paragraph:
          '<ul><li><strong>Waiting lists</strong> fill cancelled slots automatically</li><li><strong>Deposits or prepayment</strong> protect high-value appointments</li><li><strong>Post-visit reviews</strong> feed your Google rating</li><li><strong>Bilingual interface</strong> for Arabic and English speakers</li></ul>',
      },
      {
        heading: 'Start small and grow',
        paragraph:
          '<p>You do not need everything on day one. Launch the core booking flow, learn from usage and add features in short releases. Read how we built a booking app for <a href="/case-studies">Oasis Clinics</a>.</p>',
      },
    ],
  },
  {
    title: 'Five Signs Your Website Needs a UX Audit',
    brief_paragraph:
      'Traffic is growing but enquiries are not. Visitors leave the checkout halfway through. Your support team answers the same questions every day. These are signs that your website has usability problems, and a focused UX audit can find and prioritise them in weeks, before you commit to a costly full redesign.',
    blog_image: '/demo/blogs/blog-10.webp',
    published_date: '2025-09-16',
    metaTitle: 'Five Signs Your Website Needs a UX Audit',
    metaDescription:
      'Falling conversions, high drop-off and repeated support questions are signs of usability problems. Learn when a UX audit helps and what it should include.',
    categoryName: 'UI/UX Design',
    sections: [
      {
        heading: 'Traffic grows but conversions do not',
        paragraph:
          '<p>If marketing is bringing more visitors but enquiries stay flat, the problem is usually on the website: unclear offers, long forms or calls to action that are hard to find on mobile.</p>',
      },
      {
        heading: 'Visitors drop off at the same step',
        paragraph:
          '<p>Funnel reports in GA4 show exactly where people give up. A sharp drop at one step, such as delivery details in a checkout, points to a specific usability issue worth fixing first.</p>',
      },
      {
        heading: 'Support answers the same questions',
        paragraph:
          '<p>Repeated questions about prices, delivery times or account settings mean the information exists but is not where users look for it.</p>',
      },
      {
        heading: 'Mobile and Arabic feel like afterthoughts',
        paragraph:
          '<ul><li>Text overlaps or is cut off on small screens</li><li>The Arabic version has English fragments or broken layouts</li><li>Buttons are too small to tap comfortably</li></ul>',
      },
      {
        heading: 'What a UX audit includes',
        paragraph:
          '<p>A good audit combines analytics, heuristic review and short usability tests, and ends with a prioritised list of fixes. Talk to our <a href="/ui-ux-design-company-dubai-uae">UI/UX team</a> about an audit of your site.</p>',
      },
    ],
  },
  {
    title: 'Preparing Your Online Store for White Friday',
    brief_paragraph:
      'White Friday and the Dubai Shopping Festival bring the busiest weeks of the year for UAE online stores, and the highest expectations. Slow pages, failed payments and unclear delivery dates cost more sales then than at any other time. Use this checklist to prepare your store, your stock and your team well ahead of the rush.',
    blog_image: '/demo/blogs/blog-11.webp',
    published_date: '2025-10-14',
    metaTitle: 'Preparing Your Online Store for White Friday',
    metaDescription:
      'A White Friday checklist for UAE online stores: load testing, payments, stock, delivery promises and campaigns to turn peak traffic into profitable orders.',
    categoryName: 'E-commerce',
    sections: [
      {
        heading: 'Test your store under load',
        paragraph:
          '<p>Simulate several times your normal traffic at least four weeks before the sale. Check that search, basket and checkout stay fast, and that your hosting plan scales automatically.</p>',
      },
      {
        heading: 'Check payments end to end',
        paragraph:
          '<p>Confirm transaction limits with your gateway, test Apple Pay and instalment options on real devices and make sure failed payments show a clear message with another way to pay.</p>',
      },
      {
        heading: 'Promise delivery you can keep',
        paragraph:
          '<p>Agree extra capacity with couriers in advance and show realistic delivery dates at checkout. Late deliveries during a sale turn into refunds and poor reviews.</p>',
      },
      {
        heading: 'Plan campaigns and stock together',
        paragraph:
          '<ul><li>Decide which products to promote based on stock levels and margin</li><li>Prepare ads, e-mails and social posts in advance</li><li>Set up automatic out-of-stock handling so ads pause on sold-out items</li></ul><p>Our <a href="/ecommerce-development-service-in-dubai-uae">e-commerce team</a> runs peak-season readiness checks for clients every year.</p>',
      },
    ],
  },
  {
    title: 'Arabic SEO Mistakes That Cost You Traffic',
    brief_paragraph:
      'Many UAE businesses translate their website into Arabic and expect it to rank. Yet Arabic searchers use different keywords, dialects and spellings, and technical mistakes often hide the Arabic pages from Google entirely. These are the most common Arabic SEO mistakes we see in audits, with practical ways to fix each one.',
    blog_image: '/demo/blogs/blog-12.webp',
    published_date: '2025-11-18',
    metaTitle: 'Arabic SEO Mistakes That Cost You Traffic',
    metaDescription:
      'Common Arabic SEO mistakes on UAE websites, from direct translation of keywords to missing hreflang tags, and practical steps to fix them and grow traffic.',
    categoryName: 'SEO',
    sections: [
      {
        heading: 'Translating keywords instead of researching them',
        paragraph:
          '<p>The Arabic equivalent of your English keyword is often not what people type. Research Arabic search terms separately, including common spelling variations and colloquial Gulf phrasing.</p>',
      },
      {
        heading: 'Missing or broken hreflang tags',
        paragraph:
          '<p>Hreflang tags tell Google which page is the Arabic version and which is the English one. Without them, the wrong language can appear in results, or one version may not be indexed at all.</p>',
      },
      {
        heading: 'Machine-translated content',
        paragraph:
          '<p>Unedited machine translation reads poorly and rarely ranks. Invest in native copywriters who can write for search and for your audience at the same time.</p>',
      },
      {
        heading: 'Forgetting Arabic metadata and URLs',
        paragraph:
          '<ul><li>Write unique Arabic titles and meta descriptions</li><li>Translate image alt text</li><li>Keep URL structures consistent between languages</li></ul><p>Need help? Our <a href="/search-engine-optimization-services-dubai-uae">SEO specialists</a> audit Arabic and English sites side by side.</p>',
      },
    ],
  },
];

export const demoBlogs: DemoBlog[] = blogDrafts.map((draft) => {
  const slug = toSlug(draft.title);
  return {
    ...draft,
    slug_url: slug,
    canonicalLink: `https://nexadigital.ae/blogs/${slug}`,
  };
});

export const demoLocationPages: DemoLocationPage[] = [
  {
    slug_url: 'web-design-company-abu-dhabi',
    main_heading: 'Web Design Company in Abu Dhabi',
    main_paragraph:
      'Nexa Digital designs and builds fast, bilingual websites for businesses and government-facing organisations in Abu Dhabi. From corporate sites to customer portals, we deliver projects on schedule with a team that understands the capital’s standards for accessibility, security and Arabic content.',
    highlighted_heading: 'Trusted',
    heading_1: 'Web Design Partner for Abu Dhabi Businesses',
    paragraph_1:
      'We work with companies across Abu Dhabi, from start-ups in Hub71 to established firms on Al Maryah Island. Every website we build is bilingual, accessible and fast on mobile, and your team can update it through an easy content management system without waiting for a developer.',
    heading_2: 'Research-Led Website Design',
    paragraph_2:
      'We begin with your customers, not templates. Workshops, competitor reviews and user interviews shape a sitemap and wireframes, then a visual design that reflects your brand in English and Arabic and guides visitors towards enquiring or booking.',
    heading_3: 'Development Built to Last',
    paragraph_3:
      'Our developers build with modern, secure technology, integrate your CRM and booking tools and test every page on real devices. Sites are hosted on reliable infrastructure with daily backups, SSL and monitoring, so your website stays online and fast.',
    heading_4: 'Support After Launch',
    paragraph_4:
      'A named account manager looks after your site after launch, applying updates, fixing issues and suggesting improvements based on analytics. You always know who to call, and small changes are handled within agreed response times.',
    meta_title: 'Web Design Company in Abu Dhabi | Nexa Digital',
    meta_keywords:
      'web design Abu Dhabi, web design company Abu Dhabi, website development Abu Dhabi, bilingual website Abu Dhabi',
    meta_link: 'https://nexadigital.ae/web-design-company-abu-dhabi',
    meta_description:
      'Nexa Digital is a web design company serving Abu Dhabi with fast, bilingual and accessible websites, built by a UAE team and supported after launch.',
  },
  {
    slug_url: 'digital-marketing-agency-sharjah',
    main_heading: 'Digital Marketing Agency in Sharjah',
    main_paragraph:
      'Nexa Digital helps Sharjah businesses reach more customers online with SEO, social media marketing and Google Ads. We plan campaigns around your goals, track every enquiry and report results in plain language, so you always know what your marketing budget is achieving.',
    highlighted_heading: 'Measurable',
    heading_1: 'Digital Marketing for Sharjah Businesses',
    paragraph_1:
      'From retailers in Al Majaz to manufacturers in the free zones, Sharjah businesses compete for attention with brands across the UAE. We combine search, social and paid campaigns into one plan, focused on the customers most likely to buy from you.',
    heading_2: 'Search Engine Optimisation',
    paragraph_2:
      'We fix technical issues, optimise your Google Business Profile and create content in English and Arabic that answers what your customers search for. The result is steady organic traffic and more calls from people in Sharjah and the northern Emirates.',
    heading_3: 'Social Media Marketing',
    paragraph_3:
      'Our content team plans and produces posts, reels and stories that suit your audience and your brand, then manages comments and messages. Paid social campaigns on Instagram, TikTok and Snapchat are targeted tightly and measured against leads.',
    heading_4: 'Google Ads Management',
    paragraph_4:
      'We build Google Ads campaigns around high-intent searches, write ads in both languages and track calls, forms and WhatsApp clicks. Weekly optimisation lowers your cost per lead, and you keep full ownership of your account and data.',
    meta_title: 'Digital Marketing Agency in Sharjah | Nexa Digital',
    meta_keywords:
      'digital marketing agency Sharjah, SEO Sharjah, social media marketing Sharjah, Google Ads Sharjah',
    meta_link: 'https://nexadigital.ae/digital-marketing-agency-sharjah',
    meta_description:
      'Grow your Sharjah business with SEO, social media and Google Ads from Nexa Digital, a UAE agency that tracks every enquiry and reports in plain language.',
  },
  {
    slug_url: 'app-development-company-riyadh',
    main_heading: 'App Development Company for Riyadh',
    main_paragraph:
      'Nexa Digital designs and builds iOS and Android apps for businesses in Riyadh and across Saudi Arabia. Our Dubai-based team delivers bilingual, secure and scalable mobile products, from a focused MVP to a full platform, with clear milestones and regular demos throughout.',
    highlighted_heading: 'Scalable',
    heading_1: 'Mobile Apps for the Saudi Market',
    paragraph_1:
      'Saudi Arabia has one of the most mobile-first audiences in the world, and expectations are high. We build apps with Arabic-first interfaces, local payment methods such as mada and STC Pay, and the performance needed for rapid growth in users.',
    heading_2: 'Strategy and Product Design',
    paragraph_2:
      'We start by defining the core user journey and the smallest version of your app that proves its value. Clickable prototypes are tested with users in Saudi Arabia before development begins, so the budget goes into features people actually use.',
    heading_3: 'Native and Cross-Platform Development',
    paragraph_3:
      'Depending on your needs, we build natively in Swift and Kotlin or cross-platform with Flutter. Every app comes with a secure back end, admin dashboard, analytics and push notifications, and is tested on the devices most popular in the Kingdom.',
    heading_4: 'Launch and Long-Term Support',
    paragraph_4:
      'We prepare your store listings, manage App Store and Google Play submissions and monitor performance after launch. Ongoing support plans cover operating system updates, new features and scaling as your user base in Riyadh and beyond grows.',
    meta_title: 'App Development Company for Riyadh | Nexa Digital',
    meta_keywords:
      'app development Riyadh, mobile app development Saudi Arabia, iOS app developers Riyadh, Flutter app development KSA',
    meta_link: 'https://nexadigital.ae/app-development-company-riyadh',
    meta_description:
      'Nexa Digital builds bilingual iOS and Android apps for Riyadh businesses, from MVP to scale, with Saudi payment methods, secure back ends and ongoing support.',
  },
];

/**
 * Demo content of the editorial workflow (issue 12): one blog still a draft, one scheduled
 * a week after the site is first started. Neither is public until published.
 */
export const demoUnpublishedBlogs: { blog: DemoBlog; status: 'draft' | 'scheduled' }[] = [
  {
    status: 'draft',
    blog: {
      title: 'Ramadan Campaign Planning for UAE Brands',
      slug_url: 'ramadan-campaign-planning-for-uae-brands',
      brief_paragraph:
        'A working draft: how to plan content, media budgets and offers for the holy month, and what to prepare before the season starts.',
      blog_image: '/demo/blogs/blog-3.webp',
      published_date: '2026-02-01',
      metaTitle: '',
      metaDescription: '',
      canonicalLink: '',
      categoryName: 'Social Media',
      sections: [
        {
          heading: 'Start planning early',
          paragraph:
            '<p>Agree themes, budgets and offers at least eight weeks ahead, so creative work and approvals are done before prices for media rise.</p>',
        },
        {
          heading: 'Write for the evenings',
          paragraph:
            '<p>Audiences are online late into the night during the month. Schedule posts and ads for the hours after iftar, when attention and engagement peak.</p>',
        },
        {
          heading: 'Keep offers simple',
          paragraph:
            '<p>One clear offer per campaign, with the same wording in ads, e-mails and on the landing page, converts better than a list of discounts.</p>',
        },
      ],
    },
  },
  {
    status: 'scheduled',
    blog: {
      title: 'What Changes in Google Ads Next Year',
      slug_url: 'what-changes-in-google-ads-next-year',
      brief_paragraph:
        'The updates to bidding, reporting and privacy rules that UAE advertisers should prepare for, and how to adjust campaigns in time.',
      blog_image: '/demo/blogs/blog-5.webp',
      published_date: '2026-12-01',
      metaTitle: '',
      metaDescription: '',
      canonicalLink: '',
      categoryName: 'Paid Ads',
      sections: [
        {
          heading: 'Automated bidding everywhere',
          paragraph:
            '<p>More campaign types rely on automated bidding. Clean conversion tracking matters more than ever: the system optimises for what you measure.</p>',
        },
        {
          heading: 'Reports with fewer user details',
          paragraph:
            '<p>Privacy rules keep reducing what reports show about individual users. Plan to judge campaigns on modelled conversions and on your own sales data.</p>',
        },
        {
          heading: 'What to do this quarter',
          paragraph:
            '<ul><li>Check that every conversion is tracked once</li><li>Upload offline sales where you can</li><li>Review budgets by margin, not by clicks</li></ul>',
        },
      ],
    },
  },
];
