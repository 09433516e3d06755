import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, openAdmin, test, uniqueId } from '../support/admin';
import { categoryId } from '../support/blogs';
import { adminToken, bearer } from '../support/public';

// The admin lists of location pages, blogs and case studies load a page at a time,
// search as staff type, and keep page and search in the address. Each test creates
// its own records with a unique key, looks only at them (through the search), and
// deletes them again: other tests share the database and expect their own records on
// the first page of these lists.

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Runs the calls a few at a time (the server under test is shared and slow). */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

function searchBox(page: Page, name: RegExp) {
  return page.getByRole('searchbox', { name });
}

/** The words shown when a search finds nothing (not the hidden status saying the same). */
function emptyMessage(page: Page, message: string) {
  return page
    .locator('p')
    .filter({ hasText: message })
    .filter({ has: page.getByRole('button', { name: 'Clear search' }) });
}

/** The visually hidden status that reads out what the list shows. */
function listStatus(page: Page) {
  return page.getByRole('search').locator('xpath=following-sibling::*[@role="status"]');
}

async function expectQuery(page: Page, expected: { page?: string; q?: string }) {
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return { page: params.get('page') ?? undefined, q: params.get('q') ?? undefined };
    })
    .toEqual(expected);
}

function locationFields(slug: string, heading: string) {
  return {
    slug_url: slug,
    main_heading: heading,
    main_paragraph: 'Websites and apps for Fujairah businesses, built by a UAE team.',
    highlighted_heading: 'Local',
    heading_1: 'Digital Partner for Fujairah',
    heading_2: 'Design',
    heading_3: 'Development',
    heading_4: 'Support',
    paragraph_1: 'We help Fujairah companies grow online.',
    paragraph_2: 'Research-led design.',
    paragraph_3: 'Fast, secure builds.',
    paragraph_4: 'Care plans after launch.',
    meta_title: `${heading} | Nexa Digital`,
    meta_keywords: 'web agency Fujairah',
    meta_link: `https://nexadigital.ae/${slug}`,
    meta_description: 'Nexa Digital builds websites and apps for businesses in Fujairah.',
  };
}

async function deleteAll(request: APIRequestContext, token: string, paths: string[]) {
  await inBatches(paths, 5, (path) => request.delete(path, { headers: bearer(token) }));
}

