import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoCaseStudies } from '@/server/db/seed-data';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { categoryId, pastBlogBody } from '../support/blogs';
import { adminToken, bearer, marker } from '../support/public';

// What staff say of an asset in the media library reaches the public pages that show it:
// the API's save expires those pages (cacheTags.media), the next visit renders them again.

interface Asset {
  id: number;
  url: string;
  decorative: boolean;
  captions: string;
  poster: string;
}

/** Reloads until the check passes: the save expired the page, a visit renders it again. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
}

async function upload(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const response = await request.post('/api/upload', {
    headers: bearer(token),
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.text();
}

/** The asset at `url`, found by its name or words (q) in the library. */
async function assetAt(
  request: APIRequestContext,
  token: string,
  query: string,
  url: string,
): Promise<Asset> {
  const response = await request.get(`/api/media?${query}&limit=100`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const asset = ((await response.json()) as Asset[]).find((item) => item.url === url);
  expect(asset, `an asset at ${url}`).toBeDefined();
  return asset!;
}

async function saveDetails(
  request: APIRequestContext,
  token: string,
  id: number,
  details: Record<string, unknown>,
) {
  const response = await request.put(`/api/media/${id}`, { headers: bearer(token), data: details });
  expect(response.status(), await response.text()).toBe(200);
}

const png = (name: string, background: string) =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));

/** The address an <img> shows, before the image optimiser. */
const shownAddress = (src: string | null) => {
  const url = new URL(src ?? '', 'http://site');
  return url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname + url.search;
};

test('an asset’s alt text, focal point, file and decorative mark reach the pages showing it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const name = `${marker('harbour').replace(/\W+/g, '-')}.png`;
  const address = await upload(request, token, await png(name, '#b4233a'));
  const asset = await assetAt(request, token, `q=${encodeURIComponent(name)}&kind=image`, address);

  // Dated before every other article, so it is the last card of the last Insights page.
  const title = marker('Harbour photography notes');
  const created = await request.post('/blog', {
    headers: bearer(token),
    data: pastBlogBody(await categoryId(request), title, {
      blog_image: address,
      published_date: '2001-02-03',
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const blog = ((await created.json()) as { data: { blog_id: number; slug_url: string } }).data;
  const blogPath = `/blogs/${blog.slug_url}`;
  const mainImage = page.locator('article[aria-labelledby="blog-title"] img').first();

  try {
    // No words yet (a write without status still publishes): a gap, not a choice.
    await eventually(page, blogPath, async () => {
      expect(shownAddress(await mainImage.getAttribute('src'))).toBe(address);
    });
    await expect(mainImage).toHaveAttribute('alt', '');
    await expect(mainImage).not.toHaveAttribute('data-decorative');

    const alt = `A plain crimson rectangle ${marker('filling the frame')}`;
    await saveDetails(request, token, asset.id, { alt });
    await eventually(page, blogPath, async () => {
      await expect(mainImage).toHaveAttribute('alt', alt, { timeout: 1000 });
    });
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);

    // The focal point crops the main image and the list's card alike.
    await saveDetails(request, token, asset.id, { focalPoint: { x: 15, y: 80 } });
    await eventually(page, blogPath, async () => {
      await expect(mainImage).toHaveCSS('object-position', '15% 80%', { timeout: 1000 });
    });
    await page.goto('/insights');
    const position = page.locator('nav[aria-label="Pages of articles"] [aria-current="page"]');
    const pages = (await position.count()) ? Number(/of (\d+)/.exec(await position.innerText())![1]) : 1;
    const card = page.locator(`main a[href="${blogPath}"] img`);
    await eventually(page, pages > 1 ? `/insights/page/${pages}` : '/insights', async () => {
      await expect(card).toHaveCSS('object-position', '15% 80%', { timeout: 1000 });
    });
    await expect(card).toHaveAttribute('alt', '');
    await expect(card).toHaveAttribute('data-decorative', 'card');

    // A replaced file keeps its address; the pages ask for the new one (?v=2).
    const replaced = await request.put(`/api/media/${asset.id}/file`, {
      headers: bearer(token),
      multipart: { file: await png(name, '#1f6f5c') },
    });
    expect(replaced.status(), await replaced.text()).toBe(200);
    await eventually(page, blogPath, async () => {
      expect(shownAddress(await mainImage.getAttribute('src'))).toBe(`${address}?v=2`);
    });
    await expect
      .poll(() => mainImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Decorative: alt="" by a recorded choice.
    await saveDetails(request, token, asset.id, { decorative: true });
    await eventually(page, blogPath, async () => {
      await expect(mainImage).toHaveAttribute('data-decorative', 'asset', { timeout: 1000 });
    });
    await expect(mainImage).toHaveAttribute('alt', '');
  } finally {
    await request.delete(`/blog/${blog.blog_id}`, { headers: bearer(token) });
    await request.delete(`/api/media/${asset.id}`, { headers: bearer(token) });
  }
});

test('a caption track and poster set on the case-study video show on the public player', async ({
  page,
  request,
}) => {
  const study = demoCaseStudies.find((item) => item.video.endsWith('/testimonial-1.mp4'))!;
  const token = await adminToken(request);
  const vttName = `${marker('client-story').replace(/\W+/g, '-')}.vtt`;
  const vtt = await upload(request, token, {
    name: vttName,
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nClient story\n'),
  });
  const video = await assetAt(request, token, 'q=testimonial&kind=video', study.video);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });

  try {
    await saveDetails(request, token, video.id, {
      captions: vtt,
      poster: '/demo/videos/testimonial-1-poster.webp',
    });
    const player = page.locator('article video');
    const track = player.locator('track');
    await eventually(page, `/casestudy/${study.id}`, async () => {
      await expect(track).toHaveCount(1, { timeout: 1000 });
    });
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('default', '');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(track).toHaveAttribute('label', 'English');
    await expect(track).toHaveAttribute('src', vtt);
    expect(shownAddress(await player.getAttribute('poster'))).toBe(
      '/demo/videos/testimonial-1-poster.webp',
    );
    // The browser loaded the track under the page's policy and shows its cues.
    await expect
      .poll(() => track.evaluate((element: HTMLTrackElement) => element.readyState))
      .toBe(2); // HTMLTrackElement.LOADED
    expect(
      await player.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode),
    ).toBe('showing');
    expect(violations).toEqual([]);
  } finally {
    await saveDetails(request, token, video.id, { captions: video.captions, poster: video.poster });
    const track = await assetAt(request, token, `q=${encodeURIComponent(vttName)}&kind=captions`, vtt);
    await request.delete(`/api/media/${track.id}`, { headers: bearer(token) });
  }
});

test('a case study without a video shows its banner with the asset’s alt text', async ({
  page,
  request,
}) => {
  const banner = DEMO_MEDIA.find((media) => media.url.endsWith('/cs-3-banner.webp'))!;
  const token = await adminToken(request);
  const created = await request.post('/api/caseStudies', { headers: bearer(token) });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  try {
    const saved = await request.put(`/api/caseStudies/${id}`, {
      headers: bearer(token),
      data: {
        heroHeading: marker('Banner without a video'),
        bannerImage: banner.url,
        video: '',
        sec4Heading: 'Results',
        sec4SubHeading: 'After launch',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await eventually(page, `/casestudy/${id}`, async () => {
      await expect(page.locator('article header img')).toHaveAttribute('alt', banner.alt, {
        timeout: 1000,
      });
    });
    await expect(page.locator('article video')).toHaveCount(0);
  } finally {
    await request.delete(`/api/caseStudies/${id}`, { headers: bearer(token) });
  }
});
