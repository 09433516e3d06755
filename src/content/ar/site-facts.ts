// The Arabic edition of ../site-facts.ts. Numbers, addresses for e-mail and the web, the
// brand and the legal name are the English values, imported; only the words change.
import * as en from '../site-facts';
import type { Translated } from '../translated';

const [usa, pakistan] = en.siteFacts.offices;

export const siteFacts: Translated<typeof en.siteFacts> = {
  ...en.siteFacts,
  tagline: 'وكالة لتطوير المواقع والتطبيقات والتسويق الرقمي في دبي',
  address: {
    ...en.siteFacts.address,
    street: 'مكتب 1408، مبنى باي سكوير 11، الخليج التجاري',
    locality: 'دبي',
    region: 'دبي',
    country: 'الإمارات العربية المتحدة',
    singleLine: 'مكتب 1408، مبنى باي سكوير 11، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  },
  offices: [
    {
      ...usa,
      label: 'الولايات المتحدة',
      city: 'أوستن',
      address: {
        ...usa.address,
        street: '600 كونغرس أفنيو، جناح 1420',
        locality: 'أوستن',
        region: 'تكساس',
        country: 'الولايات المتحدة الأمريكية',
        singleLine: '600 كونغرس أفنيو، جناح 1420، أوستن، تكساس 78701، الولايات المتحدة',
      },
    },
    {
      ...pakistan,
      label: 'باكستان',
      city: 'لاهور',
      address: {
        ...pakistan.address,
        street: 'الطابق الخامس، مجمع أرفا لتقنية البرمجيات، طريق فيروزبور',
        locality: 'لاهور',
        region: 'البنجاب',
        country: 'باكستان',
        singleLine:
          'الطابق الخامس، مجمع أرفا لتقنية البرمجيات، طريق فيروزبور، لاهور 54000، باكستان',
      },
    },
  ],
  openingHours: 'من الاثنين إلى الجمعة، من 9:00 صباحًا حتى 6:00 مساءً (بتوقيت الخليج)',
};

const [years, clients, stars] = en.siteStats;

export const siteStats: Translated<typeof en.siteStats> = [
  { ...years, label: 'سنوات من الخبرة' },
  { ...clients, label: 'عملاء راضون' },
  { ...stars, label: 'نجوم على Google' },
];

export const footerCta: Translated<typeof en.footerCta> = {
  heading: 'لنبنِ منتجك الرقمي أو نطوّره معًا',
  buttonLabel: 'احجز مكالمة',
};

export const copyrightLine: Translated<typeof en.copyrightLine> =
  `© ${siteFacts.copyrightYear} ${siteFacts.name}. جميع الحقوق محفوظة.`;
