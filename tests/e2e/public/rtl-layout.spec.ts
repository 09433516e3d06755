import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as ui from '@/content/ar/ui';
import { mainTabs } from '@/content/ar/navigation';
import { PUBLIC_LIST_PAGE_SIZE } from '@/lib/constants';
import { categoryId, pastBlogBody } from '../support/blogs';
import { sidewaysOverflow } from '../support/layout';
import { adminToken, bearer, marker } from '../support/public';
import { NUMBERED_SERVICE_PATHS, SHARED_SERVICE_PATHS } from '../support/public-routes';

// Issue 29: the Arabic pages are the English components under <html lang="ar" dir="rtl">,
// and the CSS alone (logical properties) must lay them out mirrored.

const ROUTES = [
  '/ar',
  `/ar${NUMBERED_SERVICE_PATHS[0]!}`,
  `/ar${SHARED_SERVICE_PATHS[0]!}`,
  '/ar/company',
  '/ar/insights',
  '/ar/case-studies',
  '/ar/contact',
  '/ar/privacy-policy',
];

/** The record pages: their Arabic addresses come from the published translations. */
const RECORD_PAGES = {
  'an Arabic blog': async (request: APIRequestContext) =>
    `/ar/blogs/${encodeURIComponent((await firstTranslated(request, '/blog')).slug_url!)}`,
  'an Arabic case study': async (request: APIRequestContext) =>
    `/ar/casestudy/${(await firstTranslated(request, '/api/caseStudies'))._id!}`,
  'an Arabic location page': async (request: APIRequestContext) =>
    `/ar/${encodeURIComponent((await firstTranslated(request, '/api/locationpages')).slug_url!)}`,
};

/** The first record of a list whose Arabic translation the public can read. */
async function firstTranslated(request: APIRequestContext, list: string) {
  const response = await request.get(`${list}?locale=ar&page=1&limit=1`);
  expect(response.status(), list).toBe(200);
  // GET /blog answers {status, data}; the other two lists are bare arrays (spec point 7).
  type Item = { slug_url?: string; _id?: string };
  const body = (await response.json()) as Item[] | { data: Item[] };
  const data = Array.isArray(body) ? body : body.data;
  expect(data.length, `${list}: a record translated into Arabic`).toBeGreaterThan(0);
  return data[0]!;
}

/** The accessible names the checks use, as the Arabic pages name them. */
const NAMES = {
  reviews: ui.testimonialsCarousel.carouselLabel,
  pause: ui.carousel.pause,
  previous: ui.carousel.previous,
  next: ui.carousel.next,
  solutions: mainTabs.find((tab) => tab.id === 'solutions')!.label,
  openMenu: ui.mobileMenu.open,
  services: ui.mobileMenu.services,
  pages: ui.pagination.navLabel(ui.insightsPage.paginationLabel),
  logo: ui.header.logoLabel('').trim(),
};

const WIDTHS = [390, 1280];

/** Pixels of tolerance for sub-pixel layout. */
const SLACK = 1.5;

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

type Box = { left: number; right: number; top: number; bottom: number };

const box = async (locator: Locator): Promise<Box> => {
  const rect = await locator.evaluate((element) => element.getBoundingClientRect().toJSON() as Box);
  return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
};

/**
 * The header bar: the logo sits at the bar's right edge (inside its padding) and every
 * other visible part of the bar (the menu, the hamburger, Get Started) to its left.
 */
function headerBar(page: Page) {
  return page.evaluate((logoLabel) => {
    const logo = document.querySelector(`header a[aria-label^="${logoLabel}"]`)!;
    const bar = logo.parentElement!;
    const barRect = bar.getBoundingClientRect();
    const barEnd = barRect.right - parseFloat(getComputedStyle(bar).paddingRight);
    const logoRect = logo.getBoundingClientRect();
    const others = Array.from(bar.children)
      .filter((child) => child !== logo)
      .map((child) => child.getBoundingClientRect())
      .filter((rect) => rect.width > 0);
    return {
      logoRightGap: barEnd - logoRect.right,
      others: others.length,
      othersRightOfLogo: others.filter((rect) => rect.right > logoRect.left + 1).length,
    };
  }, NAMES.logo);
}

