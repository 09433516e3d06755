// Valid Arabic translations of each content type (issue 29), to be varied by the tests:
// the translatable fields of fixtures.ts' records, and a slug for blogs and location pages.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function blogTranslationPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `ملاحظات النمو ${unique()}`,
    slug_url: `ملاحظات-النمو-${unique()}`,
    brief_paragraph: 'ما تعلمناه من إطلاق المواقع في دبي.',
    metaTitle: 'ملاحظات النمو',
    metaDescription: 'دروس من إطلاق المواقع.',
    blogs_content: [
      { heading: 'ابدأ صغيراً', paragraph: '<p>أطلق <strong>أصغر</strong> شيء مفيد.</p>' },
      { heading: 'قِس النتائج', paragraph: '<ul><li>السرعة</li><li>العملاء</li></ul>' },
    ],
    ...overrides,
  };
}

export function caseStudyTranslationPayload(overrides: Record<string, unknown> = {}) {
  return {
    heroHeading: 'متجر إلكتروني أسرع',
    clientName: 'بضائع الصحراء',
    industry: 'التجزئة',
    industryText: 'متجر إلكتروني للأدوات المنزلية.',
    sec1Heading: 'التحدي',
    sec1Para: 'الصفحات البطيئة أضاعت المبيعات.',
    sec2Heading: 'المنهج',
    sec2Para: 'إعادة بناء بلا واجهة ثابتة.',
    sec4Heading: 'النتائج',
    sec4SubHeading: 'خلال ثلاثة أشهر',
    sec4Percentage1: '٤٥٪',
    sec4Text1: 'أسرع',
    ...overrides,
  };
}

export function locationTranslationPayload(overrides: Record<string, unknown> = {}) {
  return {
    slug_url: `تصميم-مواقع-الشارقة-${unique()}`,
    main_heading: 'تصميم المواقع في الشارقة',
    main_paragraph: 'مواقع تجلب الاستفسارات.',
    highlighted_heading: 'لماذا نحن',
    heading_1: 'سريع',
    heading_2: 'ظاهر',
    heading_3: 'ودود',
    heading_4: 'عادل',
    paragraph_1: 'الصفحات تفتح بسرعة.',
    paragraph_2: 'محركات البحث تفهمها.',
    paragraph_3: 'الزوار يجدون طريقهم.',
    paragraph_4: 'الأسعار واضحة.',
    meta_title: 'تصميم مواقع الشارقة',
    meta_keywords: 'تصميم مواقع، الشارقة',
    meta_description: 'تصميم المواقع في الشارقة من وكالة في دبي.',
    ...overrides,
  };
}
