import { describe, expect, it } from 'vitest';
import { mainContactSchema, pageContactSchema } from '@/lib/schemas/contact';
import * as arServices from './ar/services';
import { copyFor } from './editions';
import * as enHome from './home';
import * as enNavigation from './navigation';
import {
  MINIMUM_AGE,
  PRIVACY_RESPONSE_HOURS,
  REFUND_PROCESSING_DAYS,
  type PolicyPage,
} from './policies';
import * as enServices from './services';
import { FIXED_KEYS } from './translated';
import * as enUi from './ui';

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** Persian yeh and kaf: they look Arabic but Arabic search does not match them. */
const PERSIAN_LETTER = /[\u06CC\u06A9]/;
/** A Latin comma, semicolon or question mark straight after an Arabic word. */
const LATIN_PUNCTUATION_IN_ARABIC = /[\u0621-\u064A\u064B-\u0652][,;?]/;

/**
 * Arabic leaves that stay as in English: the brand, the legal name, people's and client
 * companies' names, e-mail addresses, phone numbers, postcodes, social networks' names
 * and the switcher's 'English'. `*` stands for a list index.
 */
const KEPT_IN_LATIN = [
  'siteFacts.siteFacts.name',
  'siteFacts.siteFacts.legalName',
  'siteFacts.siteFacts.email',
  'siteFacts.siteFacts.mainPhone.display',
  'siteFacts.siteFacts.offices.*.phone.display',
  'siteFacts.siteFacts.offices.*.address.postalCode',
  'siteFacts.siteFacts.social.*.label',
  'testimonials.testimonials.*.name',
  'testimonials.testimonials.*.company',
  'ui.languageSwitcher.toEnglish',
];

/** Functions that only join texts of their own arguments: no words of their own. */
const JOINERS = ['ui.testimonialsCarousel.roleAt'];

/** Functions of an edition that find copy rather than word it. */
const FINDERS = ['services.findServicePage'];

