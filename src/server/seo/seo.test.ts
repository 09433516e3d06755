import { describe, expect, it } from 'vitest';
import { getSiteUrl } from '@/server/site-url';
import { blogPostingJsonLd, breadcrumbJsonLd, homeJsonLd } from './json-ld';
import { pageMetadata, resolveCanonical } from './metadata';

const site = getSiteUrl();

describe('resolveCanonical', () => {
  it('moves a link on the demo content’s production domain to SITE_URL, keeping its path', () => {
    expect(resolveCanonical('https://nexadigital.ae/blogs/a-post', '/blogs/x')).toBe(
      `${site}/blogs/a-post`,
    );
    expect(resolveCanonical('https://www.nexadigital.ae/blogs/a-post/', '/blogs/x')).toBe(
      `${site}/blogs/a-post`,
    );
  });

  it('keeps a canonical link to another domain (syndicated content)', () => {
    expect(resolveCanonical('https://partner.example/original', '/blogs/x')).toBe(
      'https://partner.example/original',
    );
  });

  it('falls back to the page’s own URL when empty, invalid or only the domain root', () => {
    expect(resolveCanonical('', '/blogs/x')).toBe(`${site}/blogs/x`);
    expect(resolveCanonical('javascript:alert(1)', '/blogs/x')).toBe(`${site}/blogs/x`);
    expect(resolveCanonical('https://nexadigital.ae/', '/blogs/x')).toBe(`${site}/blogs/x`);
  });
});

describe('pageMetadata', () => {
  it('lets the layout template add the brand unless the title already names it', () => {
    expect(pageMetadata({ title: 'Insights', description: 'd', path: '/insights' }).title).toBe(
      'Insights',
    );
    expect(
      pageMetadata({ title: 'SEO Services | Nexa Digital', description: 'd', path: '/seo' }).title,
    ).toEqual({ absolute: 'SEO Services | Nexa Digital' });
  });

  it('uses a meta title an admin typed exactly as typed', () => {
    const meta = pageMetadata({
      title: 'Website Cost in Dubai',
      exactTitle: true,
      description: 'd',
      path: '/blogs/x',
    });
    expect(meta.title).toEqual({ absolute: 'Website Cost in Dubai' });
    expect(meta.openGraph?.title).toBe('Website Cost in Dubai');
  });

  it('builds the canonical URL, Open Graph and Twitter card with an image', () => {
    const meta = pageMetadata({ title: 'Company', description: 'About us', path: '/company' });
    expect(meta.alternates?.canonical).toBe(`${site}/company`);
    expect(meta.openGraph).toMatchObject({ url: `${site}/company`, description: 'About us' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(JSON.stringify(meta.openGraph?.images)).toContain('/demo/site/og-default.png');
  });
});

describe('structured data', () => {
  it('describes the home page as a WebSite, an Organization and a ProfessionalService', () => {
    const data = homeJsonLd() as { '@graph': { '@type': string }[] };
    expect(data['@graph'].map((item) => item['@type'])).toEqual([
      'WebSite',
      'Organization',
      'ProfessionalService',
    ]);
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Insights', path: '/insights' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Insights', item: `${site}/insights` },
    ]);
  });

  it('gives a BlogPosting an absolute image and its dates', () => {
    const post = blogPostingJsonLd({
      locale: 'en',
      title: 'A post',
      description: 'About it',
      url: `${site}/blogs/a-post`,
      image: '/demo/blogs/blog-1.webp',
      datePublished: '2025-01-14',
      dateModified: '2025-02-01T10:00:00.000Z',
      sectionHeadings: ['One'],
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A post',
      image: [`${site}/demo/blogs/blog-1.webp`],
      datePublished: '2025-01-14',
    });
  });
});
