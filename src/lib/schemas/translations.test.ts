import { describe, expect, it } from 'vitest';
import { blogFields } from '../content-types/blog';
import { caseStudyFields } from '../content-types/case-study';
import { slugFieldOf, translatableFieldsOf } from '../content-types/fields';
import { locationPageFields } from '../content-types/location-page';
import {
  blogTranslationSchema,
  caseStudyTranslationSchema,
  locationPageTranslationSchema,
  normaliseTranslationSlug,
} from './translations';

// What a translation holds is read from the declarations (issue 29): the fields marked
// translatable and the slug field, each under its declared rule, the slug under the
// Arabic slug rule.

describe('translation schemas', () => {
  it('hold the declared translatable fields and the slug field, nothing else', () => {
    expect(translatableFieldsOf(blogFields)).toEqual([
      'title',
      'brief_paragraph',
      'metaTitle',
      'metaDescription',
      'blogs_content',
    ]);
    expect(Object.keys(blogTranslationSchema.shape).sort()).toEqual(
      [...translatableFieldsOf(blogFields), 'slug_url'].sort(),
    );
    expect(Object.keys(locationPageTranslationSchema.shape).sort()).toEqual(
      [...translatableFieldsOf(locationPageFields), slugFieldOf(locationPageFields)].sort(),
    );
    expect(Object.keys(locationPageTranslationSchema.shape)).not.toContain('meta_link');
    expect(Object.keys(caseStudyTranslationSchema.shape)).toEqual(
      translatableFieldsOf(caseStudyFields),
    );
    expect(Object.keys(caseStudyTranslationSchema.shape)).not.toContain('bannerImage');
  });

  it('normalise an Arabic or Latin slug by the spec rule, keeping Arabic letters', () => {
    expect(normaliseTranslationSlug('  تصميم   مواقع\tدبي ')).toBe('تصميم-مواقع-دبي');
    expect(normaliseTranslationSlug('Web Design DUBAI')).toBe('web-design-dubai');
    // Composed and decomposed forms of one word are one slug.
    expect(normaliseTranslationSlug('e\u0301t\u00e9')).toBe('\u00e9t\u00e9');
  });

  it("refuse a slug that would break its URL, and a location page's fixed Arabic routes", () => {
    for (const slug of ['a/b', 'why?', '#x', '50%', 'a\\b']) {
      const result = blogTranslationSchema.shape.slug_url!.safeParse(slug);
      expect(result.success, slug).toBe(false);
    }
    const location = locationPageTranslationSchema.shape.slug_url!;
    for (const slug of [
      '',
      '   ',
      'company',
      'Contact',
      'case-studies',
      'insights',
      'blogs',
      'casestudy',
    ]) {
      expect(location.safeParse(slug).success, slug).toBe(false);
    }
    expect(location.safeParse('حي الشهداء').data).toBe('حي-الشهداء');
    expect(blogTranslationSchema.shape.slug_url!.safeParse(undefined).data).toBe('');
  });
});
