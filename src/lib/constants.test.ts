import { describe, expect, it } from 'vitest';
import { statisticsCount, truncate, TEASER_LENGTH } from './constants';
import { toSlug } from './slug';

describe('truncate', () => {
  it('keeps short text whole', () => {
    expect(truncate('Short text', TEASER_LENGTH)).toBe('Short text');
  });
  it('cuts long text to the limit and adds an ellipsis', () => {
    const cut = truncate('a'.repeat(200), TEASER_LENGTH);
    expect(cut).toBe(`${'a'.repeat(150)}…`);
  });
});

describe('statisticsCount', () => {
  it('shows 3 figures for template2 and 4 otherwise', () => {
    expect(statisticsCount('template2')).toBe(3);
    expect(statisticsCount('template1')).toBe(4);
    expect(statisticsCount('')).toBe(4);
  });
});

describe('toSlug', () => {
  it('lower-cases and turns whitespace runs into single hyphens', () => {
    expect(toSlug('  Why Dubai   Brands\tNeed SEO ')).toBe('why-dubai-brands-need-seo');
  });
});
