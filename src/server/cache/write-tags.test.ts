import { describe, expect, it } from 'vitest';
import type { BlogSummary } from '@/lib/records';
import type { CaseStudy } from '../case-studies/case-studies';
import type { LocationPage } from '../location-pages/location-pages';
import { blogWriteTags, caseStudyWriteTags, locationPageWriteTags } from './write-tags';

const blog = (fields: Partial<BlogSummary> = {}) =>
  ({
    blog_id: 4,
    slug_url: 'arabic-seo',
    title: 'Arabic SEO',
    published_date: '2026-01-10',
    status: 'published',
    ...fields,
  }) as BlogSummary;

describe('the cache tags a blog write expires', () => {
  it('a new blog: the lists, its URL (a cached 404 there) and the sitemap', () => {
    expect(blogWriteTags(undefined, blog()).sort()).toEqual(
      ['blog:4', 'blog-slug:arabic-seo', 'blogs:list', 'sitemap'].sort(),
    );
  });

  it('an edit in place: its own pages, not every list page', () => {
    const tags = blogWriteTags(blog(), blog({ title: 'Arabic SEO' }));
    expect(tags).toContain('blog:4');
    expect(tags).not.toContain('blogs:list');
  });

  it('a new date moves it within the lists', () => {
    expect(blogWriteTags(blog(), blog({ published_date: '2026-02-01' }))).toContain('blogs:list');
  });

  it('unpublishing or publishing it moves every later list page', () => {
    expect(blogWriteTags(blog(), blog({ status: 'draft' }))).toContain('blogs:list');
    expect(blogWriteTags(blog({ status: 'draft' }), blog())).toContain('blogs:list');
  });

  it('a new slug: both the old URL and the new one', () => {
    const tags = blogWriteTags(blog(), blog({ slug_url: 'arabic-seo-guide' }));
    expect(tags).toEqual(
      expect.arrayContaining(['blog-slug:arabic-seo', 'blog-slug:arabic-seo-guide']),
    );
  });

  it('a deleted blog leaves the lists', () => {
    expect(blogWriteTags(blog(), undefined)).toEqual(
      expect.arrayContaining(['blog:4', 'blog-slug:arabic-seo', 'blogs:list']),
    );
  });
});

describe('the cache tags a case study write expires', () => {
  const study = (heroHeading: string, status = 'published') =>
    ({ _id: 'a'.repeat(24), heroHeading, status }) as CaseStudy;

  it('filling the heading of a draft puts it on the lists', () => {
    expect(caseStudyWriteTags(study(''), study('Desert Bloom'))).toContain('case-studies:list');
  });

  it('unpublishing a listed one takes it off the lists', () => {
    expect(caseStudyWriteTags(study('Desert Bloom'), study('Desert Bloom', 'draft'))).toContain(
      'case-studies:list',
    );
  });

  it('editing a listed one expires its own tag only', () => {
    const tags = caseStudyWriteTags(study('Desert Bloom'), study('Desert Bloom Online'));
    expect(tags).toEqual(expect.arrayContaining([`case-study:${'a'.repeat(24)}`, 'sitemap']));
    expect(tags).not.toContain('case-studies:list');
  });
});

describe('the cache tags a location page write expires', () => {
  it('a new URL expires the old one and the new one', () => {
    const page = (slug_url: string) => ({ location_id: 3, slug_url }) as LocationPage;
    expect(locationPageWriteTags(page('seo-dubai'), page('seo-abu-dhabi')).sort()).toEqual(
      [
        'location-page:3',
        'location-slug:seo-dubai',
        'location-slug:seo-abu-dhabi',
        'sitemap',
      ].sort(),
    );
  });
});
