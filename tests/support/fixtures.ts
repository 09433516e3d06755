// Valid payloads for every input schema, to be varied by the tests.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function blogPayload(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: `Growth notes ${unique()}`,
    brief_paragraph: 'What we learned shipping sites in Dubai.',
    blog_image: '/uploads/0123456789abcdef0123456789abcdef.png',
    published_date: '2025-05-20',
    metaTitle: 'Growth notes',
    metaDescription: 'Lessons from shipping sites.',
    canonicalLink: 'https://agency.test/blogs/growth-notes',
    category: categoryId,
    blogs_content: [
      {
        heading: 'Start small',
        paragraph: '<p>Ship the <strong>smallest</strong> useful thing.</p>',
      },
      { heading: 'Measure', paragraph: '<ul><li>Speed</li><li>Leads</li></ul>' },
    ],
    ...overrides,
  };
}

export function locationPayload(overrides: Record<string, unknown> = {}) {
  return {
    slug_url: `web-design-${unique()}`,
    main_heading: 'Web design in Sharjah',
    main_paragraph: 'Sites that bring enquiries.',
    highlighted_heading: 'Why us',
    heading_1: 'Fast',
    heading_2: 'Found',
    heading_3: 'Friendly',
    heading_4: 'Fair',
    paragraph_1: 'Pages load quickly.',
    paragraph_2: 'Search engines understand them.',
    paragraph_3: 'Visitors find their way.',
    paragraph_4: 'Prices are clear.',
    meta_title: 'Web design Sharjah',
    meta_keywords: 'web design, sharjah',
    meta_link: 'https://agency.test/web-design-sharjah',
    meta_description: 'Web design in Sharjah by a Dubai agency.',
    ...overrides,
  };
}

export function caseStudyPayload(overrides: Record<string, unknown> = {}) {
  return {
    heroHeading: 'A faster storefront',
    clientName: 'Desert Goods',
    industry: 'Retail',
    industryText: 'An online shop for home goods.',
    bannerImage: '/uploads/0123456789abcdef0123456789abcdef.png',
    video: '/uploads/0123456789abcdef0123456789abcdef.mp4',
    category1: 'Ecommerce Development',
    category2: 'SEO',
    category3: '',
    category4: 'Not selected',
    template: 'template2',
    sec1Heading: 'Challenge',
    sec1Para: 'Slow pages lost sales.',
    sec1Img: 'https://cdn.agency.test/a.webp',
    sec2Heading: 'Approach',
    sec2Para: 'A headless rebuild.',
    sec2Img: '',
    sec3Heading1: 'One',
    sec3Heading2: 'Two',
    sec3Heading3: 'Three',
    sec3SubHeading1: 'a',
    sec3SubHeading2: 'b',
    sec3SubHeading3: 'c',
    sec3Para1: 'p1',
    sec3Para2: 'p2',
    sec3Para3: 'p3',
    sec3Img2: '',
    sec4Heading: 'Results',
    sec4SubHeading: 'In three months',
    sec4Percentage1: '45%',
    sec4Percentage2: '2x',
    sec4Percentage3: '30%',
    sec4Percentage4: '',
    sec4Text1: 'faster',
    sec4Text2: 'orders',
    sec4Text3: 'returns down',
    sec4Text4: '',
    ...overrides,
  };
}

export function mainContactPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sara Khan',
    email: 'sara@client.test',
    message: 'We need a new website for our clinic.',
    phoneNum: 'none',
    formType: 'home',
    ...overrides,
  };
}

export function pageContactPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Omar Ali',
    email: 'omar@client.test',
    phoneNum: '+971 50 123 4567',
    businessName: 'Ali Trading',
    role: 'Owner',
    message: 'Please call me about an app.',
    ...overrides,
  };
}
