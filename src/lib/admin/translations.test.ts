import { describe, expect, it } from 'vitest';
import { blogType } from '../content-types/blog';
import { caseStudyType } from '../content-types/case-study';
import { locationPageType } from '../content-types/location-page';
import { translatableFieldsOf, type FormGroup, type FormItem } from '../content-types/fields';
import {
  arabicTranslationOf,
  plainTextOf,
  translatedDeclarationsOf,
  translatedForm,
  translatedNamesOf,
  translatedValuesOf,
  translationPath,
  translationSaveCall,
} from './translations';

const itemNames = (items: readonly FormItem[]): string[] =>
  items.flatMap((item) =>
    typeof item === 'string' ? [item] : 'row' in item ? [...item.row] : itemNames(item.items),
  );
const namesIn = (groups: FormGroup[]) => groups.flatMap((group) => itemNames(group.items));

describe('the Arabic tab of the editors', () => {
  it('shows the translatable fields of a blog and its Arabic address, nothing else', () => {
    expect(translatableFieldsOf(blogType.fields)).toEqual([
      'title',
      'brief_paragraph',
      'metaTitle',
      'metaDescription',
      'blogs_content',
    ]);
    expect(translatedNamesOf(blogType)).toContain('slug_url');
    const form = translatedForm(blogType);
    expect(form.map((group) => group.legend)).toEqual([
      undefined,
      'Search engines',
      'Content sections',
    ]);
    expect(form[0]!.items).toEqual(['title', 'slug_url', 'brief_paragraph']);
    expect(form[1]!.items).toEqual(['metaTitle', 'metaDescription']);
  });

  it('shows a location page’s Arabic URL where its English URL is', () => {
    expect(translatedNamesOf(locationPageType)).toContain('slug_url');
    expect(translatedForm(locationPageType)[0]!.items[0]).toBe('slug_url');
    expect(namesIn(translatedForm(locationPageType))).not.toContain('meta_link');
  });

  it('drops the groups of a case study that have nothing to translate', () => {
    const legends = translatedForm(caseStudyType).map((group) => group.legend);
    expect(legends).not.toContain('Categories and template');
    expect(namesIn(translatedForm(caseStudyType))).not.toContain('bannerImage');
    expect(translatedNamesOf(caseStudyType)).toContain('heroHeading');
    // The editor draws every field it is given: only these.
    expect(Object.keys(translatedDeclarationsOf(caseStudyType)).sort()).toEqual(
      namesIn(translatedForm(caseStudyType)).sort(),
    );
  });

  it('opens on a published translation’s pending changes', () => {
    const translation = { title: 'قديم', pending_changes: { title: 'جديد' } };
    expect(translatedValuesOf(translation, ['title'])).toEqual({ title: 'جديد' });
  });
});

describe('the Arabic tab’s saves', () => {
  const path = translationPath('/blog', '7');

  it('address the translation, never the English record', () => {
    expect(path).toBe('/blog/7?locale=ar');
    expect(translationPath('/api/caseStudies', 'a b')).toBe('/api/caseStudies/a%20b?locale=ar');
  });

  it('start a translation with the status the button names', () => {
    expect(translationSaveCall(path, false, { title: 'عنوان' }, 'draft')).toEqual({
      path: '/blog/7?locale=ar',
      method: 'PUT',
      body: { title: 'عنوان', status: 'draft', publish_at: null },
    });
  });

  it('keep an existing translation’s status on Save draft', () => {
    expect(translationSaveCall(path, true, { title: 'عنوان' }, 'draft')).toEqual({
      path: '/blog/7?locale=ar&draft=true',
      method: 'PUT',
      body: { title: 'عنوان' },
    });
  });

  it('publish now or at the chosen time', () => {
    expect(translationSaveCall(path, true, {}, 'publish').body).toEqual({
      status: 'published',
      publish_at: null,
    });
    expect(
      translationSaveCall(path, true, {}, 'schedule', '2031-01-01T08:00:00.000Z').body,
    ).toEqual({ status: 'scheduled', publish_at: '2031-01-01T08:00:00.000Z' });
  });
});

describe('the lists’ Arabic column', () => {
  it('reads the status of the Arabic translation, or none', () => {
    expect(arabicTranslationOf({ translations: { ar: { status: 'draft', slug: 'س' } } })).toEqual({
      status: 'draft',
      slug: 'س',
    });
    expect(arabicTranslationOf({ translations: {} })).toBeNull();
    expect(arabicTranslationOf({})).toBeNull();
    expect(arabicTranslationOf({ translations: { ar: { status: 'gone' } } })).toBeNull();
  });
});

describe('the English text beside a rich-text field', () => {
  it('reads as lines of text', () => {
    expect(plainTextOf('<p>One &amp; two</p><ul><li>three</li><li>four</li></ul>')).toBe(
      'One & two\nthree\nfour',
    );
  });
});
