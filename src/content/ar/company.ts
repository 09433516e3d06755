// The Arabic edition of ../company.ts.
import * as en from '../company';
import type { Translated } from '../translated';
import { siteStats } from './site-facts';

export const companyMeta: Translated<typeof en.companyMeta> = {
  title: 'تعرّف على Nexa Digital | وكالة رقمية في دبي، الإمارات',
  description:
    'تعرّف على Nexa Digital، وكالة في دبي تضم مصممين ومهندسين ومسوّقين يساعدون شركات الإمارات على بناء مواقعها وتطبيقاتها ومتاجرها الإلكترونية وتنميتها منذ 2018.',
};

export const companyHero: Translated<typeof en.companyHero> = {
  ...en.companyHero,
  heading: 'انطلق بتحوّلك الرقمي إلى آفاق جديدة',
  text: 'نساعد الشركات في دبي على استبدال المواقع البطيئة والإجراءات اليدوية والتسويق المشتّت بمنتجات رقمية تعمل معًا بتناغم وتنمّي الإيرادات.',
  imageAlt:
    'أفق مدينة مرسوم بأسلوب فني من كتل بنفسجية فاتحة يتوسطه برج رفيع فيروزي على شكل إبرة، على خلفية أرجوانية داكنة',
};

const [ambition, mission] = en.companyAbout.boxes;

export const companyAbout: Translated<typeof en.companyAbout> = {
  ...en.companyAbout,
  tagline: 'من نحن',
  heading: 'وكالة من دبي تركّز على النتائج',
  paragraphs: [
    'انطلقت Nexa Digital عام 2018 بثلاثة أشخاص وقناعة واحدة: لا ينبغي للعميل أن يتعامل مع مصمم ومطوّر ووكالة تسويق لا يتواصلون فيما بينهم. واليوم يغطي فريقنا في الخليج التجاري، بدعم من زملائنا في الولايات المتحدة وباكستان، الرحلة كاملة من الرسم الأول حتى تقرير النمو الشهري.',
    'نعمل مع روّاد الأعمال والشركات العائلية وفرق المؤسسات الكبرى في قطاعات التجزئة والخدمات اللوجستية والرعاية الصحية والعقارات واللياقة البدنية والتمويل. لكل مشروع قائد معروف بالاسم، ولوحة مشتركة يمكنك الاطلاع عليها في أي وقت، وتعريف واضح للنجاح نتفق عليه قبل بدء العمل.',
  ],
  imageAlt:
    'بطاقات مستديرة الحواف بلونين فاتح وفيروزي يعلو إحداها إطار دائري، على خلفية أرجوانية داكنة',
  boxes: [
    {
      title: 'طموحنا',
      text: 'أن نكون الشريك الأول الذي تتصل به الشركات في الإمارات حين تريد إطلاق منتج رقمي أو تحديثه أو تنميته، والشريك الذي تواصل العمل معه بعد سنوات.',
      link: { ...ambition.link, label: 'اعرف المزيد' },
    },
    {
      title: 'رسالتنا',
      text: 'أن نحوّل الأفكار إلى منتجات رقمية سريعة وسهلة الاستخدام وقابلة للقياس، ننفّذها بأمانة وفي موعدها، ومعها الأرقام التي تثبت نجاحها.',
      link: { ...mission.link, label: 'اعرف المزيد' },
    },
  ],
};

/** The agency-wide stats (7+ years, 25+ clients, 5 stars on Google). */
export const companyStats: Translated<typeof en.companyStats> = siteStats;
