import { describe, expect, it } from 'vitest';
import { altFor, altLocaleFor, captionFor, CENTRE, type MediaPresentation } from './media';

const picture = (fields: Partial<MediaPresentation> = {}): MediaPresentation => ({
  alt: 'Boats moored in Dubai Creek at sunset',
  decorative: false,
  caption: 'Dubai Creek',
  altAr: 'قوارب راسية في خور دبي عند الغروب',
  captionAr: 'خور دبي',
  focalPoint: CENTRE,
  captions: '',
  poster: '',
  version: 1,
  ...fields,
});

describe('the words a page in one language shows', () => {
  it('gives an Arabic page the Arabic words and an English page the English ones', () => {
    expect(altFor(picture(), 'ar')).toBe('قوارب راسية في خور دبي عند الغروب');
    expect(altFor(picture(), 'en')).toBe('Boats moored in Dubai Creek at sunset');
    expect(captionFor(picture(), 'ar')).toBe('خور دبي');
    expect(captionFor(picture(), 'en')).toBe('Dubai Creek');
    expect(altLocaleFor(picture(), 'ar')).toBe('ar');
    expect(altLocaleFor(picture(), 'en')).toBe('en');
  });

  it('gives an Arabic page the English words, marked English, until the Arabic are written', () => {
    const untranslated = picture({ altAr: '', captionAr: '' });
    expect(altFor(untranslated, 'ar')).toBe('Boats moored in Dubai Creek at sunset');
    expect(altLocaleFor(untranslated, 'ar')).toBe('en');
    expect(captionFor(untranslated, 'ar')).toBe('Dubai Creek');
  });

  it('never gives an English page the Arabic words', () => {
    expect(altFor(picture({ alt: '' }), 'en')).toBe('');
    expect(captionFor(picture({ caption: '' }), 'en')).toBe('');
  });

  it('gives a decorative picture an empty alt in both languages', () => {
    expect(altFor(picture({ decorative: true }), 'ar')).toBe('');
    expect(altFor(picture({ decorative: true }), 'en')).toBe('');
  });
});
