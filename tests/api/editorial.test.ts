import '../support/env';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_SITE_URL } from '../support/env';
import { lookupRedirect } from '@/server/editorial/redirect-table';
import { recordNotFound } from '@/server/editorial/not-found-log';
import { resolvePreviewLink } from '@/server/editorial/preview-links';
import { testEngines } from '../support/test-databases';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { callJson, createWorld, type World } from '../support/harness';

// The editorial workflow through the route handlers: what a client written against spec
// point 7 still gets (writes without `status` publish), what the public sees of drafts,
// schedules and drafts of live records, and the staff endpoints for revisions,
// redirects, preview links and the 404 log.

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(testEngines)('editorial API on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const admin = () => ({ token: w.adminToken });

  async function postBlog(overrides: Record<string, unknown> = {}) {
    const answer = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, overrides),
    });
    expect(answer.status).toBe(201);
    return answer.body.data as { blog_id: number; slug_url: string; title: string; status: string };
  }

  const ids = (list: { blog_id?: number; _id?: string; location_id?: number }[]) =>
    list.map((item) => item.blog_id ?? item._id ?? item.location_id);

  describe('publication status', () => {
    it('publishes a blog written without status, as spec point 7 clients write it', async () => {
      const created = await callJson('POST', '/blog', {
        ...admin(),
        json: blogPayload(w.categoryId, { title: 'Choosing a CMS in 2026' }),
      });
      expect(created.status).toBe(201);
      const blog = created.body.data;
      expect(blog).toMatchObject({ status: 'published', publish_at: null, pending_changes: null });
      expect(Date.parse(blog.published_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(ids((await callJson('GET', '/blog')).body.data)).toContain(blog.blog_id);

      // A draft, then a PUT without status: published, as before the workflow existed.
      const draft = await postBlog({ title: 'Local SEO for clinics', status: 'draft' });
      expect(ids((await callJson('GET', '/blog')).body.data)).not.toContain(draft.blog_id);
      const put = await callJson('PUT', `/blog/${draft.blog_id}`, {
        ...admin(),
        json: blogPayload(w.categoryId, { title: 'Local SEO for dental clinics' }),
      });
      expect(put).toMatchObject({
        status: 200,
        body: { data: { status: 'published', title: 'Local SEO for dental clinics' } },
      });
      const publicRead = await callJson('GET', `/blog/${draft.blog_id}`);
      expect(publicRead).toMatchObject({
        status: 200,
        body: { data: { status: 'published', title: 'Local SEO for dental clinics' } },
      });
      expect(ids((await callJson('GET', '/blog')).body.data)).toContain(draft.blog_id);
    });

    it('hides a draft blog from the public and shows it, with its status, to staff', async () => {
      const draft = await postBlog({ title: 'Q3 pricing changes', status: 'draft' });
      expect(draft.status).toBe('draft');
      const live = await postBlog({ title: 'Our pricing explained' });

      const publicList = await callJson('GET', '/blog');
      expect(ids(publicList.body.data)).toContain(live.blog_id);
      expect(ids(publicList.body.data)).not.toContain(draft.blog_id);
      // A visitor cannot ask for drafts with the staff filter.
      expect(ids((await callJson('GET', '/blog?status=draft')).body.data)).not.toContain(
        draft.blog_id,
      );
      for (const key of [String(draft.blog_id), draft.slug_url]) {
        expect(await callJson('GET', `/blog/${key}`)).toMatchObject({
          status: 404,
          body: { status: 'fail', message: 'Blog not found.' },
        });
      }
      const page = await callJson('GET', '/blog?page=1&limit=20');
      expect(page.status).toBe(200);
      expect(ids(page.body.data)).not.toContain(draft.blog_id);
      expect(Number(page.headers.get('x-total-count'))).toBe(publicList.body.data.length);

      const staffList = await callJson('GET', '/blog', admin());
      const seen = staffList.body.data.find(
        (b: { blog_id: number }) => b.blog_id === draft.blog_id,
      );
      expect(seen).toMatchObject({ title: 'Q3 pricing changes', status: 'draft' });
      const drafts = await callJson('GET', '/blog?status=draft', admin());
      expect(ids(drafts.body.data)).toContain(draft.blog_id);
      expect(drafts.body.data.every((b: { status: string }) => b.status === 'draft')).toBe(true);
      expect(ids(drafts.body.data)).not.toContain(live.blog_id);
      const staffPage = await callJson('GET', '/blog?page=1&limit=20&status=draft', admin());
      expect(ids(staffPage.body.data)).toContain(draft.blog_id);
      expect(await callJson('GET', `/blog/${draft.blog_id}`, admin())).toMatchObject({
        status: 200,
        body: { data: { blog_id: draft.blog_id, status: 'draft' } },
      });
      // Editors are staff too; a session that ended sees what the public sees.
      expect(
        (await callJson('GET', `/blog/${draft.blog_id}`, { token: w.editorToken })).status,
      ).toBe(200);
      expect(
        (await callJson('GET', `/blog/${draft.blog_id}`, { token: w.revokedToken })).status,
      ).toBe(404);
    });

    it('hides a draft case study from the public lists and its page', async () => {
      const created = await callJson('POST', '/api/caseStudies?status=draft', admin());
      expect(created).toMatchObject({ status: 201, body: { status: 'draft' } });
      const id: string = created.body._id;
      // Filled in and saved, still as a draft: it has a heading, so only its status hides it.
      const saved = await callJson('PUT', `/api/caseStudies/${id}`, {
        ...admin(),
        json: {
          ...caseStudyPayload({ heroHeading: 'Doubling bookings for a spa' }),
          status: 'draft',
        },
      });
      expect(saved).toMatchObject({
        status: 200,
        body: { _id: id, status: 'draft', heroHeading: 'Doubling bookings for a spa' },
      });

      expect(ids((await callJson('GET', '/api/caseStudies')).body)).not.toContain(id);
      expect(ids((await callJson('GET', '/api/caseStudies?page=1&limit=20')).body)).not.toContain(
        id,
      );
      expect((await callJson('GET', `/api/caseStudies/${id}`)).status).toBe(404);

      const staff = await callJson('GET', '/api/caseStudies?status=draft', admin());
      expect(staff.body.find((c: { _id: string }) => c._id === id)).toMatchObject({
        status: 'draft',
      });
      expect(await callJson('GET', `/api/caseStudies/${id}`, admin())).toMatchObject({
        status: 200,
        body: { _id: id, status: 'draft' },
      });

      // Published, it is on the public list.
      const published = await callJson('PUT', `/api/caseStudies/${id}`, {
        ...admin(),
        json: caseStudyPayload({ heroHeading: 'Doubling bookings for a spa' }),
      });
      expect(published.body.status).toBe('published');
      expect(ids((await callJson('GET', '/api/caseStudies')).body)).toContain(id);
    });

    it('hides a draft location page from the public list and its page', async () => {
      const created = await callJson('POST', '/api/locationpages/create', {
        ...admin(),
        json: { ...locationPayload({ slug_url: 'seo-services-al-ain' }), status: 'draft' },
      });
      expect(created).toMatchObject({ status: 201, body: { data: { status: 'draft' } } });
      const id: number = created.body.data.location_id;

      expect(ids((await callJson('GET', '/api/locationpages')).body)).not.toContain(id);
      expect(ids((await callJson('GET', '/api/locationpages?page=1&limit=20')).body)).not.toContain(
        id,
      );
      expect((await callJson('GET', `/api/locationpages/${id}`)).status).toBe(404);

      const staff = await callJson('GET', '/api/locationpages?status=draft', admin());
      expect(staff.body.find((p: { location_id: number }) => p.location_id === id)).toMatchObject({
        status: 'draft',
        slug_url: 'seo-services-al-ain',
      });
      expect((await callJson('GET', `/api/locationpages/${id}`, admin())).status).toBe(200);
    });

    it('keeps a live blog as it is while a draft of it is saved (?draft=true)', async () => {
      const live = await postBlog({
        title: 'Hiring a web agency',
        slug_url: 'hiring-a-web-agency',
      });
      const draft = await callJson('PUT', `/blog/${live.blog_id}?draft=true`, {
        ...admin(),
        json: blogPayload(w.categoryId, {
          title: 'Hiring a web agency: a checklist',
          slug_url: 'hiring-a-web-agency',
        }),
      });
      expect(draft.status).toBe(200);
      expect(draft.body.data).toMatchObject({
        status: 'published',
        title: 'Hiring a web agency',
        pending_changes: { title: 'Hiring a web agency: a checklist' },
      });

      const publicRead = await callJson('GET', `/blog/${live.blog_id}`);
      expect(publicRead.status).toBe(200);
      expect(publicRead.body.data.title).toBe('Hiring a web agency');
      expect(publicRead.body.data).not.toHaveProperty('pending_changes');
      expect((await callJson('GET', '/blog/hiring-a-web-agency')).body.data.title).toBe(
        'Hiring a web agency',
      );
      const listed = (await callJson('GET', '/blog')).body.data.find(
        (b: { blog_id: number }) => b.blog_id === live.blog_id,
      );
      expect(listed.title).toBe('Hiring a web agency');
      expect(listed).not.toHaveProperty('pending_changes');

      const staffRead = await callJson('GET', `/blog/${live.blog_id}`, admin());
      expect(staffRead.body.data.pending_changes).toMatchObject({
        title: 'Hiring a web agency: a checklist',
      });
    });

    it('requires publish_at to schedule, and publishes at once when it is past', async () => {
      const missing = await callJson('POST', '/blog', {
        ...admin(),
        json: blogPayload(w.categoryId, { title: 'New year offers', status: 'scheduled' }),
      });
      expect(missing).toMatchObject({
        status: 400,
        body: { status: 'fail', message: expect.stringContaining('publish_at') },
      });
      const live = await postBlog({ title: 'Spring website audit' });
      const putMissing = await callJson('PUT', `/blog/${live.blog_id}`, {
        ...admin(),
        json: blogPayload(w.categoryId, {
          title: 'Spring website audit',
          status: 'scheduled',
          publish_at: null,
        }),
      });
      expect(putMissing.status).toBe(400);
      expect(putMissing.body.message).toContain('publish_at');

      const past = await postBlog({
        title: 'Back to school campaigns',
        status: 'scheduled',
        publish_at: '2020-01-15T09:00:00+04:00',
      });
      expect(past).toMatchObject({ status: 'published', publish_at: null });
      expect(ids((await callJson('GET', '/blog')).body.data)).toContain(past.blog_id);

      const future = await postBlog({
        title: 'Winter sale teaser',
        status: 'scheduled',
        publish_at: inFuture(86_400_000),
      });
      expect(future.status).toBe('scheduled');
      expect((await callJson('GET', `/blog/${future.blog_id}`)).status).toBe(404);
    });
  });

  describe('revisions', () => {
    it("lists a blog's revisions newest first, shows one, and restores an older title", async () => {
      const blog = await postBlog({
        title: 'Mobile-first design',
        slug_url: 'mobile-first-design',
      });
      const edit = (title: string) =>
        callJson('PUT', `/blog/${blog.blog_id}`, {
          ...admin(),
          json: blogPayload(w.categoryId, { title, slug_url: 'mobile-first-design' }),
        });
      expect((await edit('Mobile-first design in 2026')).status).toBe(200);
      expect((await edit('Mobile-first design: a guide')).status).toBe(200);

      const list = await callJson('GET', `/api/revisions?entity=blog&id=${blog.blog_id}`, admin());
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(3);
      for (const revision of list.body) {
        expect(Object.keys(revision).sort()).toEqual([
          'author',
          'createdAt',
          'revision_id',
          'summary',
        ]);
        expect(revision.author).toBe('Ada Admin');
      }
      const revisionIds = list.body.map((r: { revision_id: number }) => r.revision_id);
      expect(revisionIds).toEqual([...revisionIds].sort((a, b) => b - a));
      expect(list.body.map((r: { summary: string }) => r.summary)).toEqual([
        'Published: title',
        'Published: title',
        'Created (published)',
      ]);

      const oldest = await callJson('GET', `/api/revisions/${revisionIds[2]}`, admin());
      expect(oldest).toMatchObject({
        status: 200,
        body: {
          revision_id: revisionIds[2],
          entity: 'blog',
          id: String(blog.blog_id),
          snapshot: { title: 'Mobile-first design', slug_url: 'mobile-first-design' },
        },
      });

      const restored = await callJson('POST', `/api/revisions/${revisionIds[2]}/restore`, admin());
      expect(restored).toMatchObject({
        status: 200,
        body: { blog_id: blog.blog_id, title: 'Mobile-first design', status: 'published' },
      });
      expect((await callJson('GET', `/blog/${blog.blog_id}`)).body.data.title).toBe(
        'Mobile-first design',
      );
      const after = await callJson('GET', `/api/revisions?entity=blog&id=${blog.blog_id}`, admin());
      expect(after.body).toHaveLength(4);
      expect(after.body[0].summary).toMatch(new RegExp(`^Restored revision ${revisionIds[2]}\\b`));
      expect(after.body[0].revision_id).toBeGreaterThan(revisionIds[0]);
    });

    it('answers 400 for an unknown entity and 404 for an unknown revision', async () => {
      expect(await callJson('GET', '/api/revisions?entity=page&id=1', admin())).toMatchObject({
        status: 400,
        body: { status: 'fail', message: expect.stringContaining('entity') },
      });
      expect((await callJson('GET', '/api/revisions?entity=blog', admin())).status).toBe(400);
      for (const id of ['987654', 'abc', '0']) {
        expect(await callJson('GET', `/api/revisions/${id}`, admin())).toMatchObject({
          status: 404,
          body: { status: 'fail', message: 'Revision not found.' },
        });
        expect((await callJson('POST', `/api/revisions/${id}/restore`, admin())).status).toBe(404);
      }
      // The revisions of a deleted record went with it.
      const blog = await postBlog({ title: 'Retired service page' });
      const [revision] = (
        await callJson('GET', `/api/revisions?entity=blog&id=${blog.blog_id}`, admin())
      ).body;
      expect((await callJson('DELETE', `/blog/${blog.blog_id}`, admin())).status).toBe(200);
      expect(
        (await callJson('GET', `/api/revisions/${revision.revision_id}`, admin())).status,
      ).toBe(404);
    });
  });

  describe('redirects', () => {
    it('creates, refuses, lists, changes and deletes redirects', async () => {
      const created = await callJson('POST', '/api/redirects', {
        ...admin(),
        json: { source: '/old-pricing/', target: '/contact', code: 301 },
      });
      expect(created).toMatchObject({
        status: 201,
        body: { source: '/old-pricing', target: '/contact', code: 301, hits: 0 },
      });
      const id: number = created.body.id;
      // Answered from memory at once, ahead of the pages.
      expect(lookupRedirect('/old-pricing')).toMatchObject({ target: '/contact', code: 301 });

      const duplicate = await callJson('POST', '/api/redirects', {
        ...admin(),
        json: { source: '/old-pricing', target: '/company', code: 308 },
      });
      expect(duplicate).toMatchObject({
        status: 409,
        body: { status: 'fail', message: expect.stringContaining('/old-pricing') },
      });

      // Chains collapse; a loop is refused.
      expect(
        (
          await callJson('POST', '/api/redirects', {
            ...admin(),
            json: { source: '/promo-2024', target: '/promo-2025', code: 301 },
          })
        ).status,
      ).toBe(201);
      const chained = await callJson('POST', '/api/redirects', {
        ...admin(),
        json: { source: '/promo-2025', target: '/insights', code: 301 },
      });
      expect(chained.status).toBe(201);
      // /promo-2024 now leads to /insights directly, and a new redirect to it does too.
      const viaChain = await callJson('POST', '/api/redirects', {
        ...admin(),
        json: { source: '/insights-old', target: '/promo-2024', code: 301 },
      });
      expect(viaChain).toMatchObject({ status: 201, body: { target: '/insights' } });
      expect(lookupRedirect('/promo-2024')).toMatchObject({ target: '/insights' });
      expect(
        await callJson('POST', '/api/redirects', {
          ...admin(),
          json: { source: '/spring-deals', target: '/summer-deals', code: 301 },
        }),
      ).toMatchObject({ status: 201 });
      expect(
        await callJson('POST', '/api/redirects', {
          ...admin(),
          json: { source: '/summer-deals', target: '/spring-deals', code: 308 },
        }),
      ).toMatchObject({ status: 400, body: { message: expect.stringContaining('loop') } });

      // A live page cannot be the source: a static page, a published blog.
      const blog = await postBlog({ title: 'Brand refresh stories', slug_url: 'brand-refresh' });
      for (const source of ['/insights', '/blogs/brand-refresh', '/blogs/Brand-Refresh']) {
        expect(
          await callJson('POST', '/api/redirects', {
            ...admin(),
            json: { source, target: '/company', code: 301 },
          }),
        ).toMatchObject({ status: 400, body: { message: expect.stringContaining('live page') } });
      }
      expect(blog.status).toBe('published');

      for (const code of [302, '301', 200, undefined]) {
        expect(
          await callJson('POST', '/api/redirects', {
            ...admin(),
            json: { source: '/old-careers', target: '/company', code },
          }),
        ).toMatchObject({ status: 400, body: { message: 'Code must be 301, 308 or 410.' } });
      }

      const changed = await callJson('PUT', `/api/redirects/${id}`, {
        ...admin(),
        json: { source: '/old-pricing', target: '/company', code: 308 },
      });
      expect(changed).toMatchObject({
        status: 200,
        body: { id, source: '/old-pricing', target: '/company', code: 308 },
      });
      expect(lookupRedirect('/old-pricing')).toMatchObject({ target: '/company', code: 308 });

      const list = await callJson('GET', '/api/redirects', admin());
      expect(list.status).toBe(200);
      const stored = await w.t.db.selectFrom('redirects').select('id').execute();
      expect(Number(list.headers.get('x-total-count'))).toBe(stored.length);
      expect(list.body.find((r: { id: number }) => r.id === id)).toMatchObject({
        source: '/old-pricing',
        target: '/company',
        code: 308,
      });
      const searched = await callJson('GET', '/api/redirects?q=promo', admin());
      expect(searched.headers.get('x-total-count')).toBe('2');
      expect(searched.body.map((r: { source: string }) => r.source).sort()).toEqual([
        '/promo-2024',
        '/promo-2025',
      ]);

      expect(await callJson('DELETE', `/api/redirects/${id}`, admin())).toMatchObject({
        status: 200,
        body: { status: 'success' },
      });
      expect(lookupRedirect('/old-pricing')).toBeUndefined();
      expect((await callJson('DELETE', `/api/redirects/${id}`, admin())).status).toBe(404);
      expect(
        (
          await callJson('PUT', `/api/redirects/${id}`, {
            ...admin(),
            json: { source: '/old-pricing', target: '/company', code: 308 },
          })
        ).status,
      ).toBe(404);
    });

    it("leaves 410 Gone at a deleted published blog's address", async () => {
      const blog = await postBlog({ title: 'Expo 2020 recap', slug_url: 'expo-recap' });
      expect((await callJson('DELETE', `/blog/${blog.blog_id}`, admin())).status).toBe(200);
      expect(lookupRedirect('/blogs/expo-recap')).toMatchObject({ code: 410, target: '' });
      const listed = await callJson('GET', '/api/redirects?q=expo-recap', admin());
      expect(listed.body).toMatchObject([{ source: '/blogs/expo-recap', code: 410 }]);
    });
  });

  describe('preview links', () => {
    it('creates a link to a draft, refuses unknown records and revokes links', async () => {
      const draft = await postBlog({ title: 'Unannounced partnership', status: 'draft' });
      const created = await callJson('POST', '/api/preview-links', {
        ...admin(),
        json: { entity: 'blog', id: draft.blog_id },
      });
      expect(created.status).toBe(201);
      expect(Object.keys(created.body).sort()).toEqual(['expiresAt', 'url']);
      const prefix = `${TEST_SITE_URL}/preview/`;
      expect(created.body.url.startsWith(prefix)).toBe(true);
      const token = created.body.url.slice(prefix.length);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const days = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      expect(await resolvePreviewLink(w.t.db, token)).toEqual({
        entity: 'blog',
        id: String(draft.blog_id),
      });
      // The token itself is not stored.
      const rows = await w.t.db.selectFrom('preview_links').select('tokenHash').execute();
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);

      for (const json of [
        { entity: 'blog', id: 987654 },
        { entity: 'case-study', id: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
        { entity: 'location-page', id: 'not-a-number' },
      ]) {
        expect(await callJson('POST', '/api/preview-links', { ...admin(), json })).toMatchObject({
          status: 404,
          body: { status: 'fail' },
        });
      }

      const revoked = await callJson(
        'DELETE',
        `/api/preview-links?entity=blog&id=${draft.blog_id}`,
        admin(),
      );
      expect(revoked).toMatchObject({
        status: 200,
        body: { status: 'success', message: '1 preview link revoked.' },
      });
      expect(await resolvePreviewLink(w.t.db, token)).toBeUndefined();
    });
  });

  describe('the 404 log', () => {
    it('lists the most requested missing addresses first', async () => {
      const lastSeen = new Date().toISOString();
      await recordNotFound(
        w.t.db,
        new Map([
          ['/services/old-seo', { count: 3, referrer: '', lastSeen }],
          ['/team', { count: 40, referrer: 'https://www.google.com/', lastSeen }],
          ['/wp-admin', { count: 12, referrer: '', lastSeen }],
        ]),
      );
      const log = await callJson('GET', '/api/not-found-log', admin());
      expect(log.status).toBe(200);
      expect(
        log.body.map((e: { path: string; count: number }) => [e.path, Number(e.count)]),
      ).toEqual([
        ['/team', 40],
        ['/wp-admin', 12],
        ['/services/old-seo', 3],
      ]);
      expect(log.body[0].referrer).toBe('https://www.google.com/');
      // Redirecting an address takes it off the log.
      expect(
        (
          await callJson('POST', '/api/redirects', {
            ...admin(),
            json: { source: '/team', target: '/company', code: 301 },
          })
        ).status,
      ).toBe(201);
      const after = await callJson('GET', '/api/not-found-log', admin());
      expect(after.body.map((e: { path: string }) => e.path)).toEqual([
        '/wp-admin',
        '/services/old-seo',
      ]);
    });
  });

  describe('bad input', () => {
    it('answers 4xx, never 500, to malformed bodies and parameters', async () => {
      const blog = await postBlog({ title: 'Conversion copywriting' });
      const caseStudy = (await callJson('POST', '/api/caseStudies', admin())).body._id as string;
      const cases: [
        string,
        string,
        { json?: unknown; body?: string; headers?: Record<string, string> }?,
      ][] = [
        ['POST', '/blog', { json: blogPayload(w.categoryId, { status: 'live' }) }],
        [
          'POST',
          '/blog',
          { json: blogPayload(w.categoryId, { status: 'scheduled', publish_at: 'next friday' }) },
        ],
        [
          'POST',
          '/blog',
          { json: blogPayload(w.categoryId, { status: 'scheduled', publish_at: 1767225600000 }) },
        ],
        ['PUT', `/blog/${blog.blog_id}?draft=yes`, { json: blogPayload(w.categoryId) }],
        [
          'PUT',
          `/blog/${blog.blog_id}`,
          { json: blogPayload(w.categoryId, { status: ['draft'] }) },
        ],
        ['GET', '/blog?status=archived'],
        ['GET', '/api/caseStudies?status=hidden'],
        ['GET', '/api/locationpages?status=1'],
        ['POST', '/api/caseStudies?status=scheduled'],
        ['POST', '/api/caseStudies?status=deleted'],
        ['PUT', `/api/caseStudies/${caseStudy}?draft=1`, { json: caseStudyPayload() }],
        [
          'POST',
          '/api/locationpages/create',
          {
            json: { ...locationPayload(), publish_at: '2026-13-45T99:00:00Z', status: 'scheduled' },
          },
        ],
        ['GET', '/api/revisions'],
        ['GET', '/api/revisions?entity=blog&id='],
        ['GET', `/api/revisions?entity=blog&id=${'9'.repeat(41)}`],
        ['GET', '/api/revisions/-1'],
        ['GET', '/api/revisions/1.5'],
        ['GET', '/api/revisions/99999999999999999999'],
        ['POST', '/api/revisions/%00/restore'],
        [
          'POST',
          '/api/redirects',
          { body: '{"source": "/a",', headers: { 'content-type': 'application/json' } },
        ],
        ['POST', '/api/redirects', { json: [] }],
        ['POST', '/api/redirects', { json: null }],
        [
          'POST',
          '/api/redirects',
          { json: { source: 'https://evil.test/x', target: '/', code: 301 } },
        ],
        ['POST', '/api/redirects', { json: { source: '//evil.test', target: '/', code: 301 } }],
        ['POST', '/api/redirects', { json: { source: '/a?b=c', target: '/', code: 301 } }],
        ['POST', '/api/redirects', { json: { source: '/same', target: '/same', code: 301 } }],
        ['POST', '/api/redirects', { json: { source: '/nowhere', target: '', code: 308 } }],
        [
          'POST',
          '/api/redirects',
          { json: { source: `/${'x'.repeat(600)}`, target: '/', code: 301 } },
        ],
        ['POST', '/api/redirects', { json: { source: 42, target: '/', code: 301 } }],
        [
          'POST',
          '/api/redirects',
          { body: 'source=/a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        ],
        [
          'PUT',
          '/api/redirects/abc',
          { json: { source: '/a-page', target: '/company', code: 301 } },
        ],
        [
          'PUT',
          '/api/redirects/987654',
          { json: { source: '/a-page', target: '/company', code: 301 } },
        ],
        ['DELETE', '/api/redirects/0'],
        ['GET', '/api/redirects?page=0'],
        ['GET', '/api/redirects?limit=100000'],
        ['POST', '/api/preview-links', { json: { entity: 'page', id: 1 } }],
        ['POST', '/api/preview-links', { json: { entity: 'blog' } }],
        ['POST', '/api/preview-links', { json: { entity: 'blog', id: { $gt: 0 } } }],
        ['POST', '/api/preview-links', { json: { entity: 'blog', id: 'x'.repeat(41) } }],
        ['POST', '/api/preview-links', { json: { entity: 'blog', id: '' } }],
        ['POST', '/api/preview-links', { json: { entity: 'case-study', id: '\u0000' } }],
        [
          'POST',
          '/api/preview-links',
          { body: 'not json', headers: { 'content-type': 'application/json' } },
        ],
        ['DELETE', '/api/preview-links'],
        ['DELETE', '/api/preview-links?entity=blog'],
        ['DELETE', '/api/preview-links?entity=users&id=1'],
      ];
      const answers: string[] = [];
      for (const [method, path, options] of cases) {
        const answer = await callJson(method, path, { ...admin(), ...options });
        answers.push(`${answer.status} ${method} ${path}`);
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        expect(answer.body, `${method} ${path}`).toMatchObject({
          status: 'fail',
          message: expect.any(String),
        });
      }
      expect(answers.filter((answer) => answer.startsWith('5'))).toEqual([]);
      // Nothing of it was written.
      expect((await callJson('GET', `/blog/${blog.blog_id}`)).body.data.title).toBe(
        'Conversion copywriting',
      );
    });
  });
});
