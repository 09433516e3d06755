// The editions of the static copy (issue 29, deliverable 3): the English modules of
// src/content and their Arabic counterparts in src/content/ar, with the same file names
// and exports. `Edition` is the English edition with every text widened to any string
// (see translated.ts), so an Arabic module that misses an export, a key or an entry of a
// list does not compile. Pages take their copy from `copyFor(locale)`; hrefs in it are
// English paths, which the page prefixes for Arabic (localizedPath in '@/lib/locale').
import type { Locale } from '@/lib/locale';
import * as arCompany from './ar/company';
import * as arContactPage from './ar/contact-page';
import * as arHome from './ar/home';
import * as arNavigation from './ar/navigation';
import * as arPolicies from './ar/policies';
import * as arServices from './ar/services';
import * as arSiteFacts from './ar/site-facts';
import * as arTestimonials from './ar/testimonials';
import * as arUi from './ar/ui';
import * as enCompany from './company';
import * as enContactPage from './contact-page';
import * as enHome from './home';
import * as enNavigation from './navigation';
import * as enPolicies from './policies';
import * as enServices from './services';
import * as enSiteFacts from './site-facts';
import * as enTestimonials from './testimonials';
import type { Translated } from './translated';
import * as enUi from './ui';

// What an edition holds: each module's copy, without its routing (legacyServiceRedirects,
// the same for every language) and the policies' figures (facts of spec point 9, which
// editions import).
const { legacyServiceRedirects: _routing, ...enNavigationCopy } = enNavigation;
const {
  REFUND_PROCESSING_DAYS: _refundDays,
  PRIVACY_RESPONSE_HOURS: _privacyHours,
  MINIMUM_AGE: _minimumAge,
  ...enPoliciesCopy
} = enPolicies;

interface EnglishEdition {
  home: typeof enHome;
  company: typeof enCompany;
  contactPage: typeof enContactPage;
  navigation: typeof enNavigationCopy;
  policies: typeof enPoliciesCopy;
  services: typeof enServices;
  siteFacts: typeof enSiteFacts;
  testimonials: typeof enTestimonials;
  ui: typeof enUi;
}

/** The static copy of one language. */
export type Edition = Translated<EnglishEdition>;

const english: Edition = {
  home: enHome,
  company: enCompany,
  contactPage: enContactPage,
  navigation: enNavigationCopy,
  policies: enPoliciesCopy,
  services: enServices,
  siteFacts: enSiteFacts,
  testimonials: enTestimonials,
  ui: enUi,
};

const arabic: Edition = {
  home: arHome,
  company: arCompany,
  contactPage: arContactPage,
  navigation: arNavigation,
  policies: arPolicies,
  services: arServices,
  siteFacts: arSiteFacts,
  testimonials: arTestimonials,
  ui: arUi,
};

const editions: Readonly<Record<Locale, Edition>> = { en: english, ar: arabic };

/** The static copy of `locale`. */
export function copyFor(locale: Locale): Edition {
  return editions[locale];
}
