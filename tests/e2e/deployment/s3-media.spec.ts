import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { demoCaseStudies } from '@/server/db/seed-data';
import { startTestBucket, TEST_BUCKET, type TestBucket } from '../../support/s3-bucket';
import { createTestDatabase, type TestDatabase } from '../../support/test-databases';
import {
  adminHeaders,
  instanceEngine,
  startInstance,
  stopInstance,
  type Instance,
} from '../support/instances';

// An instance that keeps media in an S3-compatible bucket (s3rver, on 127.0.0.1 like a
// MinIO on the private network): an uploaded picture is shown through the image
// optimiser (AVIF/WebP in the sizes the page asks for), not at its full upload size.

test.describe('media in an S3 bucket', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let bucket: TestBucket;
  let database: TestDatabase;
  let instance: Instance;

  test.beforeAll(async () => {
    bucket = await startTestBucket();
    database = await createTestDatabase(instanceEngine(), { migrate: false });
    instance = await startInstance(2, database, bucket.env);
  });

  test.afterAll(async () => {
    if (instance) await stopInstance(instance);
    await database?.drop();
    await bucket?.stop();
  });

  /** The asset at `url` in the instance's media library, found by its file name. */
  async function assetAt(
    auth: Record<string, string>,
    query: string,
    url: string,
  ): Promise<{ id: number; captions: string }> {
    const response = await fetch(`${instance.origin}/api/media?${query}&limit=100`, {
      headers: auth,
    });
    expect(response.status).toBe(200);
    const asset = ((await response.json()) as { id: number; url: string; captions: string }[]).find(
      (item) => item.url === url,
    );
    expect(asset, `an asset at ${url}`).toBeDefined();
    return asset!;
  }

  test('an uploaded blog picture is shown optimised from the bucket', async ({ page }) => {
    const auth = await adminHeaders(instance.origin);
    const picture = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#0f8f7a' },
    })
      .png()
      .toBuffer();
    const uploaded = await page.request.post(`${instance.origin}/api/upload`, {
      headers: auth,
      multipart: { file: { name: 'harbour.png', mimeType: 'image/png', buffer: picture } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const address = await uploaded.text();
    expect(address).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${TEST_BUCKET}/uploads/[0-9a-f]{32}\\.png$`),
    );

    const categories = (await (await fetch(`${instance.origin}/api/categories`)).json()) as {
      data: { category_id: number; category: string }[];
    };
    const category = categories.data.find((c) => c.category !== 'All')!;
    const created = await page.request.post(`${instance.origin}/blog`, {
      headers: auth,
      data: {
        title: 'Harbour photos for a marina client',
        brief_paragraph: 'How we shot and delivered the pictures.',
        blog_image: address,
        published_date: '2026-11-01',
        category: category.category_id,
        blogs_content: [{ heading: 'The shoot', paragraph: '<p>Early morning light.</p>' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug_url: slug } = ((await created.json()) as { data: { slug_url: string } }).data;

    await page.goto(`${instance.origin}/blogs/${slug}`);
    const image = page.locator(`img[srcset*="${encodeURIComponent(address)}"]`).first();
    await expect(image).toBeAttached();
    expect(await image.getAttribute('srcset')).toContain('/_next/image?url=');

    // The optimiser fetches from the bucket and answers a smaller, modern format.
    const optimised = await page.request.get(
      `${instance.origin}/_next/image?url=${encodeURIComponent(address)}&w=640&q=75`,
      { headers: { Accept: 'image/avif,image/webp,*/*' } },
    );
    expect(optimised.status()).toBe(200);
    expect(optimised.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    const body = await optimised.body();
    expect((await sharp(body).metadata()).width).toBe(640);
    expect(body.length).toBeLessThan(picture.length);

    // Replaced under the same address: the page names the new file (?v=2), which the
    // optimiser fetches from the bucket as a new entry.
    const asset = await assetAt(auth, 'q=harbour.png&kind=image', address);
    const replacement = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#d9822b' },
    })
      .png()
      .toBuffer();
    const replaced = await page.request.put(`${instance.origin}/api/media/${asset.id}/file`, {
      headers: auth,
      multipart: { file: { name: 'harbour.png', mimeType: 'image/png', buffer: replacement } },
    });
    expect(replaced.status(), await replaced.text()).toBe(200);
    const versioned = `${address}?v=2`;
    await expect(async () => {
      await page.goto(`${instance.origin}/blogs/${slug}`);
      await expect(
        page.locator(`img[srcset*="${encodeURIComponent(versioned)}"]`).first(),
      ).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const newFile = await page.request.get(
      `${instance.origin}/_next/image?url=${encodeURIComponent(versioned)}&w=640&q=75`,
      { headers: { Accept: 'image/webp' } },
    );
    expect(newFile.status()).toBe(200);
    const { dominant } = await sharp(await newFile.body()).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b); // the orange file, not the teal one
  });

  test('a caption track in the bucket loads on the case-study player', async ({ page }) => {
    const auth = await adminHeaders(instance.origin);
    const uploaded = await page.request.post(`${instance.origin}/api/upload`, {
      headers: auth,
      multipart: {
        file: {
          name: 'client-story.vtt',
          mimeType: 'text/vtt',
          buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nClient story\n'),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const track = await uploaded.text();
    expect(track).toMatch(new RegExp(`/${TEST_BUCKET}/uploads/[0-9a-f]{32}\\.vtt$`));
    const study = demoCaseStudies.find((item) => item.video.endsWith('/testimonial-2.mp4'))!;
    const video = await assetAt(auth, 'q=testimonial&kind=video', study.video);
    const saved = await page.request.put(`${instance.origin}/api/media/${video.id}`, {
      headers: auth,
      data: { captions: track },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${instance.origin}/casestudy/${study.id}`);
    const player = page.locator('article video');
    await expect(player).toHaveAttribute('crossorigin', 'anonymous');
    const element = player.locator('track[kind="captions"][default]');
    await expect(element).toHaveAttribute('src', track);
    await expect.poll(() => element.evaluate((node: HTMLTrackElement) => node.readyState)).toBe(2); // HTMLTrackElement.LOADED: fetched across origins, allowed by the policy
    expect(violations).toEqual([]);
  });
});
