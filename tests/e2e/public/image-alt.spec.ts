import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DECORATIVE_REASONS } from '@/components/site/media/picture';
import { demoBlogs, demoCaseStudies, demoLocationPages } from '@/server/db/seed-data';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { toSlug } from '@/lib/slug';
import { PUBLIC_ROUTES } from '../support/public-routes';
import { adminToken, bearer } from '../support/public';

// Every picture on every public page of the demo content, listed with its alt text. An
// empty alt passes only as a recorded choice (docs/public.md, "Pictures and their words"):
// - `data-decorative="<reason>"` in the markup, written by the code that makes the choice,
//   with one of the reasons of DECORATIVE_REASONS (src/components/site/media/picture.ts);
//   each reason's premise is checked here too (a card has a title, an avatar a name, a
//   decorative asset is marked so in the media library);
// - or one of DECORATIVE_FILES below: the site's own files drawn by a client component,
//   whose bundle we keep as it is.
// A picture of the demo media must show the alt text the media library holds for it.

const DECORATIVE_FILES: Record<string, string> = {
  '/brand/logo.svg': 'The logo inside the home link, whose aria-label names it.',
  '/brand/logo-black.svg': 'The logo inside the home link, whose aria-label names it.',
};

const DEMO_ALT = new Map(DEMO_MEDIA.map((media) => [media.url, media.alt]));

const ROUTES = [
  ...new Set([
    ...PUBLIC_ROUTES,
    ...demoBlogs.map((blog) => `/blogs/${toSlug(blog.slug_url)}`),
    ...demoCaseStudies.map((study) => `/casestudy/${study.id}`),
    ...demoLocationPages.map((location) => `/${location.slug_url}`),
    '/no-such-page',
  ]),
];

/** Lists whose later pages (/…/page/N) are followed while they exist. */
const PAGED_LISTS = new Set(['/insights', '/case-studies']);
const MAX_LIST_PAGES = 10;

interface Shown {
  address: string;
  alt: string | null;
  decorative: string | null;
  /** What a decorative reason rests on: the card's title, the figcaption, the link's name. */
  cardTitle: string;
  figcaption: string;
  linkName: string;
  heroHeading: string;
}

/** Every <img> of the page with the address it shows (before the image optimiser). */
function picturesOf(page: Page): Promise<Shown[]> {
  return page.locator('img').evaluateAll((images) =>
    images.map((element) => {
      const img = element as HTMLImageElement;
      const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? '';
      // A hero picture is a <picture> whose <img> holds a placeholder on narrow screens.
      const source = img.closest('picture')?.querySelector('source')?.getAttribute('srcset');
      const raw = (source ?? img.getAttribute('src') ?? '').split(/[ ,]/)[0]!;
      const url = new URL(raw, location.href);
      const address =
        url.pathname === '/_next/image'
          ? (url.searchParams.get('url') ?? raw)
          : url.origin === location.origin
            ? url.pathname + url.search
            : url.href;
      const card = img.closest('a, article');
      return {
        address,
        alt: img.getAttribute('alt'),
        decorative: img.getAttribute('data-decorative'),
        cardTitle: text(card?.querySelector('h2, h3')),
        figcaption: text(img.closest('figcaption')),
        linkName: img.closest('a')?.getAttribute('aria-label')?.trim() ?? '',
        heroHeading: text(img.closest('section')?.querySelector('h1')),
      };
    }),
  );
}

/** Addresses of the assets marked decorative, read from the library when first needed. */
let decorativeAssets: Promise<Set<string>> | undefined;
function decorativeAssetsOf(request: APIRequestContext): Promise<Set<string>> {
  decorativeAssets ??= (async () => {
    const headers = bearer(await adminToken(request));
    const found = new Set<string>();
    for (let page = 1; page <= 100; page++) {
      const response = await request.get(`/api/media?kind=image&limit=100&page=${page}`, {
        headers,
      });
      expect(response.status()).toBe(200);
      const assets = (await response.json()) as { url: string; decorative: boolean }[];
      for (const asset of assets) if (asset.decorative) found.add(asset.url);
      if (assets.length < 100) break;
    }
    return found;
  })();
  return decorativeAssets;
}

/** Why this empty alt is not a recorded choice, or undefined when it is one. */
async function emptyAltProblem(
  picture: Shown,
  request: APIRequestContext,
): Promise<string | undefined> {
  const reason = picture.decorative;
  if (reason === null) {
    if (DECORATIVE_FILES[picture.address]) {
      return picture.linkName ? undefined : 'the logo’s link has no name';
    }
    return 'empty alt with no recorded decorative choice';
  }
  if (!(reason in DECORATIVE_REASONS)) return `unknown decorative reason "${reason}"`;
  switch (reason as keyof typeof DECORATIVE_REASONS) {
    case 'card':
      return picture.cardTitle ? undefined : 'a card picture in a card without a title';
    case 'avatar':
      return picture.figcaption ? undefined : 'an avatar without a name beside it';
    case 'backdrop':
      return picture.heroHeading ? undefined : 'a backdrop outside a hero with a heading';
    case 'asset':
      return (await decorativeAssetsOf(request)).has(picture.address)
        ? undefined
        : 'marked as a decorative asset, which the library does not say';
  }
}

const listing = (route: string, pictures: Shown[]) =>
  [
    `${route}: ${pictures.length} pictures`,
    ...pictures.map((picture) => {
      const words =
        picture.alt === null
          ? 'NO ALT'
          : picture.alt === ''
            ? `alt="" (${picture.decorative ?? DECORATIVE_FILES[picture.address] ?? 'not recorded'})`
            : `alt="${picture.alt}"`;
      return `  ${picture.address}  ${words}`;
    }),
  ].join('\n');

async function checkPage(page: Page, request: APIRequestContext, route: string) {
  const pictures = await picturesOf(page);
  const text = listing(route, pictures);
  console.log(text);
  await test.info().attach(`pictures of ${route}`, { body: text, contentType: 'text/plain' });

  const problems: string[] = [];
  for (const picture of pictures) {
    let problem: string | undefined;
    if (picture.alt === null) problem = 'no alt attribute';
    else if (picture.alt.trim() === '') problem = await emptyAltProblem(picture, request);
    else if (picture.decorative !== null) problem = 'marked decorative but has alt text';
    else if (DEMO_ALT.has(picture.address) && picture.alt !== DEMO_ALT.get(picture.address)) {
      problem = `alt is not the media library's "${DEMO_ALT.get(picture.address)}"`;
    }
    if (problem) problems.push(`${picture.address}: ${problem}`);
  }
  expect(problems, `pictures on ${route}`).toEqual([]);
}

test.describe('every public picture has words or a recorded decorative choice', () => {
  for (const route of ROUTES) {
    test(`pictures on ${route}`, async ({ page, request }) => {
      const answer = await page.goto(route);
      expect(answer?.status()).toBe(route === '/no-such-page' ? 404 : 200);
      // Streamed sections (latest blogs, showcase, portfolio) have arrived.
      await page.waitForLoadState('networkidle');
      await checkPage(page, request, route);

      if (!PAGED_LISTS.has(route)) return;
      for (let n = 2; n <= MAX_LIST_PAGES; n++) {
        const next = page.locator('nav[aria-label^="Pages of"] a[rel="next"]');
        if ((await next.count()) === 0) break;
        const href = (await next.getAttribute('href'))!;
        await page.goto(href);
        await page.waitForLoadState('networkidle');
        await checkPage(page, request, href);
      }
    });
  }
});