/**
 * Each line of the element's text against its content box: a right-aligned text ends
 * every line at the right edge, however long the line is.
 */
function lineEnds(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const contentLeft = rect.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const contentRight =
      rect.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    const range = document.createRange();
    range.selectNodeContents(element);
    // One entry per line: the fragments of a line share its vertical middle.
    const lines = new Map<number, { left: number; right: number }>();
    for (const fragment of Array.from(range.getClientRects())) {
      if (fragment.width === 0) continue;
      const key = Math.round((fragment.top + fragment.bottom) / 2 / 4);
      const line = lines.get(key) ?? { left: Infinity, right: -Infinity };
      lines.set(key, {
        left: Math.min(line.left, fragment.left),
        right: Math.max(line.right, fragment.right),
      });
    }
    return [...lines.values()].map((line) => ({
      gapAtRight: contentRight - line.right,
      gapAtLeft: line.left - contentLeft,
    }));
  });
}

async function expectRightAligned(locator: Locator, what: string) {
  const lines = await lineEnds(locator);
  expect(lines.length, `${what} has text`).toBeGreaterThan(0);
  for (const line of lines) expect(line.gapAtRight, `${what}: a line ends at the right`).toBeLessThan(SLACK);
  // Not merely full lines: at least one line stops short of the left edge.
  expect(Math.max(...lines.map((line) => line.gapAtLeft)), `${what}: ragged at the left`).toBeGreaterThan(SLACK);
}

/** The checks every page passes at both widths (no sideways scroll: see below). */
async function expectMirrored(page: Page, route: string) {
  for (const width of WIDTHS) {
    await open(page, route, width);

    const bar = await headerBar(page);
    expect(Math.abs(bar.logoRightGap), `${width} px: the logo at the bar's right edge`).toBeLessThan(SLACK);
    expect(bar.others, `${width} px: the bar holds a menu`).toBeGreaterThan(0);
    expect(bar.othersRightOfLogo, `${width} px: the menu left of the logo`).toBe(0);

    await expectRightAligned(page.locator('h1'), `${width} px: the page heading`);

    const columns = page.locator('footer h2').locator('xpath=..');
    const first = await box(columns.first());
    const grid = await box(columns.first().locator('xpath=..'));
    expect(Math.abs(grid.right - first.right), `${width} px: the footer starts at the right`).toBeLessThan(SLACK);
    if (width >= 1024) {
      const second = await box(columns.nth(1));
      expect(second.right, 'the footer’s second column left of the first').toBeLessThan(first.left);
    } else {
      await expectRightAligned(columns.first().locator('h2'), 'the footer’s first heading');
    }

    // At 1280 px arabic-pages.spec.ts makes this same check on every Arabic route (the
    // desktop project's width), so here it runs at the narrow width only. (Here it was
    // the page's second visit in one browser, whose link prefetches stay pending about
    // 30 s: its wait for network idle made each of these tests 31 s instead of 4.)
    if (width < 1024) {
      expect(await sidewaysOverflow(page), `${width} px: no sideways scroll`).toBeNull();
    }
  }
}

