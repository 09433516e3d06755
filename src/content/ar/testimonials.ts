// The Arabic edition of ../testimonials.ts: the quotes in Arabic, the people's names and
// companies as they are.
import * as en from '../testimonials';
import type { Translated } from '../translated';

export const testimonialsSection: Translated<typeof en.testimonialsSection> = {
  tagline: 'آراء العملاء',
  heading: 'ماذا يقول عملاؤنا',
  text: 'روّاد أعمال ومسؤولو تسويق من مختلف أنحاء الإمارات يتحدثون عن تجربتهم مع Nexa Digital.',
};

const [rania, omar, priya, james] = en.testimonials;

export const testimonials: Translated<typeof en.testimonials> = [
  {
    ...rania,
    role: 'المؤسِّسة والرئيسة التنفيذية',
    quote:
      'أعادت Nexa Digital بناء متجرنا الإلكتروني للبقالة في عشرة أسابيع، وتضاعف معدل التحويل على الجوال تقريبًا. فهموا مواعيد التوصيل وفواتير ضريبة القيمة المضافة وذروة الطلب في رمضان دون أن نضطر إلى شرحها لهم.',
  },
  {
    ...omar,
    role: 'مدير العمليات',
    quote:
      'كان فريق التوزيع لدينا يعيش بين جداول البيانات. أما الآن فالمنصة التي بنتها Nexa تتتبّع كل شحنة لحظة بلحظة، وأخيرًا توقف عملاؤنا عن الاتصال للسؤال عن مكان طرودهم.',
  },
  {
    ...priya,
    role: 'المديرة الطبية',
    quote:
      'تطبيق الحجز بسيط إلى درجة أن مرضانا من كبار السن يستخدمونه دون مساعدة. انخفضت المواعيد الفائتة انخفاضًا ملحوظًا في الربع الأول، وكان الفريق متجاوبًا في كل مرحلة.',
  },
  {
    ...james,
    role: 'رئيس قسم التسويق',
    quote:
      'جمعوا بين إعادة تصميم أنيقة للوحة التحكم وبين تحسين محركات البحث وإعلانات جوجل التي جلبت لنا تسجيلات مؤهَّلة فعلًا. تقاريرهم الشهرية موجزة وصادقة ومرتبطة بالأرقام التي تهمّنا.',
  },
];
