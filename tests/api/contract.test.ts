import '../support/env';
import '../support/built-openapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { CASE_STUDY_FIELD_NAMES } from '@/server/case-studies/case-studies';
import { testEngines } from '../support/test-databases';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { callJson, createWorld, type World } from '../support/harness';

// The cache of the public pages is Next's; here we only check that every write expires
// the right tags (the real revalidateTag needs a Next request around it).
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

describe.each(testEngines)('API contract on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());
  beforeEach(() => vi.mocked(revalidateTag).mockClear());

  /** The tags expired so far, each at once (`{ expire: 0 }`). */
  const expiredTags = () => {
    const calls = vi.mocked(revalidateTag).mock.calls;
    expect(calls.every(([, profile]) => (profile as { expire?: number })?.expire === 0)).toBe(true);
    return calls.map(([tag]) => tag).sort();
  };

  /** A record as anyone sees it: staff answers also carry the pending changes. */
  const publicPart = ({ pending_changes, ...visible }: Record<string, unknown>) => {
    expect(pending_changes).toBeNull();
    return visible;
  };

  describe('case studies', () => {
    it('round-trips create, list, read, update and delete with bare bodies', async () => {
      const created = await callJson('POST', '/api/caseStudies', { token: w.adminToken });
      expect(created.status).toBe(201);
      expect(created.body._id).toMatch(/^[0-9a-f]{24}$/);
      expect(created.body.template).toBe('template1');
      for (const field of CASE_STUDY_FIELD_NAMES) expect(created.body).toHaveProperty(field);
      const id: string = created.body._id;
      // An empty draft is on no list yet; the lists are expired all the same on a create.
      expect(expiredTags()).toEqual([`case-study:${id}`, 'case-studies:list', 'sitemap'].sort());

      const list = await callJson('GET', '/api/caseStudies');
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body)).toBe(true);
      expect(list.body.map((c: { _id: string }) => c._id)).toContain(id);

      // Clients send the record back whole, _id and timestamps included: those are ignored.
      const fields = caseStudyPayload();
      const updated = await callJson('PUT', `/api/caseStudies/${id}`, {
        token: w.adminToken,
        json: { ...created.body, ...fields, _id: 'ffffffffffffffffffffffff', __v: 0 },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ ...fields, _id: id });

      const read = await callJson('GET', `/api/caseStudies/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(publicPart(updated.body));

      const removed = await callJson('DELETE', `/api/caseStudies/${id}`, { token: w.adminToken });
      expect(removed).toMatchObject({
        status: 200,
        body: { status: 'success', message: expect.any(String) },
      });
      expect((await callJson('GET', `/api/caseStudies/${id}`)).status).toBe(404);
    });

    it('answers 404 with a JSON message for unknown ids', async () => {
      for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id']) {
        expect(await callJson('GET', `/api/caseStudies/${id}`)).toMatchObject({
          status: 404,
          body: { status: 'fail', message: 'Case study not found.' },
        });
        expect(
          (
            await callJson('PUT', `/api/caseStudies/${id}`, {
              token: w.adminToken,
              json: caseStudyPayload(),
            })
          ).status,
        ).toBe(404);
        expect(
          (await callJson('DELETE', `/api/caseStudies/${id}`, { token: w.adminToken })).status,
        ).toBe(404);
      }
    });

    it('requires Section 4 heading and sub-heading (spec point 5)', async () => {
      const { body } = await callJson('POST', '/api/caseStudies', { token: w.adminToken });
      const answer = await callJson('PUT', `/api/caseStudies/${body._id}`, {
        token: w.adminToken,
        json: caseStudyPayload({ sec4Heading: '  ' }),
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Section 4 Heading is required.' },
      });
    });
  });

  describe('blogs', () => {
    it('round-trips create, list, read by id and slug, update and delete in {status, data} envelopes', async () => {
      const payload = blogPayload(w.categoryId, {
        title: 'Launch Checklist',
        slug_url: '',
        blogs_content: [
          { heading: 'Kept', paragraph: '<p>Both parts</p>' },
          { heading: '', paragraph: '<p>No heading: dropped</p>' },
          { heading: 'No paragraph: dropped', paragraph: '   ' },
        ],
      });
      const created = await callJson('POST', '/blog', { token: w.adminToken, json: payload });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'success', message: 'Blog created.' });
      const blog = created.body.data;
      expect(blog).toMatchObject({
        title: 'Launch Checklist',
        slug_url: 'launch-checklist',
        category: w.categoryId,
      });
      expect(blog.blogs_content).toEqual([{ heading: 'Kept', paragraph: '<p>Both parts</p>' }]);
      expect(expiredTags()).toEqual(
        [`blog:${blog.blog_id}`, 'blog-slug:launch-checklist', 'blogs:list', 'sitemap'].sort(),
      );

      const list = await callJson('GET', '/blog');
      expect(list.body.status).toBe('success');
      const summary = list.body.data.find((b: { blog_id: number }) => b.blog_id === blog.blog_id);
      expect(Object.keys(summary).sort()).toEqual(
        [
          'blog_id',
          'blog_image',
          'brief_paragraph',
          'category',
          'published_date',
          'slug_url',
          'title',
          'updatedAt',
          // issue 12's publication state, added to spec point 3's fields
          'status',
          'publish_at',
          'published_at',
          'published_late_from',
        ].sort(),
      );

      for (const key of [String(blog.blog_id), 'launch-checklist', 'Launch-Checklist']) {
        const read = await callJson('GET', `/blog/${key}`);
        expect(read).toMatchObject({
          status: 200,
          body: { status: 'success', data: { blog_id: blog.blog_id } },
        });
        expect(read.body.data).toMatchObject({
          metaTitle: payload.metaTitle,
          canonicalLink: payload.canonicalLink,
        });
      }

      const changed = blogPayload(w.categoryId, {
        title: 'Launch Checklist 2025',
        slug_url: 'launch-checklist-2025',
      });
      vi.mocked(revalidateTag).mockClear();
      const updated = await callJson('PUT', `/blog/${blog.blog_id}`, {
        token: w.adminToken,
        json: changed,
      });
      expect(updated).toMatchObject({
        status: 200,
        body: { status: 'success', message: 'Blog updated.' },
      });
      expect(updated.body.data).toMatchObject({
        slug_url: 'launch-checklist-2025',
        blogs_content: changed.blogs_content,
      });
      expect((await callJson('GET', '/blog/launch-checklist-2025')).body.data.title).toBe(
        'Launch Checklist 2025',
      );
      // The renamed blog's page at both URLs and the pages listing it; its date is
      // unchanged, so the other list pages keep their cached copies.
      expect(expiredTags()).toEqual(
        expect.arrayContaining([
          `blog:${blog.blog_id}`,
          'blog-slug:launch-checklist',
          'blog-slug:launch-checklist-2025',
        ]),
      );
      expect(expiredTags()).not.toContain('blogs:list');

      const removed = await callJson('DELETE', `/blog/${blog.blog_id}`, { token: w.adminToken });
      expect(removed).toMatchObject({
        status: 200,
        body: { status: 'success', message: 'Blog deleted.' },
      });
      expect(await callJson('GET', `/blog/${blog.blog_id}`)).toMatchObject({
        status: 404,
        body: { status: 'fail', message: 'Blog not found.' },
      });
    });

    it('refuses a slug that is taken (409) and categories that do not exist or are All (400)', async () => {
      const first = await callJson('POST', '/blog', {
        token: w.adminToken,
        json: blogPayload(w.categoryId, { slug_url: 'taken-slug' }),
      });
      expect(first.status).toBe(201);
      expect(
        await callJson('POST', '/blog', {
          token: w.adminToken,
          json: blogPayload(w.categoryId, { slug_url: 'Taken Slug' }),
        }),
      ).toMatchObject({
        status: 409,
        body: { status: 'fail', message: expect.stringContaining('taken-slug') },
      });
      for (const category of [w.allCategoryId, 987654]) {
        expect(
          await callJson('POST', '/blog', {
            token: w.adminToken,
            json: blogPayload(w.categoryId, { category }),
          }),
        ).toMatchObject({
          status: 400,
          body: { status: 'fail', message: 'Choose one of the listed categories.' },
        });
      }
    });

    it('accepts the category as digits, as a <select> sends it', async () => {
      const answer = await callJson('POST', '/blog', {
        token: w.adminToken,
        json: blogPayload(w.categoryId, { category: String(w.categoryId) }),
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.category).toBe(w.categoryId);
    });
  });

  it('lists categories as {status, data: [{category_id, category}]}', async () => {
    const { status, body } = await callJson('GET', '/api/categories');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.map((c: { category: string }) => c.category)).toEqual([
      'All',
      'Web Development',
      'SEO',
    ]);
    for (const category of body.data)
      expect(Object.keys(category).sort()).toEqual(['category', 'category_id']);
  });

  describe('location pages', () => {
    it('round-trips create, list, read, update and delete', async () => {
      const payload = locationPayload({ slug_url: 'Web-Design-Ajman' });
      const created = await callJson('POST', '/api/locationpages/create', {
        token: w.adminToken,
        json: payload,
      });
      expect(created).toMatchObject({
        status: 201,
        body: { status: 'success', message: 'Location page created.' },
      });
      const page = created.body.data;
      expect(page).toMatchObject({
        ...payload,
        slug_url: 'web-design-ajman',
        location_id: expect.any(Number),
      });
      expect(expiredTags()).toEqual(
        [`location-page:${page.location_id}`, 'location-slug:web-design-ajman', 'sitemap'].sort(),
      );

      const list = await callJson('GET', '/api/locationpages');
      expect(Array.isArray(list.body)).toBe(true);
      expect(list.body.map((p: { location_id: number }) => p.location_id)).toContain(
        page.location_id,
      );

      const read = await callJson('GET', `/api/locationpages/${page.location_id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(publicPart(page));

      const updated = await callJson('PUT', `/api/locationpages/${page.location_id}`, {
        token: w.adminToken,
        json: { ...payload, main_heading: 'Web design in Ajman' },
      });
      expect(updated).toMatchObject({
        status: 200,
        body: { status: 'success', data: { main_heading: 'Web design in Ajman' } },
      });

      const removed = await callJson('DELETE', `/api/locationpages/${page.location_id}`, {
        token: w.adminToken,
      });
      expect(removed).toMatchObject({
        status: 200,
        body: { status: 'success', message: 'Location page deleted.' },
      });
      expect(await callJson('GET', `/api/locationpages/${page.location_id}`)).toMatchObject({
        status: 404,
        body: { status: 'fail', message: 'Location page not found.' },
      });
    });

    it('refuses a taken slug (409), a reserved one (400) and missing fields (400)', async () => {
      const payload = locationPayload();
      expect(
        (
          await callJson('POST', '/api/locationpages/create', {
            token: w.adminToken,
            json: payload,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await callJson('POST', '/api/locationpages/create', {
            token: w.adminToken,
            json: payload,
          })
        ).status,
      ).toBe(409);
      expect(
        await callJson('POST', '/api/locationpages/create', {
          token: w.adminToken,
          json: locationPayload({ slug_url: 'admin' }),
        }),
      ).toMatchObject({
        status: 400,
        body: { status: 'fail', message: expect.stringContaining('used by another page') },
      });
      expect(
        await callJson('POST', '/api/locationpages/create', {
          token: w.adminToken,
          json: locationPayload({ heading_3: undefined }),
        }),
      ).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Heading 3 must be text.' },
      });
    });
  });

  describe('sign-in, sessions and the cookie', () => {
    it('answers {_id, name, email, isAdmin, role, token} and sets an httpOnly SameSite=Lax cookie for 7 days', async () => {
      const answer = await callJson('POST', '/api/users/login', {
        json: { email: 'Admin@Agency.test', password: w.adminPassword },
      });
      expect(answer.status).toBe(200);
      // Spec point 3's fields, and the role (issue 13).
      expect(Object.keys(answer.body).sort()).toEqual([
        '_id',
        'email',
        'isAdmin',
        'name',
        'role',
        'token',
      ]);
      expect(answer.body).toMatchObject({
        _id: String(w.admin.id),
        email: 'admin@agency.test',
        name: 'Ada Admin',
        isAdmin: true,
        role: 'admin',
      });
      expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = answer.headers.get('set-cookie')!;
      expect(cookie).toContain(`agency_session=${answer.body.token}`);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=604800/);
      expect(cookie).not.toMatch(/Secure/); // SITE_URL is http here

      // The session row holds a hash, never the token.
      const rows = await w.t.db.selectFrom('sessions').select('tokenHash').execute();
      expect(rows.some((r) => r.tokenHash === answer.body.token)).toBe(false);
    });

    it('refuses wrong credentials with 401 and the same message for unknown e-mails', async () => {
      for (const json of [
        { email: 'admin@agency.test', password: 'wrong-password' },
        { email: 'nobody@agency.test', password: 'whatever-1' },
      ]) {
        expect(await callJson('POST', '/api/users/login', { json })).toEqual(
          expect.objectContaining({
            status: 401,
            body: { status: 'fail', message: 'Invalid email or password.' },
          }),
        );
      }
    });

    it('GET /api/users/me answers the user of a Bearer token or cookie, without the token', async () => {
      const viaBearer = await callJson('GET', '/api/users/me', { token: w.editorToken });
      expect(viaBearer).toMatchObject({
        status: 200,
        body: {
          _id: String(w.editor.id),
          isAdmin: false,
          role: 'editor',
          email: 'editor@agency.test',
        },
      });
      expect(viaBearer.body).not.toHaveProperty('token');
      const viaCookie = await callJson('GET', '/api/users/me', { cookie: w.adminToken });
      expect(viaCookie).toMatchObject({ status: 200, body: { isAdmin: true } });
      expect(await callJson('GET', '/api/users/me')).toMatchObject({
        status: 401,
        body: { status: 'fail' },
      });
    });

    it('logout revokes the session (Bearer or cookie) and clears the cookie', async () => {
      for (const via of ['token', 'cookie'] as const) {
        const { body } = await callJson('POST', '/api/users/login', {
          json: { email: 'admin@agency.test', password: w.adminPassword },
        });
        expect((await callJson('GET', '/api/users/me', { [via]: body.token })).status).toBe(200);
        const out = await callJson('POST', '/api/users/logout', {
          [via]: body.token,
          headers: { origin: 'http://localhost:3000' },
        });
        expect(out).toMatchObject({ status: 200, body: { status: 'success' } });
        expect(out.headers.get('set-cookie')).toMatch(/agency_session=;.*Max-Age=0/);
        expect(await callJson('GET', '/api/users/me', { [via]: body.token })).toMatchObject({
          status: 401,
          body: { message: 'Your session has ended. Sign in again.' },
        });
      }
      expect((await callJson('POST', '/api/users/logout')).status).toBe(200); // nothing to end: still fine
    });

    it('checks the origin of cookie-authenticated mutations, not of Bearer ones', async () => {
      const attempt = (options: Parameters<typeof callJson>[2]) =>
        callJson('POST', '/api/caseStudies', options);
      expect(
        (await attempt({ cookie: w.adminToken, headers: { origin: 'https://evil.test' } })).status,
      ).toBe(403);
      expect((await attempt({ cookie: w.adminToken, headers: { origin: 'null' } })).status).toBe(
        403,
      );
      expect((await attempt({ cookie: w.adminToken })).status).toBe(403);
      expect(
        (await attempt({ cookie: w.adminToken, headers: { 'sec-fetch-site': 'cross-site' } }))
          .status,
      ).toBe(403);
      expect(
        (await attempt({ cookie: w.adminToken, headers: { origin: 'http://localhost:3000' } }))
          .status,
      ).toBe(201);
      expect(
        (await attempt({ cookie: w.adminToken, headers: { 'sec-fetch-site': 'same-origin' } }))
          .status,
      ).toBe(201);
      // The request's own host counts too (a site reached under another name than SITE_URL).
      expect(
        (
          await attempt({
            cookie: w.adminToken,
            headers: { origin: 'http://127.0.0.1:3210', host: '127.0.0.1:3210' },
          })
        ).status,
      ).toBe(201);
      expect(
        (await attempt({ token: w.adminToken, headers: { origin: 'https://evil.test' } })).status,
      ).toBe(201);
      // Cookie-authenticated logout from another site is refused too.
      expect(
        (
          await callJson('POST', '/api/users/logout', {
            cookie: w.adminToken,
            headers: { origin: 'https://evil.test' },
          })
        ).status,
      ).toBe(403);
      expect((await callJson('GET', '/api/users/me', { cookie: w.adminToken })).status).toBe(200);
    });
  });

  it('GET /api/openapi.json describes every endpoint from the shared zod schemas', async () => {
    const { status, body } = await callJson('GET', '/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const expected: Record<string, string[]> = {
      '/api/caseStudies': ['get', 'post'],
      '/api/caseStudies/{id}': ['get', 'put', 'delete'],
      '/blog': ['get', 'post'],
      '/blog/{id}': ['get', 'put', 'delete'],
      '/api/categories': ['get'],
      '/api/locationpages': ['get'],
      '/api/locationpages/create': ['post'],
      '/api/locationpages/{id}': ['get', 'put', 'delete'],
      '/send-contact-form-main': ['post'],
      '/send-contact-form': ['post'],
      '/api/users/login': ['post'],
      '/api/users/logout': ['post'],
      '/api/users/me': ['get'],
      '/api/upload': ['post'],
      '/uploads/{path}': ['get'],
      '/api/enquiries': ['get'],
      '/api/enquiries/{id}': ['get', 'put', 'patch'],
      '/api/enquiries/export': ['get'],
      // issue 27: the enquiry pipeline
      '/api/enquiries/{id}/notes': ['post'],
      '/api/enquiries/stats': ['get'],
      '/api/enquiries/assignees': ['get'],
      '/api/form-token': ['get'],
      '/api/webhooks': ['get', 'post'],
      '/api/webhooks/{id}': ['put', 'delete'],
      '/api/webhooks/{id}/deliveries': ['get'],
      '/api/webhooks/{id}/test': ['post'],
      '/api/openapi.json': ['get'],
      // issue 12: the editorial workflow
      '/api/revisions': ['get'],
      '/api/revisions/{id}': ['get'],
      '/api/revisions/{id}/restore': ['post'],
      '/api/redirects': ['get', 'post'],
      '/api/redirects/{id}': ['put', 'delete'],
      '/api/not-found-log': ['get'],
      '/api/preview-links': ['post', 'delete'],
      '/api/users': ['get', 'post'],
      '/api/users/{id}': ['put'],
      '/api/users/{id}/invitation': ['post'],
      '/api/users/invitations/accept': ['post'],
      '/api/users/password-reset': ['post'],
      '/api/users/password-reset/confirm': ['post'],
      '/api/users/me/password': ['post'],
      '/api/users/me/totp': ['post', 'delete'],
      '/api/users/me/totp/confirm': ['post'],
      '/api/users/me/sessions': ['get', 'delete'],
      '/api/users/me/sessions/{id}': ['delete'],
      '/api/settings': ['get', 'put'],
      '/api/audit': ['get'],
      '/api/audit/export': ['get'],
      '/api/preview': ['get'],
      '/api/preview/exit': ['get'],
      '/preview/{token}': ['get'],
      // issue 29: the language switcher's link from a record's page
      '/language': ['get'],
      // issue 14: operations
      '/api/ready': ['get'],
      '/api/metrics': ['get'],
      // issue 26: generated from every route file, the liveness check included
      '/api/health': ['get'],
      // issue 28: the media library
      '/api/media': ['get'],
      '/api/media/{id}': ['get', 'put', 'delete'],
      '/api/media/{id}/file': ['put'],
      '/api/media/delete': ['post'],
      '/api/media/missing-alt': ['get'],
    };
    expect(Object.keys(body.paths).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods)
        expect(body.paths[path][method], `${method} ${path}`).toBeDefined();
    }
    const main = body.components.schemas.MainContactInput;
    expect(main.properties.name).toMatchObject({ type: 'string', minLength: 3, maxLength: 12 });
    expect(main.properties.message).toMatchObject({ maxLength: 800 });
    expect(body.components.schemas.LoginInput.properties.password).toMatchObject({ maxLength: 16 });
    expect(body.components.schemas.CaseStudyInput.properties.template.enum).toEqual([
      'template1',
      'template2',
    ]);
    expect(body.components.schemas.BlogInput.properties.blogs_content).toMatchObject({
      type: 'array',
      maxItems: 10,
    });
  });

  // Issue 29: ?locale= (en, the default, or ar) on every operation that reads or writes a
  // record or its translation; a translation's body holds only the declared translatable
  // fields, its slug and its own publication fields.
  it('GET /api/openapi.json documents locale and the translations', async () => {
    const { body } = await callJson('GET', '/api/openapi.json');
    const withLocale: Record<string, string[]> = {
      '/blog': ['get'],
      '/blog/{id}': ['get', 'put', 'delete'],
      '/api/caseStudies': ['get'],
      '/api/caseStudies/{id}': ['get', 'put', 'delete'],
      '/api/locationpages': ['get'],
      '/api/locationpages/{id}': ['get', 'put', 'delete'],
      '/api/revisions': ['get'],
      '/api/revisions/{id}/restore': ['post'],
      '/api/preview': ['get'],
      '/api/preview-links': ['delete'],
    };
    for (const [path, methods] of Object.entries(withLocale)) {
      for (const method of methods) {
        const parameters = body.paths[path][method].parameters as { name: string }[];
        expect(
          parameters.find((parameter) => parameter.name === 'locale'),
          `${method} ${path}`,
        ).toMatchObject({ in: 'query', required: false, schema: { enum: ['en', 'ar'] } });
      }
    }
    const schemas = body.components.schemas;
    expect(schemas.PreviewLinkInput.properties.locale).toMatchObject({ enum: ['en', 'ar'] });
    expect(Object.keys(schemas.BlogTranslationInput.properties).sort()).toEqual(
      [
        'title',
        'slug_url',
        'brief_paragraph',
        'metaTitle',
        'metaDescription',
        'blogs_content',
        'status',
        'publish_at',
      ].sort(),
    );
    expect(schemas.LocationPageTranslationInput.properties).toHaveProperty('slug_url');
    expect(schemas.LocationPageTranslationInput.properties).not.toHaveProperty('meta_link');
    expect(schemas.CaseStudyTranslationInput.properties).toHaveProperty('heroHeading');
    expect(schemas.CaseStudyTranslationInput.properties).not.toHaveProperty('bannerImage');
    expect(schemas.TranslatedBlog.properties.locale).toMatchObject({ enum: ['ar'] });
    expect(schemas.BlogListItem.properties.translations).toBeDefined();
    const put = body.paths['/blog/{id}'].put.requestBody.content['application/json'].schema;
    expect(JSON.stringify(put)).toContain('BlogTranslationInput');
  });
});
