// The Arabic edition of ../ui.ts: the interface texts of the public site. See there for
// which component shows each group.
import type { Translated } from '../translated';
import type * as en from '../ui';
import { ltr } from './bidi';
import { characterCount } from './counts';

export const site: Translated<typeof en.site> = {
  description:
    'Nexa Digital وكالة رقمية في دبي تبني المواقع الإلكترونية وتطبيقات الجوال والمتاجر الإلكترونية، وتنمّيها عبر تحسين محركات البحث ووسائل التواصل الاجتماعي وإعلانات جوجل.',
};

export const siteChrome: Translated<typeof en.siteChrome> = {
  skipToContent: 'انتقل إلى المحتوى',
};

export const carousel: Translated<typeof en.carousel> = {
  roleDescription: 'عرض شرائح',
  slideRoleDescription: 'شريحة',
  pause: 'إيقاف العرض التلقائي للشرائح',
  play: 'تشغيل العرض التلقائي للشرائح',
  pauseShort: 'إيقاف',
  playShort: 'تشغيل',
  previous: 'الشريحة السابقة',
  next: 'الشريحة التالية',
  slidePosition: (position, total) => `الشريحة ${position} من ${total}`,
};

export const header: Translated<typeof en.header> = {
  logoLabel: (siteName) => `الصفحة الرئيسية لموقع ${siteName}`,
  mainNavLabel: 'القائمة الرئيسية',
  quoteLinkContext: ' حول طلب عرض السعر',
};

export const mobileMenu: Translated<typeof en.mobileMenu> = {
  navLabel: 'قائمة الجوال',
  services: 'الخدمات',
  open: 'فتح القائمة',
  close: 'إغلاق القائمة',
};

export const languageSwitcher: Translated<typeof en.languageSwitcher> = {
  navLabel: 'اللغة',
  toArabic: 'العربية',
  toEnglish: 'English',
  switchLabel: 'اقرأ هذه الصفحة باللغة الإنجليزية',
  untranslatedNotice: (language) =>
    `هذه الصفحة غير متوفرة باللغة ${language} بعد، لذا ينقلك الرابط إلى الصفحة الرئيسية باللغة ${language}.`,
  otherLanguageName: 'الإنجليزية',
  arrivedUntranslated:
    'الصفحة التي كنت تتصفحها غير متوفرة بالعربية بعد، لذا نقلناك إلى الصفحة الرئيسية العربية.',
};

export const footer: Translated<typeof en.footer> = {
  callContext: (phone) => ` على الرقم ${ltr(phone)}`,
  emailHeading: 'البريد الإلكتروني',
  quickLinksHeading: 'روابط سريعة',
  quickLinksNavLabel: 'روابط سريعة',
  legalHeading: 'السياسات',
  legalNavLabel: 'السياسات',
  followUsHeading: 'تابعنا',
  opensInNewTab: (network) => `${network} (يُفتح في علامة تبويب جديدة)`,
};

export const navigationStatus: Translated<typeof en.navigationStatus> = {
  loading: 'جارٍ التحميل…',
  failed: 'تعذّر تحميل الصفحة.',
  retry: 'أعد المحاولة',
};

export const pageError: Translated<typeof en.pageError> = {
  heading: 'حدث خطأ ما',
  tryAgainLater: 'يُرجى المحاولة مرة أخرى بعد قليل.',
  retry: 'أعد المحاولة',
  home: 'العودة إلى الصفحة الرئيسية',
  messages: {
    page: 'تعذّر تحميل هذه الصفحة.',
    blog: 'تعذّر تحميل هذا المقال.',
    insights: 'تعذّر تحميل المقالات.',
    caseStudies: 'تعذّر تحميل دراسات الحالة.',
    caseStudy: 'تعذّر تحميل دراسة الحالة هذه.',
  },
};

export const previewBar: Translated<typeof en.previewBar> = {
  regionLabel: 'معاينة',
  heading: 'معاينة — غير منشورة',
  text: ' هذه مسودة، أما الزوار فيرون الصفحة المنشورة.',
  leave: 'إنهاء المعاينة',
};

export const notFound: Translated<typeof en.notFound> = {
  metaTitle: 'الصفحة غير موجودة',
  heading: 'عذرًا! الصفحة غير موجودة',
  text: 'الصفحة التي تبحث عنها غير موجودة.',
  home: 'العودة إلى الصفحة الرئيسية',
};

export const breadcrumbs: Translated<typeof en.breadcrumbs> = {
  navLabel: 'مسار التنقل',
  home: 'الرئيسية',
  caseStudies: 'دراسات الحالة',
  insights: 'المدونة',
};

export const pagination: Translated<typeof en.pagination> = {
  navLabel: (what) => `صفحات ${what}`,
  previous: 'السابقة',
  next: 'التالية',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  position: (page, pages) => `الصفحة ${page} من ${pages}`,
};

