import '../support/env';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDataDir } from '../support/env';
import { publishDueRecords } from '@/server/editorial/scheduler';
import { blogPayload, caseStudyPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';
import { loadMp4, uploadForm } from '../support/media';
import { defineMediaSuite, pngOf, VALID_VTT, type AssetAnswer } from '../support/media-suite';
import { testEngines } from '../support/test-databases';
import { storedFile } from '../support/upload-suite';

// The media library (issue 28) through its route handlers, on the local folder.

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const uploadsDir = path.join(testDataDir, 'uploads');

defineMediaSuite(() => ({
  name: 'local',
  addressPattern: /^\/uploads\/[0-9a-f]{32}\.\w+$/,
  async fetchStored(address, headers = {}) {
    return storedFile(await call('GET', address, { headers }));
  },
  async listStored() {
    return fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
  },
}));

describe.each(testEngines)('the library on %s: pages, search, filters', (engine) => {
  let w: World;
  const named: Record<string, AssetAnswer> = {};
  const all: AssetAnswer[] = [];
  beforeAll(async () => {
    w = await createWorld(engine);
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const response = await call('POST', '/api/upload', {
        token: w.adminToken,
        body: uploadForm(bytes, name, type),
      });
      expect(response.status).toBe(200);
      const address = await response.text();
      const asset = (await listAll()).find((a) => a.url === address)!;
      named[name] = asset;
      all.unshift(asset); // newest first
    };
    await upload(await pngOf(30, 20), 'harbour-view.png', 'image/png');
    await upload(await pngOf(31, 20), 'Team_Offsite.PNG', 'image/png');
    await upload(await pngOf(32, 20), 'teamXoffsite.png', 'image/png');
    await upload(loadMp4(), 'ceo-interview.mp4', 'video/mp4');
    await upload(VALID_VTT, 'ceo-interview.vtt', 'text/vtt');
    for (let i = 0; i < 25; i++) await upload(await pngOf(8, 8 + i), `bulk-${i}.png`, 'image/png');

    const described = await callJson('PUT', `/api/media/${named['harbour-view.png']!.id}`, {
      ...admin(),
      json: { alt: 'Boats moored in Dubai Creek at sunset' },
    });
    expect(described.status).toBe(200);
    const linked = await callJson('PUT', `/api/media/${named['ceo-interview.mp4']!.id}`, {
      ...admin(),
      json: { captions: named['ceo-interview.vtt']!.url },
    });
    expect(linked.status).toBe(200);
    const blog = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, { blog_image: named['bulk-3.png']!.url }),
    });
    expect(blog.status).toBe(201);
  });
  afterAll(async () => w.t.drop());

  const admin = () => ({ token: w.adminToken });
  async function listAll(): Promise<AssetAnswer[]> {
    return (await callJson('GET', '/api/media?limit=100', admin())).body as AssetAnswer[];
  }
  async function page(query: string) {
    const answer = await callJson('GET', `/api/media?${query}`, admin());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return {
      names: (answer.body as AssetAnswer[]).map((asset) => asset.name),
      total: Number(answer.headers.get('x-total-count')),
    };
  }
  const namesOf = (assets: AssetAnswer[]) => assets.map((asset) => asset.name);

  it('pages through every asset, newest first, with the total', async () => {
    expect(all).toHaveLength(30);
    const pages = [
      await page('page=1&limit=12'),
      await page('page=2&limit=12'),
      await page('page=3&limit=12'),
    ];
    expect(pages.map((p) => p.total)).toEqual([30, 30, 30]);
    expect(pages.map((p) => p.names.length)).toEqual([12, 12, 6]);
    expect(pages.flatMap((p) => p.names)).toEqual(namesOf(all));
    expect((await page('page=4&limit=12')).names).toEqual([]);
    // Twenty by default.
    expect((await page('')).names).toEqual(namesOf(all).slice(0, 20));
  });

  it('finds assets by their file name or alt text, in any case, wildcards taken literally', async () => {
    expect(await page('q=HARBOUR')).toEqual({ names: ['harbour-view.png'], total: 1 });
    expect(await page('q=dubai%20creek')).toEqual({ names: ['harbour-view.png'], total: 1 });
    expect(await page('q=ceo-interview')).toEqual({
      names: ['ceo-interview.vtt', 'ceo-interview.mp4'],
      total: 2,
    });
    expect(await page('q=team_')).toEqual({ names: ['Team_Offsite.PNG'], total: 1 });
    expect(await page('q=bulk-1&limit=3')).toMatchObject({
      names: ['bulk-19', 'bulk-18', 'bulk-17'].map((n) => `${n}.png`),
      total: 11, // bulk-1 and bulk-10 … bulk-19
    });
    expect(await page('q=nothing-like-it')).toEqual({ names: [], total: 0 });
  });

  it('filters by kind, and shows the unused ones', async () => {
    expect(await page('kind=video')).toEqual({ names: ['ceo-interview.mp4'], total: 1 });
    expect(await page('kind=captions')).toEqual({ names: ['ceo-interview.vtt'], total: 1 });
    expect((await page('kind=image&limit=1')).total).toBe(28);
    expect(await page('kind=image&q=offsite')).toEqual({
      names: ['teamXoffsite.png', 'Team_Offsite.PNG'],
      total: 2,
    });
    // Used: bulk-3.png by a blog, the caption track by its video.
    const unused = await page('unused=true&limit=100');
    expect(unused.total).toBe(28);
    expect(unused.names).toEqual(
      namesOf(all).filter((name) => name !== 'bulk-3.png' && name !== 'ceo-interview.vtt'),
    );
    expect((await page('unused=true&kind=captions')).total).toBe(0);
    expect((await page('unused=false&limit=1')).total).toBe(30);
  });

  it('refuses a kind it does not know with 400', async () => {
    const answer = await callJson('GET', '/api/media?kind=audio', admin());
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'fail', message: 'kind must be image, video or captions.' },
    });
  });
});