test.describe('paged, searchable admin lists', () => {
  // First in the file, and its records are deleted at once: 22 location pages exist for
  // as short a time as possible while other tests run.
  test('location pages: pager, page in the address, search in any case, no matches', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const key = uniqueId();
    const token = await adminToken(request);
    const numbers = Array.from({ length: 22 }, (_, i) => i + 1);
    const created = await inBatches(numbers, 4, async (n) => {
      const slug = `paging-${key}-fujairah-${twoDigits(n)}`;
      const response = await request.post('/api/locationpages/create', {
        headers: bearer(token),
        data: locationFields(slug, `Web Agency Fujairah ${key} ${twoDigits(n)}`),
      });
      expect(response.status(), await response.text()).toBe(201);
      const { data } = (await response.json()) as { data: { location_id: number } };
      return { id: data.location_id, slug };
    });
    // The list is newest first.
    const slugs = created.sort((a, b) => b.id - a.id).map((record) => record.slug);
    try {
      await openAdmin(page, '/admin/location-pages', baseURL);
      const search = searchBox(page, /^Search location pages by URL or heading$/);
      const cards = page.getByRole('listitem').filter({ hasText: `paging-${key}-` });
      const pager = page.getByRole('navigation', { name: 'Location list pages' });

      await search.fill(`paging-${key}`);
      await expectQuery(page, { q: `paging-${key}` });
      await expect(pager).toContainText('Page 1 of 2');
      await expect(cards).toHaveCount(20);
      await expect(cards.first()).toContainText(`Current URL: ${slugs[0]}`);
      await expect(listStatus(page)).toHaveText(
        `20 of 22 location pages matching “paging-${key}”.`,
      );
      await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

      await pager.getByRole('button', { name: 'Next page' }).click();
      await expectQuery(page, { page: '2', q: `paging-${key}` });
      await expect(pager).toContainText('Page 2 of 2');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText(`Current URL: ${slugs[20]}`);
      await expect(cards.nth(1)).toContainText(`Current URL: ${slugs[21]}`);

      // Reload keeps the place, and the search in the field.
      await page.reload();
      await expect(search).toHaveValue(`paging-${key}`);
      await expect(pager).toContainText('Page 2 of 2');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(1)).toContainText(`Current URL: ${slugs[21]}`);

      // Part of a heading, in other letters' case: back to page 1, one match, no pager.
      await search.fill(`agency FUJAIRAH ${key.toUpperCase()} 07`);
      await expectQuery(page, { q: `agency FUJAIRAH ${key.toUpperCase()} 07` });
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText(`Current URL: paging-${key}-fujairah-07`);
      await expect(pager).toHaveCount(0);
      await expect(listStatus(page)).toHaveText(
        `1 location page matches “agency FUJAIRAH ${key.toUpperCase()} 07”.`,
      );

      // Part of a URL.
      await search.fill(`${key}-FUJAIRAH-1`);
      await expect(cards).toHaveCount(10);

      await expectNoMatchesThenClear(page, search, cards, {
        miss: `paging-${key}-nowhere`,
        message: `No location pages match “paging-${key}-nowhere”.`,
      });
      await expect(page.getByRole('listitem').filter({ hasText: 'Current URL:' })).not.toHaveCount(
        0,
      );
    } finally {
      await deleteAll(
        request,
        token,
        created.map((record) => `/api/locationpages/${record.id}`),
      );
    }
  });

  test('blogs: a card grid of 12 a page, Previous and Next, search by title or URL', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const key = uniqueId();
    const token = await adminToken(request);
    const category = await categoryId(request);
    // Dated long ago, so that they come after every other blog in the newest-first list.
    const numbers = Array.from({ length: 14 }, (_, i) => i + 1);
    const created = await inBatches(numbers, 4, async (n) => {
      const title = `Paging Notes ${key} ${twoDigits(n)}`;
      const response = await request.post('/blog', {
        headers: bearer(token),
        data: {
          title,
          brief_paragraph: 'A short note written by the paging test.',
          blog_image: '/demo/blogs/blog-3.webp',
          published_date: `2001-01-${twoDigits(n)}`,
          metaTitle: title,
          metaDescription: 'A short note written by the paging test.',
          canonicalLink: '',
          category,
          blogs_content: [],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { data } = (await response.json()) as { data: { blog_id: number; slug_url: string } };
      return { id: data.blog_id, slug: data.slug_url, title };
    });
    // Newest first: 14 … 3 on the first page, 2 and 1 on the second.
    const titles = [...created].reverse().map((blog) => blog.title);
    try {
      await openAdmin(page, '/admin/blogs', baseURL);
      const search = searchBox(page, /^Search blogs by title or URL$/);
      const cards = page.getByRole('listitem').filter({ hasText: `Paging Notes ${key}` });
      const pager = page.getByRole('navigation', { name: 'Blog pages' });

      await search.fill(`notes ${key}`);
      await expectQuery(page, { q: `notes ${key}` });
      await expect(pager).toContainText('Page 1 of 2');
      await expect(cards).toHaveCount(12);
      await expect(cards.first().getByRole('heading')).toHaveText(titles[0]!);
      await expect(listStatus(page)).toHaveText(`12 of 14 blogs matching “notes ${key}”.`);

      await pager.getByRole('button', { name: 'Next page' }).click();
      await expectQuery(page, { page: '2', q: `notes ${key}` });
      await expect(pager).toContainText('Page 2 of 2');
      await expect(cards.getByRole('heading')).toHaveText([titles[12]!, titles[13]!]);
      await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

      await page.reload();
      await expect(search).toHaveValue(`notes ${key}`);
      await expect(cards.getByRole('heading')).toHaveText([titles[12]!, titles[13]!]);

      await pager.getByRole('button', { name: 'Previous page' }).click();
      await expectQuery(page, { q: `notes ${key}` });
      await expect(cards).toHaveCount(12);

      // Part of the URL (the slug), in capitals.
      const fifth = created[4]!;
      await search.fill(fifth.slug.slice(2).toUpperCase());
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole('heading')).toHaveText(fifth.title);
      await expect(pager).toHaveCount(0);
      // Part of the title, in small letters.
      await search.fill(`paging notes ${key} 1`);
      await expect(cards).toHaveCount(5);

      await expectNoMatchesThenClear(page, search, cards, {
        miss: `Paging Notes ${key} nowhere`,
        message: `No blogs match “Paging Notes ${key} nowhere”.`,
      });
    } finally {
      await deleteAll(
        request,
        token,
        created.map((blog) => `/blog/${blog.id}`),
      );
    }
  });

  test('case studies: search by heading or client name, no matches, clear', async ({
    page,
    request,
    baseURL,
  }) => {
    const key = uniqueId();
    const token = await adminToken(request);
    const studies = [
      { heroHeading: `Paging Harbour Cafe ${key}`, clientName: `Harbour ${key} LLC` },
      { heroHeading: `Paging Sand Dunes Tours ${key}`, clientName: `Dunes ${key} Travel` },
    ];
    const ids: string[] = [];
    for (const fields of studies) {
      const created = await request.post('/api/caseStudies', { headers: bearer(token) });
      expect(created.status()).toBe(201);
      const { _id: id } = (await created.json()) as { _id: string };
      ids.push(id);
      const saved = await request.put(`/api/caseStudies/${id}`, {
        headers: bearer(token),
        data: {
          ...fields,
          industry: 'Hospitality',
          template: 'template1',
          sec4Heading: 'Results',
          sec4SubHeading: 'In the first year',
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    try {
      await openAdmin(page, '/admin/casestudy', baseURL);
      const search = searchBox(page, /^Search case studies by heading or client$/);
      const rows = page.getByRole('row').filter({ hasText: `Paging` }).filter({ hasText: key });

      await search.fill(key.toUpperCase());
      await expect(rows).toHaveCount(2);
      await expectQuery(page, { q: key.toUpperCase() });
      await expect(listStatus(page)).toHaveText(`2 case studies match “${key.toUpperCase()}”.`);

      // By client name only (the heading does not contain it).
      await search.fill(`dunes ${key} travel`);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(studies[1]!.heroHeading);

      await expectNoMatchesThenClear(page, search, rows, {
        miss: `${key} nowhere`,
        message: `No case studies match “${key} nowhere”.`,
      });
      await expect(page.getByRole('columnheader', { name: 'Heading' })).toBeVisible();
    } finally {
      await deleteAll(
        request,
        token,
        ids.map((id) => `/api/caseStudies/${id}`),
      );
    }
  });

  test('at 390 px the search field, results and pager fit the screen @mobile', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    // Both projects would open the list at 390 px, where the layout is the same: it
    // follows the width alone (no hover, pointer or user-agent rules). Once, on the phone.
    test.skip(!isMobile, 'the same 390 px run as the phone project');
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmin(page, '/admin/blogs', baseURL);
    const search = searchBox(page, /^Search blogs by title or URL$/);
    await expect(search).toBeVisible();
    const long = `no-such-blog-${uniqueId()}-${'x'.repeat(60)}`;
    await search.fill(long);
    await expect(emptyMessage(page, `No blogs match “${long}”.`)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await search.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});

/** A search that finds nothing says so; Clear search empties the field and brings the list back. */
async function expectNoMatchesThenClear(
  page: Page,
  search: Locator,
  mine: Locator,
  { miss, message }: { miss: string; message: string },
) {
  await search.fill(miss);
  await expect(mine).toHaveCount(0);
  const empty = emptyMessage(page, message);
  await expect(empty).toBeVisible();
  await expect(listStatus(page)).toHaveText(message);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(empty).toBeHidden();
  await expectQuery(page, {});
}
