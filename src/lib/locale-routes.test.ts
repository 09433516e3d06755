import { describe, expect, it } from 'vitest';
import { counterpartPath, englishPathOf } from './locale-routes';

describe("the language switcher's destinations", () => {
  it('pairs the pages every language has', () => {
    expect(counterpartPath('/', 'ar')).toBe('/ar');
    expect(counterpartPath('/ar', 'en')).toBe('/');
    expect(counterpartPath('/company', 'ar')).toBe('/ar/company');
    expect(counterpartPath('/ar/google-ads-services-agency-in-dubai-uae', 'en')).toBe(
      '/google-ads-services-agency-in-dubai-uae',
    );
  });

  it("sends a list's later page to the other list's first page", () => {
    expect(counterpartPath('/insights/page/3', 'ar')).toBe('/ar/insights');
  });

  it("asks the switch route from a record's page, which knows its counterpart", () => {
    expect(counterpartPath('/blogs/arabic-seo-mistakes', 'ar')).toBe(
      '/language?to=ar&from=%2Fblogs%2Farabic-seo-mistakes',
    );
    expect(counterpartPath('/ar/casestudy/64f1a2b3c4d5e6f708192a01', 'en')).toBe(
      '/language?to=en&from=%2Far%2Fcasestudy%2F64f1a2b3c4d5e6f708192a01',
    );
  });

  it('reads the English path of an Arabic one', () => {
    expect(englishPathOf('/ar')).toBe('/');
    expect(englishPathOf('/ar/company')).toBe('/company');
    expect(englishPathOf('/arabic-seo')).toBe('/arabic-seo');
  });
});