export const dates: Translated<typeof en.dates> = {
  published: 'تاريخ النشر:',
  lastUpdated: 'آخر تحديث:',
};

export const blogCard: Translated<typeof en.blogCard> = {
  readMore: 'اقرأ المزيد',
  publishedBy: 'نُشر بواسطة',
};

export const caseStudyCard: Translated<typeof en.caseStudyCard> = {
  readMore: 'اقرأ المزيد',
  viewDetails: 'عرض التفاصيل',
  servicesLabel: 'الخدمات',
};

export const teaserCard: Translated<typeof en.teaserCard> = {
  moreContext: (title) => ` عن «${title}»`,
};

export const heroVideo: Translated<typeof en.heroVideo> = {
  pause: 'إيقاف فيديو الخلفية',
  play: 'تشغيل فيديو الخلفية',
};

export const showcase: Translated<typeof en.showcase> = {
  carouselLabel: 'قصص النجاح',
  loading: 'جارٍ تحميل قصص النجاح',
  loadError: 'تعذّر تحميل قصص النجاح. يُرجى المحاولة لاحقًا.',
  empty: 'قصص نجاح جديدة في الطريق إليكم.',
};

export const portfolio: Translated<typeof en.portfolio> = {
  tagline: 'أعمالنا',
  carouselLabel: 'أعمالنا',
  loading: 'جارٍ تحميل أعمالنا',
  loadError: 'تعذّر تحميل أعمالنا. يُرجى المحاولة لاحقًا.',
  empty: 'دراسات حالة جديدة في الطريق إليكم.',
};

export const latestBlogs: Translated<typeof en.latestBlogs> = {
  loading: 'جارٍ تحميل أحدث المقالات',
  empty: 'مقالات جديدة في الطريق إليكم.',
};

export const testimonialsCarousel: Translated<typeof en.testimonialsCarousel> = {
  carouselLabel: 'آراء العملاء',
  rating: (rating) => `التقييم ${rating} من 5`,
  roleAt: (role, company) => `${role}، ${company}`,
};

export const companyAboutSection: Translated<typeof en.companyAboutSection> = {
  // The Arabic box titles carry the possessive already: 'طموحنا', 'رسالتنا'.
  linkContext: (boxTitle) => ` عن ${boxTitle}`,
};

export const specialization: Translated<typeof en.specialization> = {
  ctaContext: (cardHeading) => ` مع خدمة ${cardHeading}`,
};

export const imageText: Translated<typeof en.imageText> = {
  appointment: 'احجز موعدًا',
};

export const policyArticle: Translated<typeof en.policyArticle> = {
  eyebrow: 'معلومات قانونية',
};

export const numberedService: Translated<typeof en.numberedService> = {
  getStarted: 'ابدأ الآن',
  getQuote: 'اطلب عرض سعر',
  sectionsTagline: 'ما نقدّمه',
  sectionsHeading: (serviceName) => `خدماتنا في ${serviceName}`,
};

export const sharedService: Translated<typeof en.sharedService> = {
  getStarted: 'ابدأ الآن',
  callContext: (phone) => `: اتصل بنا على الرقم ${ltr(phone)}`,
};

export const locationPage: Translated<typeof en.locationPage> = {
  subBlocks: [
    {
      heading: 'الاستراتيجية أولًا',
      text: 'يبدأ كل مشروع بأهدافك وعملائك ومنافسيك، ونتفق عليها كتابيًا قبل أن يبدأ التصميم.',
    },
    {
      heading: 'فريق واحد مسؤول',
      text: 'مصممون ومهندسون وخبراء تسويق تحت سقف واحد، بقيادة مسؤول معروف بالاسم يتحمّل مسؤولية المواعيد والنتائج.',
    },
    {
      heading: 'نتائج قابلة للقياس',
      text: 'تقارير شهرية واضحة عن العملاء المحتملين والحجوزات والإيرادات، لتعرف دائمًا ما تحققه ميزانيتك.',
    },
  ],
  sectionImageAlts: [
    'أفق مدينة مرسوم بأسلوب فني باللون الفيروزي، يرتفع في وسطه برج رفيع على شكل إبرة فوق الكتل',
    'أفق مدينة مرسوم بأسلوب فني بدرجات الرملي والبرونزي، يتوسطه برج رفيع على شكل إبرة',
    'أفق مدينة مرسوم بأسلوب فني يتوهج بالوردي والأزرق، يتوسطه برج وردي رفيع على شكل إبرة',
  ],
  loading: 'جارٍ تحميل الصفحة',
};

