import '../support/env';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { registerSiteFiles } from '@/server/media/assets';
import { blogPayload, caseStudyPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';
import { loadMp4, uploadForm } from '../support/media';
import { pngOf, type AssetAnswer } from '../support/media-suite';
import { testEngines } from '../support/test-databases';

// Issue 28: publishing a record whose meaningful pictures lack alt text is refused,
// naming the field; a draft may be saved without it; a write that names no status
// publishes as before, and its pictures are listed as missing alt text, as is any
// address that is not an asset (which is never refused).

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const REFUSAL = (fields: string, verb = 'has') =>
  `Add alt text before publishing: ${fields} ${verb} none. Describe the picture in the media ` +
  'library, or mark it decorative. A draft may be saved without it.';

interface MissingAlt {
  url: string;
  assetId: number | null;
  entity: string;
  id: string;
  title: string;
  field: string;
}

describe.each(testEngines)('alt text before publishing, on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const admin = () => ({ token: w.adminToken });
  let colour = 0;
  async function picture(name: string): Promise<AssetAnswer> {
    const response = await call('POST', '/api/upload', {
      ...admin(),
      body: uploadForm(
        await pngOf(16, 16, `#${(++colour % 10).toString()}4${colour % 7}`),
        name,
        'image/png',
      ),
    });
    expect(response.status).toBe(200);
    const address = await response.text();
    const list = await callJson('GET', '/api/media?limit=100', admin());
    return (list.body as AssetAnswer[]).find((asset) => asset.url === address)!;
  }
  const blogs = async () =>
    Number((await call('GET', '/blog?page=1&limit=1', admin())).headers.get('x-total-count'));
  async function missing(): Promise<{ items: MissingAlt[]; total: number }> {
    const answer = await callJson('GET', '/api/media/missing-alt?limit=100', admin());
    expect(answer.status).toBe(200);
    return { items: answer.body, total: Number(answer.headers.get('x-total-count')) };
  }
  const missingFor = async (entity: string, id: string | number) =>
    (await missing()).items.filter((entry) => entry.entity === entity && entry.id === String(id));

  it('refuses to publish or schedule a blog whose picture has no alt text, naming the field', async () => {
    const image = await picture('storefront.png');
    const before = await blogs();
    const publish = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, { blog_image: image.url, status: 'published' }),
    });
    expect(publish).toMatchObject({
      status: 400,
      body: { status: 'fail', message: REFUSAL('Blog image') },
    });
    const schedule = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, {
        blog_image: image.url,
        status: 'scheduled',
        publish_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    expect(schedule).toMatchObject({ status: 400, body: { message: REFUSAL('Blog image') } });
    expect(await blogs()).toBe(before);

    // A draft may be saved without it; publishing that draft is refused until described.
    const draft = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, {
        title: 'Shopfronts that sell',
        blog_image: image.url,
        status: 'draft',
      }),
    });
    expect(draft.status).toBe(201);
    const id = draft.body.data.blog_id as number;
    const put = (extra: Record<string, unknown>, query = '') =>
      callJson('PUT', `/blog/${id}${query}`, {
        ...admin(),
        json: blogPayload(w.categoryId, {
          title: 'Shopfronts that sell',
          blog_image: image.url,
          ...extra,
        }),
      });
    expect(await put({ status: 'published' })).toMatchObject({
      status: 400,
      body: { message: REFUSAL('Blog image') },
    });
    expect(
      await put({
        status: 'scheduled',
        publish_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ).toMatchObject({ status: 400, body: { message: REFUSAL('Blog image') } });
    expect((await callJson('GET', `/blog/${id}`, admin())).body.data).toMatchObject({
      status: 'draft',
      publish_at: null,
    });
    expect((await put({ status: 'draft' })).status).toBe(200);

    const described = await callJson('PUT', `/api/media/${image.id}`, {
      ...admin(),
      json: { alt: 'A corner shop window with a neon “Open” sign' },
    });
    expect(described.status).toBe(200);
    const published = await put({ status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('published');
    expect(await missingFor('blog', id)).toEqual([]);
  });

  it('publishes a write that names no status, as before, and lists its picture as missing alt text', async () => {
    const image = await picture('workshop.png');
    const created = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, { title: 'Inside our workshop', blog_image: image.url }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('published');
    const id = created.body.data.blog_id as number;
    // A live blog's draft changes are saved without alt text too.
    const drafted = await callJson('PUT', `/blog/${id}?draft=true`, {
      ...admin(),
      json: blogPayload(w.categoryId, {
        title: 'Inside our workshop',
        blog_image: image.url,
        status: 'published',
      }),
    });
    expect(drafted.status).toBe(200);

    const entry = {
      url: image.url,
      assetId: image.id,
      entity: 'blog',
      id: String(id),
      title: 'Inside our workshop',
      field: 'blog_image',
    };
    expect(await missingFor('blog', id)).toEqual([entry]);
    const { items, total } = await missing();
    expect(total).toBe(items.length);
    expect(items).toContainEqual(entry);

    // Marked decorative: done, without words.
    const decorative = await callJson('PUT', `/api/media/${image.id}`, {
      ...admin(),
      json: { decorative: true },
    });
    expect(decorative.status).toBe(200);
    expect(await missingFor('blog', id)).toEqual([]);
    expect((await missing()).total).toBe(total - 1);
    const republished = await callJson('PUT', `/blog/${id}`, {
      ...admin(),
      json: blogPayload(w.categoryId, {
        title: 'Inside our workshop',
        blog_image: image.url,
        status: 'published',
      }),
    });
    expect(republished.status).toBe(200);
  });

  it('never refuses an address that is not an asset, and lists it as missing alt text', async () => {
    for (const [i, address] of [
      '/images/office-front.webp',
      'https://cdn.partner.test/banner.jpg',
    ].entries()) {
      const created = await callJson('POST', '/blog', {
        ...admin(),
        json: blogPayload(w.categoryId, {
          title: `Elsewhere ${i}`,
          blog_image: address,
          status: 'published',
        }),
      });
      expect(created.status).toBe(201);
      expect(await missingFor('blog', created.body.data.blog_id)).toEqual([
        {
          url: address,
          assetId: null,
          entity: 'blog',
          id: String(created.body.data.blog_id),
          title: `Elsewhere ${i}`,
          field: 'blog_image',
        },
      ]);
    }
  });

  it("does not list a video's poster, which is shown without alt text by design", async () => {
    const poster = await picture('poster.png');
    const upload = await call('POST', '/api/upload', {
      ...admin(),
      body: uploadForm(loadMp4(), 'film.mp4', 'video/mp4'),
    });
    const video = (await callJson('GET', '/api/media?kind=video&limit=1', admin())).body[0];
    expect(video.url).toBe(await upload.text());
    const linked = await callJson('PUT', `/api/media/${video.id}`, {
      ...admin(),
      json: { poster: poster.url },
    });
    expect(linked.status).toBe(200);
    expect((await missing()).items.map((entry) => entry.url)).not.toContain(poster.url);
    // The same picture in a blog is listed.
    const blog = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, { title: 'Behind the film', blog_image: poster.url }),
    });
    expect(await missingFor('blog', blog.body.data.blog_id)).toEqual([
      expect.objectContaining({ url: poster.url, assetId: poster.id, field: 'blog_image' }),
    ]);
  });

  it('names every field of a case study that lacks alt text, and never a video', async () => {
    const banner = await picture('banner.png');
    const section = await picture('section.png');
    const described = await picture('described.png');
    await callJson('PUT', `/api/media/${described.id}`, {
      ...admin(),
      json: { alt: 'A storefront' },
    });
    const demo = DEMO_MEDIA.find((media) => media.kind === 'image' && media.alt !== '')!;
    await registerSiteFiles(w.t.db, [demo]);

    const id = (await callJson('POST', '/api/caseStudies', admin())).body._id as string;
    const save = (fields: Record<string, unknown>) =>
      callJson('PUT', `/api/caseStudies/${id}`, {
        ...admin(),
        json: caseStudyPayload({
          heroHeading: 'A clinic that books itself',
          bannerImage: banner.url,
          sec1Img: section.url,
          sec2Img: described.url,
          sec3Img2: demo.url,
          video: '/uploads/0123456789abcdef0123456789abcdef.mp4',
          status: 'published',
          ...fields,
        }),
      });
    expect(await save({})).toMatchObject({
      status: 400,
      body: { message: REFUSAL('Banner image, Section 1 image', 'have') },
    });
    expect(await save({ sec1Img: '' })).toMatchObject({
      status: 400,
      body: { message: REFUSAL('Banner image') },
    });
    await callJson('PUT', `/api/media/${banner.id}`, {
      ...admin(),
      json: { alt: 'Reception desk of a dental clinic' },
    });
    const published = await save({});
    expect(published.status).toBe(400);
    expect(published.body.message).toBe(REFUSAL('Section 1 image'));
    expect((await save({ status: 'draft' })).status).toBe(200);
    await callJson('PUT', `/api/media/${section.id}`, { ...admin(), json: { decorative: true } });
    expect((await save({})).status).toBe(200);
    expect(await missingFor('case-study', id)).toEqual([
      // The video's address is no asset, but a video has no alt text to miss.
    ]);
  });
});
