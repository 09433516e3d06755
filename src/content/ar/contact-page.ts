// The Arabic edition of ../contact-page.ts.
import * as en from '../contact-page';
import type { Translated } from '../translated';

export const contactMeta: Translated<typeof en.contactMeta> = {
  title: 'تواصل مع Nexa Digital | وكالة رقمية في دبي',
  description:
    'تحدّث إلى Nexa Digital عن موقعك أو تطبيقك أو متجرك الإلكتروني أو خططك التسويقية. اتصل بمكتبنا في دبي أو أرسل رسالة، وسنرد عليك خلال يوم عمل واحد.',
};

export const contactHero: Translated<typeof en.contactHero> = {
  ...en.contactHero,
  heading: 'لنتحدث عن منتجك الرقمي القادم',
  text: 'سواء كان لديك وصف تفصيلي للمشروع أو مجرد فكرة، أخبرنا أين تريد أن تصل وسنرسم لك الطريق، مع نطاق عمل وجدول زمني وتقدير صادق للتكلفة.',
  imageAlt:
    'أفق مدينة مرسوم بأسلوب فني من أبراج بنفسجية متفاوتة الارتفاع يتوسطها برج رفيع فيروزي على شكل إبرة، على خلفية أرجوانية داكنة',
};

/** The detailed form on /ar/contact. */
export const contactPageForm: Translated<typeof en.contactPageForm> = {
  heading: 'حدّثنا عن مشروعك',
  intro:
    'شاركنا بعض التفاصيل عن نشاطك التجاري وما تحتاج إليه، وسيراجعها أحد خبراء الاستراتيجية لدينا ويرد عليك خلال يوم عمل واحد.',
  submitLabel: 'إرسال',
};

/** The short form on the home, company and service pages. */
export const mainContactForm: Translated<typeof en.mainContactForm> = {
  heading: 'تواصل معنا',
  intro: 'أرسل لنا رسالة قصيرة عن فكرتك أو التحدي الذي تواجهه، وسنعود إليك خلال يوم عمل واحد.',
  submitLabel: 'أرسل الرسالة',
};