describe.each(testEngines)('where an asset is used, on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const admin = () => ({ token: w.adminToken });
  async function uploaded(bytes: Buffer, name: string, type = 'image/png') {
    const response = await call('POST', '/api/upload', {
      ...admin(),
      body: uploadForm(bytes, name, type),
    });
    expect(response.status).toBe(200);
    const address = await response.text();
    const list = await callJson('GET', '/api/media?limit=100', admin());
    return (list.body as AssetAnswer[]).find((asset) => asset.url === address)!;
  }
  const usedIn = async (asset: { id: number }) => {
    const answer = await callJson('GET', `/api/media/${asset.id}`, admin());
    expect(answer.status).toBe(200);
    return (answer.body as AssetAnswer).usedIn;
  };
  const unusedIds = async () =>
    (
      (await callJson('GET', '/api/media?unused=true&limit=100', admin())).body as AssetAnswer[]
    ).map((asset) => asset.id);

  it("follows a blog's saves, pending changes, scheduled publication and deletion", async () => {
    const first = await uploaded(await pngOf(40, 20), 'first.png');
    const second = await uploaded(await pngOf(41, 20), 'second.png');
    const third = await uploaded(await pngOf(42, 20), 'third.png');

    const created = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, { title: 'Launch notes', blog_image: first.url }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.blog_id as number;
    const use = (title: string) => [{ entity: 'blog', id: String(id), title, field: 'blog_image' }];
    expect(await usedIn(first)).toEqual(use('Launch notes'));
    expect(await unusedIds()).not.toContain(first.id);

    // Draft changes of a live blog: its live picture and the pending one are both in use.
    const drafted = await callJson('PUT', `/blog/${id}?draft=true`, {
      ...admin(),
      json: blogPayload(w.categoryId, { title: 'Launch notes, revised', blog_image: second.url }),
    });
    expect(drafted.status).toBe(200);
    expect((await callJson('GET', `/blog/${id}`)).body.data.blog_image).toBe(first.url);
    expect(await usedIn(first)).toEqual(use('Launch notes, revised'));
    expect(await usedIn(second)).toEqual(use('Launch notes, revised'));

    // Published: the old picture is free again.
    const published = await callJson('PUT', `/blog/${id}`, {
      ...admin(),
      json: blogPayload(w.categoryId, { title: 'Launch notes, revised', blog_image: second.url }),
    });
    expect(published.status).toBe(200);
    expect(await usedIn(first)).toEqual([]);
    expect(await usedIn(second)).toEqual(use('Launch notes, revised'));
    expect(await unusedIds()).toContain(first.id);

    // A change scheduled for later (its picture described first: see alt-text.test.ts)
    // holds both until the scheduler publishes it.
    const described = await callJson('PUT', `/api/media/${third.id}`, {
      ...admin(),
      json: { alt: 'A spring market stall under palm trees' },
    });
    expect(described.status).toBe(200);
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await callJson('PUT', `/blog/${id}`, {
      ...admin(),
      json: blogPayload(w.categoryId, {
        title: 'Launch notes for spring',
        blog_image: third.url,
        status: 'scheduled',
        publish_at: publishAt,
      }),
    });
    expect(scheduled.status).toBe(200);
    expect(await usedIn(second)).toEqual(use('Launch notes for spring'));
    expect(await usedIn(third)).toEqual(use('Launch notes for spring'));
    const ran = await publishDueRecords(
      w.t.db,
      new Date(Date.parse(publishAt) + 1000).toISOString(),
    );
    expect(ran).toHaveLength(1);
    expect((await callJson('GET', `/blog/${id}`)).body.data.blog_image).toBe(third.url);
    expect(await usedIn(second)).toEqual([]);
    expect(await usedIn(third)).toEqual(use('Launch notes for spring'));

    // Deleted: nothing uses any of them.
    expect((await callJson('DELETE', `/blog/${id}`, admin())).status).toBe(200);
    expect(await usedIn(third)).toEqual([]);
    expect(await unusedIds()).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
  });

  it("follows a case study's pictures and video, each under its field", async () => {
    const banner = await uploaded(await pngOf(50, 20), 'banner.png');
    const video = await uploaded(loadMp4(), 'testimonial.mp4', 'video/mp4');
    const id = (await callJson('POST', '/api/caseStudies', admin())).body._id as string;
    const saved = await callJson('PUT', `/api/caseStudies/${id}`, {
      ...admin(),
      json: caseStudyPayload({
        heroHeading: 'Clinic bookings doubled',
        bannerImage: banner.url,
        sec1Img: banner.url,
        video: video.url,
      }),
    });
    expect(saved.status).toBe(200);
    const use = (field: string) => ({
      entity: 'case-study',
      id,
      title: 'Clinic bookings doubled',
      field,
    });
    expect(await usedIn(banner)).toEqual([use('bannerImage'), use('sec1Img')]);
    expect(await usedIn(video)).toEqual([use('video')]);
    const refused = await callJson('DELETE', `/api/media/${video.id}`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(
      'Case study “Clinic bookings doubled” (Testimonial video)',
    );

    expect((await callJson('DELETE', `/api/caseStudies/${id}`, admin())).status).toBe(200);
    expect(await usedIn(banner)).toEqual([]);
    expect(await usedIn(video)).toEqual([]);
    expect((await callJson('DELETE', `/api/media/${video.id}`, admin())).status).toBe(200);
  });

  it('gives a video its caption track and poster, which count as used while it names them', async () => {
    const video = await uploaded(loadMp4(), 'interview.mp4', 'video/mp4');
    const track = await uploaded(VALID_VTT, 'interview.vtt', 'text/vtt');
    const poster = await uploaded(await pngOf(64, 36), 'interview-poster.png');

    const saved = await callJson('PUT', `/api/media/${video.id}`, {
      ...admin(),
      json: { captions: track.url, poster: poster.url, caption: 'Our client on the new site' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      captions: track.url,
      poster: poster.url,
      caption: 'Our client on the new site',
    });
    const byVideo = (field: string) => [
      { entity: 'media', id: String(video.id), title: 'interview.mp4', field },
    ];
    expect(await usedIn(track)).toEqual(byVideo('captions'));
    expect(await usedIn(poster)).toEqual(byVideo('poster'));
    const refused = await callJson('DELETE', `/api/media/${track.id}`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '“interview.vtt” is used in Video “interview.mp4” (Caption track). Choose another file there first.',
    );

    // Only what a video names, and only of the right kind.
    const refusals = await Promise.all([
      callJson('PUT', `/api/media/${poster.id}`, { ...admin(), json: { captions: track.url } }),
      callJson('PUT', `/api/media/${video.id}`, { ...admin(), json: { captions: poster.url } }),
      callJson('PUT', `/api/media/${video.id}`, { ...admin(), json: { poster: track.url } }),
      callJson('PUT', `/api/media/${video.id}`, {
        ...admin(),
        json: { poster: 'https://elsewhere.test/poster.png' },
      }),
    ]);
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual([
      [400, 'Only a video has a caption track and a poster.'],
      [400, 'The caption track must be a WebVTT caption track.'],
      [400, 'The poster must be an image.'],
      [400, 'The poster must be a file of the media library.'],
    ]);
    expect(await usedIn(track)).toEqual(byVideo('captions'));

    // Taking the poster off frees it; deleting the video frees its track.
    expect(
      (await callJson('PUT', `/api/media/${video.id}`, { ...admin(), json: { poster: '' } }))
        .status,
    ).toBe(200);
    expect(await usedIn(poster)).toEqual([]);
    expect((await callJson('DELETE', `/api/media/${video.id}`, admin())).status).toBe(200);
    expect(await usedIn(track)).toEqual([]);
    expect((await callJson('DELETE', `/api/media/${track.id}`, admin())).status).toBe(200);
  });

  it('shows the first ten uses of an asset in the list, and all of them on its own', async () => {
    const shared = await uploaded(await pngOf(70, 20), 'shared.png');
    const described = await callJson('PUT', `/api/media/${shared.id}`, {
      ...admin(),
      json: { alt: 'A shared picture' },
    });
    expect(described.status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await callJson('POST', '/blog', {
        ...admin(),
        json: blogPayload(w.categoryId, { title: `Shared ${i}`, blog_image: shared.url }),
      });
      expect(created.status).toBe(201);
      ids.push(String(created.body.data.blog_id));
    }
    const inOrder = [...ids].sort();
    const whole = await usedIn(shared);
    expect(whole.map((use) => use.id)).toEqual(inOrder);
    const list = await callJson('GET', '/api/media?q=shared.png', admin());
    expect(list.body).toHaveLength(1);
    expect(list.body[0].usedIn).toEqual(whole.slice(0, 10));
  });

  it('answers every one of many details saved at once, and keeps what the last one said', async () => {
    const picture = await uploaded(await pngOf(60, 20), 'crowded.png');
    const video = await uploaded(loadMp4(), 'busy.mp4', 'video/mp4');
    const tracks = [
      await uploaded(VALID_VTT, 'busy.en.vtt', 'text/vtt'),
      await uploaded(VALID_VTT, 'busy.ar.vtt', 'text/vtt'),
    ];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        callJson('PUT', `/api/media/${picture.id}`, {
          token: i % 2 ? w.adminToken : w.editorToken,
          json: { alt: `Alt text number ${i}`, focalPoint: { x: i * 5, y: 100 - i * 5 } },
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        callJson('PUT', `/api/media/${video.id}`, {
          ...admin(),
          json: { captions: tracks[i % 2]!.url, caption: `Take ${i}` },
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const final = (await callJson('GET', `/api/media/${picture.id}`, admin())).body;
    const i = Number(/number (\d+)$/.exec(final.alt)![1]);
    expect(final.focalPoint).toEqual({ x: i * 5, y: 100 - i * 5 });
    // The track the video names is the one recorded as used by it, and only that one.
    const named = (await callJson('GET', `/api/media/${video.id}`, admin())).body.captions;
    for (const track of tracks) {
      expect(await usedIn(track)).toHaveLength(track.url === named ? 1 : 0);
    }
  });
});