const patternOf = (pattern: string) =>
  new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '\\d+')}$`);
const keptInLatin = (path: string) =>
  KEPT_IN_LATIN.some((pattern) => patternOf(pattern).test(path));

type Leaf = { path: string; key: string; value: string | ((...args: unknown[]) => unknown) };

/** Every string and function in `value`, with its dotted path. */
function leaves(value: unknown, path = '', key = ''): Leaf[] {
  if (typeof value === 'string' || typeof value === 'function') {
    return [{ path, key, value: value as Leaf['value'] }];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([childKey, child]) =>
    leaves(child, path ? `${path}.${childKey}` : childKey, childKey),
  );
}

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);
}

const english = copyFor('en');
const arabic = copyFor('ar');
const arabicLeaves = leaves(arabic).filter((leaf) => !FINDERS.includes(leaf.path));
const isFixed = (key: string) => (FIXED_KEYS as readonly string[]).includes(key);

/** A text an Arabic function makes; every argument '7' (it serves as text and as number). */
const sample = (fn: (...args: unknown[]) => unknown) =>
  String(fn(...Array.from({ length: fn.length }, () => '7')));

describe('the Arabic edition', () => {
  it('has a leaf for every English leaf, and nothing English lacks', () => {
    const paths = (edition: unknown) =>
      leaves(edition)
        .map((leaf) => leaf.path)
        .sort();
    expect(paths(arabic)).toEqual(paths(english));
    expect(arabicLeaves.length).toBeGreaterThan(900);
  });

  it('writes every text in Arabic, except the brands, names, addresses and numbers kept as they are', () => {
    const notArabic = arabicLeaves
      .filter(
        (leaf) => !isFixed(leaf.key) && !keptInLatin(leaf.path) && !JOINERS.includes(leaf.path),
      )
      .map((leaf) => ({
        path: leaf.path,
        text: typeof leaf.value === 'function' ? sample(leaf.value) : leaf.value,
      }))
      .filter(({ text }) => text.trim() === '' || !ARABIC_LETTER.test(text));
    expect(notArabic).toEqual([]);
    // …and the joiners join with Arabic punctuation.
    expect(arabic.ui.testimonialsCarousel.roleAt('المديرة', 'Souq Fresh')).toBe(
      'المديرة، Souq Fresh',
    );
  });

  it('keeps ids, paths, pictures, figures, brands and contact details exactly as in English', () => {
    const changed = arabicLeaves
      .filter((leaf) => isFixed(leaf.key) || keptInLatin(leaf.path))
      .filter((leaf) => leaf.value !== at(english, leaf.path))
      .map((leaf) => leaf.path);
    expect(changed).toEqual([]);
    // Every pattern of the allow-list names leaves that exist.
    for (const pattern of KEPT_IN_LATIN) {
      expect(
        arabicLeaves.some((leaf) => patternOf(pattern).test(leaf.path)),
        pattern,
      ).toBe(true);
    }
  });

  it('uses Arabic punctuation and Arabic letters, not Persian ones', () => {
    const texts = arabicLeaves.map((leaf) => ({
      path: leaf.path,
      text: typeof leaf.value === 'function' ? sample(leaf.value) : leaf.value,
    }));
    expect(texts.filter(({ text }) => LATIN_PUNCTUATION_IN_ARABIC.test(text))).toEqual([]);
    expect(texts.filter(({ text }) => PERSIAN_LETTER.test(text))).toEqual([]);
  });

  it('keeps the brand in Latin letters in its titles', () => {
    expect(arabic.home.homeMeta.title).toContain('Nexa Digital');
    expect(
      arabic.services.servicePages.every((page) => page.meta.title.endsWith('| Nexa Digital')),
    ).toBe(true);
    expect(arabic.navigation.serviceLinks.googleAds.label).toBe('إعلانات جوجل (Google Ads)');
    expect(arabic.navigation.serviceLinks.seo.label).toBe('تحسين محركات البحث (SEO)');
  });

  it('states the policies with the spec’s figures', () => {
    const text = (policy: PolicyPage) =>
      policy.sections
        .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
        .join('\n');
    const refund = text(arabic.policies.refundPolicy);
    expect(refund).toContain(
      `${REFUND_PROCESSING_DAYS.min} إلى ${REFUND_PROCESSING_DAYS.max} يوم عمل`,
    );
    expect(refund).toContain('(100%)');
    const privacy = text(arabic.policies.privacyPolicy);
    expect(privacy).toContain(`خلال ${PRIVACY_RESPONSE_HOURS} ساعة`);
    expect(privacy).toContain(`عن ${MINIMUM_AGE} عامًا`);
    expect(privacy).toContain(arabic.siteFacts.siteFacts.email);
    expect(arabic.policies.refundPolicy.sections).toHaveLength(
      english.policies.refundPolicy.sections.length,
    );
  });

  it('counts characters in the validation messages as Arabic does', () => {
    const { validation } = arabic.ui.contactForm;
    expect(validation.required('الاسم')).toBe('حقل «الاسم» مطلوب.');
    expect(validation.tooShort('الاسم', 3)).toBe('يجب ألا يقل «الاسم» عن 3 أحرف.');
    expect(validation.tooLong('الاسم', 12)).toBe('يجب ألا يزيد «الاسم» على 12 حرفًا.');
    expect(validation.tooLong('الرسالة', 800)).toBe('يجب ألا يزيد «الرسالة» على 800 حرف.');
    expect(validation.tooLong('الرسالة', 2)).toBe('يجب ألا يزيد «الرسالة» على حرفين.');
  });

  it('finds its service pages by the English path', () => {
    const page = arServices.findServicePage('/search-engine-optimization-services-dubai-uae/');
    expect(page?.kind).toBe('shared');
    expect(page?.meta.title).toContain('تحسين محركات البحث');
    expect(arServices.findServicePage('/nowhere')).toBeUndefined();
  });
});

describe('the English edition', () => {
  it('is the English modules themselves', () => {
    expect(english.home).toBe(enHome);
    expect(english.services).toBe(enServices);
    expect(english.ui).toBe(enUi);
    expect(english.navigation.mainTabs).toBe(enNavigation.mainTabs);
  });

  it('keeps the spec’s texts word for word', () => {
    const { ui } = english;
    expect(ui.contactForm.messages.main).toEqual({
      success: 'Message Sent Successfully.',
      failure: 'Message failed to send, try again by reloading the page.',
    });
    expect(ui.contactForm.messages.page).toEqual({
      success: 'Form Submitted Successfully!',
      failure: 'Email failed to send, try again by reloading the page.',
    });
    expect(ui.notFound.heading).toBe('Oops! Page Not Found');
    expect(ui.notFound.text).toBe("The page you're looking for doesn't exist.");
    expect(ui.imageText.appointment).toBe('MAKE APPOINTMENT');
    expect(ui.caseStudyCard.readMore).toBe('Read More');
    expect(ui.blogCard.readMore).toBe('Read more');
    expect(ui.dates.published).toBe('Published Date:');
    expect(ui.carousel.next).toBe('Next slide');
    expect(english.home.homeHero.headline).toBe('Modifying Ideas into Digital Growth');
    expect(english.home.homeShowcase.heading).toBe('Success Stories of Digital Products');
    expect(english.services.numberedServicePages[0].portfolio.exploreAll.label).toBe('Explore All');
    expect(english.policies.refundPolicy.metaDescription).toContain(
      'processed in 14 to 22 business days.',
    );
  });

  it('words the form checks as the schemas do', () => {
    const { validation, labels } = english.ui.contactForm;
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    // (An empty name breaks its minimum; the form shows `required` for any empty field.)
    expect(
      messages(pageContactSchema.safeParse({ name: '', email: 'x', phoneNum: '1', message: '' })),
    ).toEqual([
      validation.tooShort(labels.name, 3),
      validation.invalidEmail,
      validation.tooShort(labels.phoneNum, 3),
      validation.required(labels.message),
    ]);
    expect(
      messages(
        pageContactSchema.safeParse({
          name: 'Sara',
          email: 'a@b.co',
          phoneNum: '0501234567',
          message: 'Hi',
          role: 'r'.repeat(37),
        }),
      ),
    ).toEqual([validation.tooLong(labels.role, 36)]);
    expect(
      messages(
        mainContactSchema.safeParse({ name: 'x'.repeat(13), email: 'a@b.co', message: 'hi' }),
      ),
    ).toEqual([validation.tooLong(labels.fullName, 12)]);
  });
});
