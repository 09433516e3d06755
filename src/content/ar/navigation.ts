// The Arabic edition of ../navigation.ts. Service names are the terms Arabic searchers
// use; keys and hrefs are the English ones (the page prefixes /ar itself).
import * as en from '../navigation';
import type { ServiceLink } from '../navigation';
import type { Translated } from '../translated';

export const serviceLinks: Translated<typeof en.serviceLinks> = {
  ecommerce: {
    ...en.serviceLinks.ecommerce,
    label: 'تطوير المتاجر الإلكترونية',
    description: 'متاجر إلكترونية سريعة تقبل الدفع بالدرهم وتتوسع مع نمو الطلب.',
  },
  web: {
    ...en.serviceLinks.web,
    label: 'تطوير المواقع الإلكترونية',
    description: 'مواقع ومنصات ويب مخصّصة مبنية على تقنيات حديثة وآمنة.',
  },
  cms: {
    ...en.serviceLinks.cms,
    label: 'تطوير مواقع إدارة المحتوى (CMS)',
    description: 'مواقع يحدّثها فريقك بالعربية والإنجليزية دون الحاجة إلى مطوّر.',
  },
  mobileApp: {
    ...en.serviceLinks.mobileApp,
    label: 'تطوير تطبيقات الجوال',
    description: 'تطبيقات iOS وAndroid أصلية ومتعددة المنصات، من النسخة الأولى حتى التوسع.',
  },
  uiUx: {
    ...en.serviceLinks.uiUx,
    label: 'تصميم واجهات وتجربة المستخدم (UI/UX)',
    description: 'واجهات ونماذج أولية مبنية على البحث، يفهمها المستخدم من النظرة الأولى.',
  },
  seo: {
    ...en.serviceLinks.seo,
    label: 'تحسين محركات البحث (SEO)',
    description: 'تحسين تقني ومحلي وتحسين للمحتوى يزيد الزيارات المجانية المؤهَّلة.',
  },
  socialMedia: {
    ...en.serviceLinks.socialMedia,
    label: 'التسويق عبر وسائل التواصل الاجتماعي',
    description: 'محتوى وإدارة للمجتمعات وإعلانات ممولة على Instagram وTikTok وLinkedIn.',
  },
  googleAds: {
    ...en.serviceLinks.googleAds,
    label: 'إعلانات جوجل (Google Ads)',
    description: 'حملات البحث وPerformance Max وYouTube تُقاس بعملاء محتملين حقيقيين.',
  },
};

const [designCraft, buildPromote] = en.serviceGroups;

export const serviceGroups: Translated<typeof en.serviceGroups> = [
  {
    id: designCraft.id,
    title: 'التصميم والتطوير',
    links: [
      serviceLinks.ecommerce,
      serviceLinks.web,
      serviceLinks.cms,
      serviceLinks.mobileApp,
      serviceLinks.uiUx,
    ],
  },
  {
    id: buildPromote.id,
    title: 'التسويق والنمو',
    links: [serviceLinks.seo, serviceLinks.socialMedia, serviceLinks.googleAds],
  },
];

/** All eight service links, in dropdown order. */
export const allServiceLinks: ServiceLink[] = serviceGroups.flatMap(
  (group): ServiceLink[] => group.links,
);

const [home, solutions, company, caseStudies, insights] = en.mainTabs;

export const mainTabs: Translated<typeof en.mainTabs> = [
  { ...home, label: 'الرئيسية' },
  { ...solutions, label: 'الحلول' },
  { ...company, label: 'من نحن' },
  { ...caseStudies, label: 'دراسات الحالة' },
  { ...insights, label: 'المدونة' },
];

export const headerCta: Translated<typeof en.headerCta> = {
  getStarted: { ...en.headerCta.getStarted, label: 'ابدأ الآن' },
  quotePanel: {
    heading: 'اطلب عرض سعر',
    text: 'أخبرنا بما تعمل على بنائه، وسيرد عليك أحد خبراء الاستراتيجية لدينا خلال يوم عمل واحد بنطاق العمل وتقدير للتكلفة.',
    button: { ...en.headerCta.quotePanel.button, label: 'اعرف المزيد' },
  },
};

const [aboutUs, portfolio, contact] = en.footerQuickLinks;

export const footerQuickLinks: Translated<typeof en.footerQuickLinks> = [
  { ...aboutUs, label: 'من نحن' },
  { ...portfolio, label: 'أعمالنا' },
  { ...contact, label: 'تواصل معنا' },
];

const [refund, privacy] = en.footerLegalLinks;

export const footerLegalLinks: Translated<typeof en.footerLegalLinks> = [
  { ...refund, label: 'سياسة الاسترداد' },
  { ...privacy, label: 'سياسة الخصوصية' },
];
