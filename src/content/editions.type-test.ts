// Compile-time proof (npm run typecheck) that an edition missing anything does not build.
// Each `@ts-expect-error` below fails the typecheck if the line under it ever compiles,
// i.e. if Translated stopped catching that kind of gap. Nothing imports this file.
import { copyFor, type Edition } from './editions';
import * as home from './home';
import { privacyPolicy } from './policies';
import type { Translated } from './translated';
import { contactForm } from './ui';

type Hero = Translated<typeof home.homeHero>;

/** A complete translation compiles: any text, the English ids and hrefs. */
export const complete: Hero = {
  ...home.homeHero,
  headline: 'نحوّل الأفكار إلى نمو رقمي',
  cta: { label: 'اطلب عرض سعر', href: home.homeHero.cta.href },
};

// @ts-expect-error -- a missing key: `headline` is left out.
export const missingKey: Hero = {
  partnerTagline: 'شريكك الرقمي في دبي',
  description: 'نص',
  cta: home.homeHero.cta,
  video: home.homeHero.video,
};

export const changedHref: Hero = {
  ...home.homeHero,
  // @ts-expect-error -- an href is not copy: it stays the English path.
  cta: { label: 'اطلب عرض سعر', href: '/ar/contact' },
};

const [b1, b2, b3, b4, b5] = home.homeServices.blocks;
export const missingEntry: Translated<typeof home.homeServices> = {
  ...home.homeServices,
  // @ts-expect-error -- a missing array entry: five service blocks of six.
  blocks: [b1, b2, b3, b4, b5],
};

const [s1, ...otherSections] = privacyPolicy.sections;
export const missingParagraph: Translated<typeof privacyPolicy> = {
  ...privacyPolicy,
  // @ts-expect-error -- a missing nested entry: the first section without its paragraph.
  sections: [{ ...s1, paragraphs: [] }, ...otherSections],
};

const { homeContact: _homeContact, ...homeWithoutContact } = home;
// @ts-expect-error -- a missing module export: home without `homeContact`.
export const missingExport: Edition['home'] = homeWithoutContact;

const { ui: _ui, ...editionWithoutUi } = copyFor('en');
// @ts-expect-error -- a missing module: an edition without `ui`.
export const missingModule: Edition = editionWithoutUi;

export const numberForText: Translated<typeof contactForm.validation> = {
  ...contactForm.validation,
  // @ts-expect-error -- a message function must return text.
  required: (label: string) => label.length,
};