test.describe('the Arabic pages mirror the layout', () => {
  for (const route of ROUTES) {
    test(`${route}: logo at the right, heading right-aligned, footer from the right, no sideways scroll`, async ({
      page,
    }) => {
      await expectMirrored(page, route);
    });
  }

  for (const [name, pathOf] of Object.entries(RECORD_PAGES)) {
    test(`${name}: logo at the right, heading right-aligned, footer from the right, no sideways scroll`, async ({
      page,
      request,
    }) => {
      await expectMirrored(page, await pathOf(request));
    });
  }

  test('/ar: the carousel’s Next brings slide 2 in from the left, and its arrows point the Arabic way', async ({
    page,
  }) => {
    await open(page, '/ar', 1280);
    const carousel = page.getByRole('region', { name: NAMES.reviews });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: NAMES.pause }).click();
    const slides = carousel.locator(`[aria-roledescription="${ui.carousel.slideRoleDescription}"]`);
    await expect(slides.first()).toHaveAttribute('aria-current', 'true');
    const viewport = await box(slides.first().locator('xpath=../..'));
    // What the reader sees of a slide: its card (the slide's box adds the gap beside it).
    const card = (index: number) => box(slides.nth(index).locator('> *'));

    // At rest the first slide fills the right of the viewport and the second waits at its left.
    const firstAtRest = await card(0);
    const secondAtRest = await card(1);
    expect(Math.abs(firstAtRest.right - viewport.right)).toBeLessThan(SLACK);
    expect(secondAtRest.right).toBeLessThanOrEqual(firstAtRest.left + SLACK);

    // Previous at the right, Next at the left, each arrow mirrored; Pause keeps its icon.
    const previous = carousel.getByRole('button', { name: NAMES.previous });
    const next = carousel.getByRole('button', { name: NAMES.next });
    expect((await box(next)).right).toBeLessThan((await box(previous)).left);
    const iconTransform = (button: Locator) =>
      button.locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
    expect(await iconTransform(next)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await iconTransform(previous)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await iconTransform(carousel.getByRole('button', { name: ui.carousel.play }))).toBe('none');

    await next.click();
    await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
    // The track travels rightwards until slide 2 sits where slide 1 was.
    await expect
      .poll(async () => Math.abs((await card(1)).right - viewport.right))
      .toBeLessThan(SLACK);
    expect((await card(0)).left).toBeGreaterThanOrEqual(viewport.right);
  });

  test('the Solutions dropdown and the mobile menu read from the right', async ({ page }) => {
    await open(page, '/ar', 1280);
    const solutions = page.getByRole('button', { name: NAMES.solutions });
    await solutions.click();
    const panel = page.locator(`[id="${await solutions.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    const columns = panel.locator(':scope > .container > *');
    await expect(columns).toHaveCount(3);
    const [first, second, quote] = [await box(columns.nth(0)), await box(columns.nth(1)), await box(columns.nth(2))];
    expect(second.right).toBeLessThan(first.left);
    expect(quote.right).toBeLessThan(second.left);
    // The link's name alone: its description is a block of its own beside it.
    const firstLink = columns.nth(0).locator('a').first();
    await expectRightAligned(firstLink.locator('span').first(), 'the first service link');

    await open(page, '/ar', 390);
    await page.getByRole('button', { name: NAMES.openMenu }).click();
    const services = page.getByRole('button', { name: NAMES.services, exact: true });
    await expect(services).toBeVisible();
    const label = await services.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button.firstChild!);
      return range.getBoundingClientRect().toJSON() as Box;
    });
    const chevron = await box(services.locator('svg'));
    expect(chevron.right, 'the chevron left of the label').toBeLessThan(label.left);
    expect(Math.abs((await box(services)).right - 4 - label.right), 'the label at the right').toBeLessThan(SLACK);
  });

  test('pagination: Previous at the right pointing right, Next at the left pointing left', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const category = await categoryId(request);
    const created: number[] = [];
    try {
      // Enough Arabic articles, with the demo ones, for a second page of /ar/insights.
      for (let i = 0; i <= PUBLIC_LIST_PAGE_SIZE; i++) {
        const response = await request.post('/blog', {
          headers: bearer(token),
          data: pastBlogBody(category, marker(`Mirrored archive ${i}`), { published_date: '2018-02-01' }),
        });
        expect(response.status(), await response.text()).toBe(201);
        const id = ((await response.json()) as { data: { blog_id: number } }).data.blog_id;
        created.push(id);
        const translated = await request.put(`/blog/${id}?locale=ar`, {
          headers: bearer(token),
          data: {
            title: `أرشيف معكوس ${i}`,
            slug_url: `arshif-maakous-${id}`,
            brief_paragraph: 'مقالة قديمة لملء الصفحة الثانية.',
            metaTitle: '',
            metaDescription: '',
            blogs_content: [{ heading: 'مقدمة', paragraph: '<p>نص قصير.</p>' }],
            status: 'published',
          },
        });
        expect(translated.status(), await translated.text()).toBe(200);
      }
      const arrowOf = (link: Locator) => link.locator('span[aria-hidden="true"]');
      const flipped = (arrow: Locator) => arrow.evaluate((span) => getComputedStyle(span).transform);

      await open(page, '/ar/insights', 1280);
      let pagination = page.getByRole('navigation', { name: NAMES.pages });
      const next = pagination.locator('a[rel="next"]');
      const position = await box(pagination.locator('p'));
      expect((await box(next)).right, 'Next left of the page number').toBeLessThan(position.left);
      // '→' after the label: at the label's left, drawn mirrored, so it points left.
      await expect(arrowOf(next)).toHaveText('→');
      expect(await flipped(arrowOf(next))).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      const nextBox = await box(next);
      expect((await box(arrowOf(next))).right, 'the arrow at the left end').toBeLessThan(
        (nextBox.left + nextBox.right) / 2,
      );

      await open(page, '/ar/insights/page/2', 1280);
      pagination = page.getByRole('navigation', { name: NAMES.pages });
      const previous = pagination.locator('a[rel="prev"]');
      expect((await box(previous)).left, 'Previous right of the page number').toBeGreaterThan(
        (await box(pagination.locator('p'))).right,
      );
      await expect(arrowOf(previous)).toHaveText('←');
      expect(await flipped(arrowOf(previous))).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      const previousBox = await box(previous);
      expect((await box(arrowOf(previous))).left, 'the arrow at the right end').toBeGreaterThan(
        (previousBox.left + previousBox.right) / 2,
      );
    } finally {
      for (const id of created) await request.delete(`/blog/${id}`, { headers: bearer(token) });
    }
  });

  test('phone numbers read left to right and sit at the right like the text around them', async ({
    page,
  }) => {
    // Where the '+' is drawn against the last digit: left of it when read left to right.
    const reading = (link: Locator) =>
      link.evaluate((anchor) => {
        const text = anchor.firstChild as Text;
        const charBox = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect();
        };
        const parent = anchor.parentElement!.getBoundingClientRect();
        const whole = document.createRange();
        whole.selectNodeContents(anchor);
        return {
          text: text.data,
          plusLeftOfLastDigit: charBox(0).left < charBox(text.length - 1).left,
          gapAtRight: parent.right - whole.getBoundingClientRect().right,
        };
      });
    for (const [path, scope] of [
      ['/ar/contact', 'main'],
      ['/ar', '#contact'],
    ] as const) {
      await open(page, path, 390);
      const phones = page.locator(`${scope} a[href^="tel:"]`);
      expect(await phones.count()).toBeGreaterThan(0);
      for (const phone of await phones.all()) {
        const { text, plusLeftOfLastDigit, gapAtRight } = await reading(phone);
        expect(text, path).toMatch(/^\+/);
        expect(plusLeftOfLastDigit, `${path}: ${text} reads left to right`).toBe(true);
        expect(gapAtRight, `${path}: ${text} at the right`).toBeLessThan(SLACK);
      }
    }
  });

  test('numbered sections: the number at the right of its heading', async ({ page }) => {
    await open(page, `/ar${NUMBERED_SERVICE_PATHS[0]!}`, 1280);
    const item = page.locator('section[aria-labelledby="numbered-heading"] ol > li').first();
    const number = await box(item.locator('> span[aria-hidden="true"]'));
    const heading = await box(item.locator('h3'));
    expect(heading.right).toBeLessThan(number.left);
    await expectRightAligned(item.locator('h3'), 'the section heading');
  });
});