export const caseStudyPage: Translated<typeof en.caseStudyPage> = {
  fallbackTitle: 'دراسة حالة',
  industry: 'القطاع',
  servicesDelivered: 'الخدمات المقدَّمة',
  videoLabel: (clientOrTitle) => `فيديو: ${clientOrTitle}`,
  captionsLabel: 'الإنجليزية',
  overview: 'نظرة عامة',
  solution: 'الحل الذي قدّمناه',
  results: 'النتائج',
  metaDescription: (title) => `دراسة حالة من Nexa Digital: ${title}.`,
  loading: 'جارٍ تحميل دراسة الحالة',
};

export const blogPage: Translated<typeof en.blogPage> = {
  mostRecentHeading: 'أحدث المقالات',
  loadingRecent: 'جارٍ تحميل أحدث المقالات',
  noRecent: 'مقالات أخرى في الطريق إليكم.',
  loading: 'جارٍ تحميل المقال',
};

export const listPage: Translated<typeof en.listPage> = {
  title: (title, page) => `${title} (الصفحة ${page})`,
  description: (description, page) => `${description} الصفحة ${page}.`,
};

export const caseStudiesPage: Translated<typeof en.caseStudiesPage> = {
  metaTitle: 'دراسات الحالة: مواقع وتطبيقات وحملات تسويقية',
  metaDescription:
    'دراسات حالة من Nexa Digital: متاجر إلكترونية ومنصات ويب وتطبيقات جوال وحملات تسويقية صممناها وبنيناها ونمّيناها لشركات في الإمارات.',
  eyebrow: 'دراسات الحالة',
  heading: 'قصص نجاح عملائنا',
  text: 'كيف نمت شركات في قطاعات التجزئة والخدمات اللوجستية والرعاية الصحية والعقارات واللياقة البدنية والتمويل بفضل المنتجات التي بنيناها لها.',
  listLabel: 'جميع دراسات الحالة',
  empty: 'دراسات حالة جديدة في الطريق إليكم.',
  paginationLabel: 'دراسات الحالة',
};

export const insightsPage: Translated<typeof en.insightsPage> = {
  metaTitle: 'المدونة: مقالات في تطوير المواقع والتطبيقات والتسويق الرقمي',
  metaDescription:
    'أبرز مقالات فريق Nexa Digital عن تكلفة المواقع والتطبيقات وتجربة المستخدم والتجارة الإلكترونية والسيو والتواصل الاجتماعي وإعلانات جوجل للشركات في الإمارات.',
  eyebrow: 'المدونة',
  heading: 'المقالات الأكثر رواجًا',
  text: 'نصائح عملية من مصممينا ومهندسينا وخبراء التسويق لدينا حول بناء المنتجات الرقمية وتنميتها في الإمارات.',
  listLabel: 'جميع المقالات',
  loadError: 'ستعود أحدث مقالاتنا قريبًا.',
  empty: 'مقالات جديدة في الطريق إليكم.',
  paginationLabel: 'المقالات',
};

export const companyPage: Translated<typeof en.companyPage> = {
  eyebrow: 'من نحن',
  getStarted: 'ابدأ الآن',
};

export const contactPage: Translated<typeof en.contactPage> = {
  eyebrow: 'تواصل معنا',
  reachUsHeading: 'تواصل معنا مباشرة',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  headOffice: 'دبي (المقر الرئيسي)',
  openingHours: 'ساعات العمل',
};

export const contactSection: Translated<typeof en.contactSection> = {
  callUs: 'اتصل بنا',
  emailUs: 'راسلنا',
  visitUs: 'تفضّل بزيارتنا',
};

export const contactForm: Translated<typeof en.contactForm> = {
  labels: {
    fullName: 'الاسم الكامل',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phoneNum: 'رقم الهاتف',
    businessName: 'اسم الشركة',
    role: 'المسمى الوظيفي',
    message: 'الرسالة',
  },
  optional: ' (اختياري)',
  honeypot: 'اترك هذا الحقل فارغًا',
  buttons: {
    sending: 'جارٍ الإرسال…',
  },
  messages: {
    main: {
      success: 'تم إرسال رسالتك بنجاح.',
      failure: 'تعذّر إرسال الرسالة، يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    },
    page: {
      success: 'تم إرسال النموذج بنجاح!',
      failure: 'تعذّر إرسال البريد الإلكتروني، يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    },
    offline: 'تحقّق من اتصالك بالإنترنت.',
    sending: 'جارٍ إرسال رسالتك…',
  },
  validation: {
    required: (label) => `حقل «${label}» مطلوب.`,
    tooShort: (label, min) => `يجب ألا يقل «${label}» عن ${characterCount(min)}.`,
    tooLong: (label, max) => `يجب ألا يزيد «${label}» على ${characterCount(max)}.`,
    invalidEmail: 'يُرجى إدخال بريد إلكتروني صحيح.',
    notText: (label) => `يجب أن يكون «${label}» نصًا.`,
  },
};

export const structuredData: Translated<typeof en.structuredData> = {
  offerCatalogName: 'الخدمات الرقمية',
};
