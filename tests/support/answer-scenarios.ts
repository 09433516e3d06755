import { generate } from 'otplib';
import { expect } from 'vitest';
import { createSession } from '@/server/auth/sessions';
import { findAssetByUrl } from '@/server/media/assets';
import { issueLinkToken } from '@/server/users/link-tokens';
import {
  blogPayload,
  caseStudyPayload,
  locationPayload,
  mainContactPayload,
  pageContactPayload,
} from './fixtures';
import { call, type CallOptions, type World } from './harness';
import { HTML_AS_PNG, loadMp4, makePng, uploadForm } from './media';
import { addStaff, freshEmail, type Member } from './staff';

// How tests/api/answers.test.ts provokes each answer the OpenAPI document lists: for
// every operation (`METHOD /pattern`), a request that succeeds and, by status, requests
// that get the other answers. Statuses a declaration implies (401, 400/413/415 of a
// body or query, 403) are provoked by the test itself unless a scenario is given here.

type Json = Record<string, unknown>;

export const METRICS_TOKEN = 'metrics-token-for-the-answers-test';
export const FOREIGN_ORIGIN = { origin: 'https://elsewhere.test' };

export interface Request {
  method?: string;
  path: string;
  options?: CallOptions;
}

/** What a scenario builds: the request that should get that answer. */
export type Scenario = () => Promise<Request> | Request;
export interface Scenarios {
  success: Scenario;
  /** By status: the requests that get the other answers the document lists. */
  others?: Record<number, Scenario>;
}

export function answerScenarios(w: World): Record<string, Scenarios> {
  const admin = () => ({ token: w.adminToken });
  const member = (role: 'admin' | 'editor' = 'editor') => addStaff(w.t.db, { role });
  let made = 0;
  const unique = (prefix: string) => `${prefix}-${++made}-${Date.now()}`;

  async function created(method: string, path: string, json: unknown): Promise<Json> {
    const answer = await call(method, path, { ...admin(), json });
    expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    return (await answer.json()) as Json;
  }
  const newBlog = async (slug = unique('blog')) =>
    ((await created('POST', '/blog', blogPayload(w.categoryId, { slug_url: slug }))).data as Json)
      .blog_id as number;
  const newCaseStudy = async () =>
    (await created('POST', '/api/caseStudies', undefined))._id as string;
  const newLocation = async (slug = unique('dubai')) =>
    (
      (await created('POST', '/api/locationpages/create', locationPayload({ slug_url: slug })))
        .data as Json
    ).location_id as number;
  const newRedirect = async (source = `/${unique('old')}`) =>
    (await created('POST', '/api/redirects', { source, target: '/', code: 301 })).id as number;
  /** A webhook to a public address given as such, so that saving it resolves no name. */
  const newWebhook = async () =>
    (
      (
        await created('POST', '/api/webhooks', {
          url: 'https://93.184.215.14/hooks',
          events: ['enquiry.created'],
        })
      ).data as Json
    ).id as number;
  async function newEnquiry(): Promise<number> {
    await call('POST', '/send-contact-form-main', { json: mainContactPayload() });
    const list = await call('GET', '/api/enquiries', admin());
    return ((await list.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
  }
  async function newRevision(): Promise<number> {
    const id = await newBlog();
    const list = await call('GET', `/api/revisions?entity=blog&id=${id}`, admin());
    return ((await list.json()) as { revision_id: number }[])[0]!.revision_id;
  }
  async function invited(): Promise<number> {
    const json = { email: freshEmail('invitee'), name: 'Ivy Invited', role: 'editor' };
    return ((await created('POST', '/api/users', json)).data as Json)._id as number;
  }
  /** A member with two-factor sign-in on, and the secret its codes come from. */
  async function withTwoFactor(): Promise<Member & { secret: string }> {
    const staff = await member();
    const started = await call('POST', '/api/users/me/totp', { token: staff.token });
    const { secret } = (await started.json()) as { secret: string };
    const code = await generate({ secret });
    const confirmed = await call('POST', '/api/users/me/totp/confirm', {
      token: staff.token,
      json: { code },
    });
    expect(confirmed.status).toBe(200);
    return { ...staff, secret };
  }
  /** A code from the next 30-second step: later than any code already used. */
  const nextCode = (secret: string) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  async function uploaded(): Promise<string> {
    const answer = await call('POST', '/api/upload', {
      ...admin(),
      body: uploadForm(await makePng(), 'a.png', 'image/png'),
    });
    return answer.text();
  }
  /** The media library's asset of a fresh upload. */
  async function uploadedAsset(): Promise<{ id: number; url: string }> {
    const asset = await findAssetByUrl(w.t.db, await uploaded());
    expect(asset).toBeDefined();
    return asset!;
  }
  /** An uploaded asset a blog shows, which cannot be deleted. */
  async function assetInUse(): Promise<number> {
    const asset = await uploadedAsset();
    await created('POST', '/blog', blogPayload(w.categoryId, { blog_image: asset.url }));
    return asset.id;
  }
  /** Requests a rate limit refuses: the same call until it answers 429. */
  function limited(request: () => Request | Promise<Request>, times: number): Scenario {
    return async () => {
      for (let i = 0; i < times; i++) {
        const { method, path, options } = await request();
        await call(method!, path, options);
      }
      return request();
    };
  }

  return {
    'GET /blog': { success: () => ({ path: '/blog' }) },
    'POST /blog': {
      success: () => ({
        path: '/blog',
        options: { ...admin(), json: blogPayload(w.categoryId, { slug_url: unique('b') }) },
      }),
      others: {
        409: async () => {
          const slug = unique('taken');
          await newBlog(slug);
          return {
            path: '/blog',
            options: { ...admin(), json: blogPayload(w.categoryId, { slug_url: slug }) },
          };
        },
      },
    },
    'GET /blog/:id': {
      success: async () => ({ path: `/blog/${await newBlog()}` }),
      others: { 404: () => ({ path: '/blog/no-such-blog' }) },
    },
    'PUT /blog/:id': {
      success: async () => ({
        path: `/blog/${await newBlog()}`,
        options: { ...admin(), json: blogPayload(w.categoryId, { slug_url: unique('b') }) },
      }),
      others: {
        404: () => ({
          path: '/blog/999999',
          options: { ...admin(), json: blogPayload(w.categoryId) },
        }),
        409: async () => {
          const slug = unique('taken');
          await newBlog(slug);
          return {
            path: `/blog/${await newBlog()}`,
            options: { ...admin(), json: blogPayload(w.categoryId, { slug_url: slug }) },
          };
        },
      },
    },
    'DELETE /blog/:id': {
      success: async () => ({ path: `/blog/${await newBlog()}`, options: admin() }),
      others: { 404: () => ({ path: '/blog/999999', options: admin() }) },
    },
    'GET /api/caseStudies': { success: () => ({ path: '/api/caseStudies' }) },
    'POST /api/caseStudies': { success: () => ({ path: '/api/caseStudies', options: admin() }) },
    'GET /api/caseStudies/:id': {
      success: async () => ({ path: `/api/caseStudies/${await newCaseStudy()}`, options: admin() }),
      others: { 404: () => ({ path: '/api/caseStudies/aaaaaaaaaaaaaaaaaaaaaaaa' }) },
    },
    'PUT /api/caseStudies/:id': {
      success: async () => ({
        path: `/api/caseStudies/${await newCaseStudy()}`,
        options: { ...admin(), json: caseStudyPayload() },
      }),
      others: {
        404: () => ({
          path: '/api/caseStudies/aaaaaaaaaaaaaaaaaaaaaaaa',
          options: { ...admin(), json: caseStudyPayload() },
        }),
      },
    },
    'DELETE /api/caseStudies/:id': {
      success: async () => ({ path: `/api/caseStudies/${await newCaseStudy()}`, options: admin() }),
      others: {
        404: () => ({ path: '/api/caseStudies/aaaaaaaaaaaaaaaaaaaaaaaa', options: admin() }),
      },
    },
    'GET /api/categories': { success: () => ({ path: '/api/categories' }) },
    'GET /api/locationpages': { success: () => ({ path: '/api/locationpages' }) },
    'POST /api/locationpages/create': {
      success: () => ({
        path: '/api/locationpages/create',
        options: { ...admin(), json: locationPayload({ slug_url: unique('l') }) },
      }),
      others: {
        409: async () => {
          const slug = unique('taken');
          await newLocation(slug);
          return {
            path: '/api/locationpages/create',
            options: { ...admin(), json: locationPayload({ slug_url: slug }) },
          };
        },
      },
    },
    'GET /api/locationpages/:id': {
      success: async () => ({ path: `/api/locationpages/${await newLocation()}` }),
      others: { 404: () => ({ path: '/api/locationpages/999999' }) },
    },
    'PUT /api/locationpages/:id': {
      success: async () => ({
        path: `/api/locationpages/${await newLocation()}`,
        options: { ...admin(), json: locationPayload({ slug_url: unique('l') }) },
      }),
      others: {
        404: () => ({
          path: '/api/locationpages/999999',
          options: { ...admin(), json: locationPayload() },
        }),
        409: async () => {
          const slug = unique('taken');
          await newLocation(slug);
          return {
            path: `/api/locationpages/${await newLocation()}`,
            options: { ...admin(), json: locationPayload({ slug_url: slug }) },
          };
        },
      },
    },
    'DELETE /api/locationpages/:id': {
      success: async () => ({
        path: `/api/locationpages/${await newLocation()}`,
        options: admin(),
      }),
      others: { 404: () => ({ path: '/api/locationpages/999999', options: admin() }) },
    },
    'POST /send-contact-form-main': {
      success: () => ({ path: '/send-contact-form-main', options: { json: mainContactPayload() } }),
      others: {
        429: limited(
          () => ({
            method: 'POST',
            path: '/send-contact-form-main',
            options: { ip: '2001:db8::429:1', json: mainContactPayload() },
          }),
          2,
        ),
      },
    },
    'POST /send-contact-form': {
      success: () => ({ path: '/send-contact-form', options: { json: pageContactPayload() } }),
      others: {
        429: limited(
          () => ({
            method: 'POST',
            path: '/send-contact-form',
            options: { ip: '2001:db8::429:2', json: pageContactPayload() },
          }),
          2,
        ),
      },
    },
    'POST /api/users/login': {
      success: () => ({
        path: '/api/users/login',
        options: { json: { email: w.admin.email, password: w.adminPassword } },
      }),
      others: {
        401: () => ({
          path: '/api/users/login',
          options: { json: { email: w.admin.email, password: 'not-the-password' } },
        }),
        429: async () => {
          const { email } = await member();
          const wrong = () => ({
            method: 'POST',
            path: '/api/users/login',
            options: { json: { email, password: 'not-the-password' } },
          });
          return limited(wrong, 3)();
        },
      },
    },
    'POST /api/users/logout': {
      success: async () => ({
        path: '/api/users/logout',
        options: { token: (await createSession(w.t.db, w.admin.id)).token },
      }),
      others: {
        403: () => ({
          path: '/api/users/logout',
          options: { cookie: 'any', headers: FOREIGN_ORIGIN },
        }),
      },
    },
    'GET /api/users/me': { success: () => ({ path: '/api/users/me', options: admin() }) },
    'POST /api/users/me/password': {
      success: async () => {
        const staff = await member();
        return {
          path: '/api/users/me/password',
          options: {
            token: staff.token,
            json: { currentPassword: staff.password, password: 'Another-sturdy-7' },
          },
        };
      },
    },
    'POST /api/users/me/totp': {
      success: async () => ({
        path: '/api/users/me/totp',
        options: { token: (await member()).token },
      }),
      others: {
        403: async () => ({
          path: '/api/users/me/totp',
          options: { cookie: (await member()).token, headers: FOREIGN_ORIGIN },
        }),
        409: async () => ({
          path: '/api/users/me/totp',
          options: { token: (await withTwoFactor()).token },
        }),
      },
    },
    'POST /api/users/me/totp/confirm': {
      success: async () => {
        const staff = await member();
        const started = await call('POST', '/api/users/me/totp', { token: staff.token });
        const { secret } = (await started.json()) as { secret: string };
        return {
          path: '/api/users/me/totp/confirm',
          options: { token: staff.token, json: { code: await generate({ secret }) } },
        };
      },
      others: {
        403: async () => ({
          path: '/api/users/me/totp/confirm',
          options: {
            cookie: (await member()).token,
            headers: FOREIGN_ORIGIN,
            json: { code: '123456' },
          },
        }),
        409: async () => ({
          path: '/api/users/me/totp/confirm',
          options: { token: (await member()).token, json: { code: '123456' } },
        }),
        429: async () => {
          const staff = await member();
          await call('POST', '/api/users/me/totp', { token: staff.token });
          const wrong = () => ({
            method: 'POST',
            path: '/api/users/me/totp/confirm',
            options: { token: staff.token, json: { code: '000000' } },
          });
          return limited(wrong, 3)();
        },
      },
    },
    'DELETE /api/users/me/totp': {
      success: async () => {
        const staff = await withTwoFactor();
        return {
          path: '/api/users/me/totp',
          options: { token: staff.token, json: { code: await nextCode(staff.secret) } },
        };
      },
      others: {
        409: async () => ({
          path: '/api/users/me/totp',
          options: { token: (await member()).token, json: { code: '123456' } },
        }),
        429: async () => {
          const staff = await withTwoFactor();
          const wrong = () => ({
            method: 'DELETE',
            path: '/api/users/me/totp',
            options: { token: staff.token, json: { code: '000000' } },
          });
          return limited(wrong, 3)();
        },
      },
    },
    'GET /api/users/me/sessions': {
      success: () => ({ path: '/api/users/me/sessions', options: admin() }),
    },
    'DELETE /api/users/me/sessions': {
      success: async () => ({
        path: '/api/users/me/sessions',
        options: { token: (await member()).token },
      }),
    },
    'DELETE /api/users/me/sessions/:id': {
      success: async () => {
        const staff = await member();
        const other = await createSession(w.t.db, staff.user.id);
        const list = await call('GET', '/api/users/me/sessions', { token: staff.token });
        const { data } = (await list.json()) as { data: { id: string; current: boolean }[] };
        expect(other.token).toBeTruthy();
        return {
          path: `/api/users/me/sessions/${data.find((s) => !s.current)!.id}`,
          options: { token: staff.token },
        };
      },
      others: { 404: () => ({ path: '/api/users/me/sessions/no-such-session', options: admin() }) },
    },
    'POST /api/users/password-reset': {
      success: () => ({
        path: '/api/users/password-reset',
        options: { json: { email: w.editor.email } },
      }),
      others: {
        429: limited(
          () => ({
            method: 'POST',
            path: '/api/users/password-reset',
            options: { json: { email: 'nobody-429@agency.test' } },
          }),
          2,
        ),
      },
    },
    'POST /api/users/password-reset/confirm': {
      success: async () => {
        const staff = await member();
        const { token } = await issueLinkToken(w.t.db, staff.user.id, 'password-reset');
        return {
          path: '/api/users/password-reset/confirm',
          options: { json: { token, password: 'Another-sturdy-8' } },
        };
      },
    },
    'POST /api/users/invitations/accept': {
      success: async () => {
        const { token } = await issueLinkToken(w.t.db, await invited(), 'invitation');
        return {
          path: '/api/users/invitations/accept',
          options: { json: { token, name: 'Ivy Invited', password: 'Another-sturdy-9' } },
        };
      },
    },
    'GET /api/users': { success: () => ({ path: '/api/users', options: admin() }) },
    'POST /api/users': {
      success: () => ({
        path: '/api/users',
        options: {
          ...admin(),
          json: { email: freshEmail('new'), name: 'Nia New', role: 'editor' },
        },
      }),
      others: {
        409: () => ({
          path: '/api/users',
          options: { ...admin(), json: { email: w.editor.email, name: 'Ed', role: 'editor' } },
        }),
      },
    },
    'PUT /api/users/:id': {
      success: async () => ({
        path: `/api/users/${(await member()).user.id}`,
        options: { ...admin(), json: { name: 'Renamed' } },
      }),
      others: {
        404: () => ({
          path: '/api/users/999999',
          options: { ...admin(), json: { name: 'Nobody' } },
        }),
        409: () => ({
          path: `/api/users/${w.admin.id}`,
          options: { ...admin(), json: { role: 'editor' } },
        }),
      },
    },
    'POST /api/users/:id/invitation': {
      success: async () => ({ path: `/api/users/${await invited()}/invitation`, options: admin() }),
      others: {
        404: () => ({ path: '/api/users/999999/invitation', options: admin() }),
        409: () => ({ path: `/api/users/${w.admin.id}/invitation`, options: admin() }),
      },
    },
    'GET /api/settings': { success: () => ({ path: '/api/settings', options: admin() }) },
    'PUT /api/settings': {
      success: () => ({
        path: '/api/settings',
        options: { ...admin(), json: { requireTwoFactor: false } },
      }),
    },
    'GET /api/audit': { success: () => ({ path: '/api/audit', options: admin() }) },
    'GET /api/audit/export': { success: () => ({ path: '/api/audit/export', options: admin() }) },
    'GET /api/enquiries': { success: () => ({ path: '/api/enquiries', options: admin() }) },
    'GET /api/enquiries/export': {
      success: () => ({ path: '/api/enquiries/export', options: admin() }),
    },
    'GET /api/enquiries/:id': {
      success: async () => ({ path: `/api/enquiries/${await newEnquiry()}`, options: admin() }),
      others: { 404: () => ({ path: '/api/enquiries/999999', options: admin() }) },
    },
    'PATCH /api/enquiries/:id': {
      success: async () => ({
        path: `/api/enquiries/${await newEnquiry()}`,
        options: { ...admin(), json: { handled: true } },
      }),
      others: {
        404: () => ({
          path: '/api/enquiries/999999',
          options: { ...admin(), json: { handled: true } },
        }),
      },
    },
    'PUT /api/enquiries/:id': {
      success: async () => ({
        path: `/api/enquiries/${await newEnquiry()}`,
        options: { ...admin(), json: { status: 'contacted' } },
      }),
      others: {
        404: () => ({
          path: '/api/enquiries/999999',
          options: { ...admin(), json: { status: 'won' } },
        }),
      },
    },
    'POST /api/enquiries/:id/notes': {
      success: async () => ({
        path: `/api/enquiries/${await newEnquiry()}/notes`,
        options: { ...admin(), json: { text: 'Called back.' } },
      }),
      others: {
        404: () => ({
          path: '/api/enquiries/999999/notes',
          options: { ...admin(), json: { text: 'Called back.' } },
        }),
      },
    },
    'GET /api/enquiries/stats': {
      success: () => ({ path: '/api/enquiries/stats?range=12w', options: admin() }),
    },
    'GET /api/enquiries/assignees': {
      success: () => ({ path: '/api/enquiries/assignees', options: admin() }),
    },
    'GET /api/form-token': { success: () => ({ path: '/api/form-token', options: {} }) },
    'GET /api/revisions': {
      success: async () => ({
        path: `/api/revisions?entity=blog&id=${await newBlog()}`,
        options: admin(),
      }),
    },
    'GET /api/revisions/:id': {
      success: async () => ({ path: `/api/revisions/${await newRevision()}`, options: admin() }),
      others: { 404: () => ({ path: '/api/revisions/999999', options: admin() }) },
    },
    'POST /api/revisions/:id/restore': {
      success: async () => ({
        path: `/api/revisions/${await newRevision()}/restore`,
        options: admin(),
      }),
      others: {
        400: async () => {
          // A revision whose fields no longer pass today's rules.
          const revisionId = await newRevision();
          const row = await w.t.db
            .selectFrom('revisions')
            .select('snapshot')
            .where('revision_id', '=', revisionId)
            .executeTakeFirstOrThrow();
          const snapshot = { ...(JSON.parse(row.snapshot) as Json), title: '' };
          await w.t.db
            .updateTable('revisions')
            .set({ snapshot: JSON.stringify(snapshot) })
            .where('revision_id', '=', revisionId)
            .execute();
          return { path: `/api/revisions/${revisionId}/restore`, options: admin() };
        },
        404: () => ({ path: '/api/revisions/999999/restore', options: admin() }),
      },
    },
    'GET /api/redirects': { success: () => ({ path: '/api/redirects', options: admin() }) },
    'POST /api/redirects': {
      success: () => ({
        path: '/api/redirects',
        options: { ...admin(), json: { source: `/${unique('gone')}`, code: 410 } },
      }),
      others: {
        409: async () => {
          const source = `/${unique('dup')}`;
          await newRedirect(source);
          return {
            path: '/api/redirects',
            options: { ...admin(), json: { source, target: '/', code: 301 } },
          };
        },
      },
    },
    'PUT /api/redirects/:id': {
      success: async () => ({
        path: `/api/redirects/${await newRedirect()}`,
        options: { ...admin(), json: { source: `/${unique('moved')}`, target: '/', code: 308 } },
      }),
      others: {
        404: () => ({
          path: '/api/redirects/999999',
          options: { ...admin(), json: { source: `/${unique('x')}`, target: '/', code: 301 } },
        }),
        409: async () => {
          const source = `/${unique('dup')}`;
          await newRedirect(source);
          return {
            path: `/api/redirects/${await newRedirect()}`,
            options: { ...admin(), json: { source, target: '/', code: 301 } },
          };
        },
      },
    },
    'DELETE /api/redirects/:id': {
      success: async () => ({ path: `/api/redirects/${await newRedirect()}`, options: admin() }),
      others: { 404: () => ({ path: '/api/redirects/999999', options: admin() }) },
    },
    'GET /api/not-found-log': { success: () => ({ path: '/api/not-found-log', options: admin() }) },
    'POST /api/preview-links': {
      success: async () => ({
        path: '/api/preview-links',
        options: { ...admin(), json: { entity: 'blog', id: await newBlog() } },
      }),
      others: {
        404: () => ({
          path: '/api/preview-links',
          options: { ...admin(), json: { entity: 'blog', id: 999999 } },
        }),
      },
    },
    'DELETE /api/preview-links': {
      success: async () => ({
        path: `/api/preview-links?entity=blog&id=${await newBlog()}`,
        options: admin(),
      }),
    },
    'GET /api/preview': {
      success: async () => ({
        path: `/api/preview?entity=blog&id=${await newBlog()}`,
        options: admin(),
      }),
      others: { 404: () => ({ path: '/api/preview?entity=blog&id=999999', options: admin() }) },
    },
    'GET /api/preview/exit': { success: () => ({ path: '/api/preview/exit?to=/blogs' }) },
    'GET /language': {
      success: () => ({ path: '/language?to=ar&from=/blogs/no-such-blog' }),
    },
    'GET /preview/:token': {
      success: async () => {
        const link = await created('POST', '/api/preview-links', {
          entity: 'blog',
          id: await newBlog(),
        });
        return { path: new URL(link.url as string).pathname };
      },
      others: { 404: () => ({ path: '/preview/no-such-token' }) },
    },
    'POST /api/upload': {
      success: async () => ({
        path: '/api/upload',
        options: { ...admin(), body: uploadForm(await makePng(), 'a.png', 'image/png') },
      }),
      others: {
        400: async () => ({
          path: '/api/upload',
          options: { ...admin(), body: uploadForm(await makePng(), 'a.png', 'image/png', 'other') },
        }),
        413: async () => {
          const png = await makePng();
          const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length, 7)]);
          return {
            path: '/api/upload',
            options: { ...admin(), body: uploadForm(big, 'huge.png', 'image/png') },
          };
        },
        415: () => ({
          path: '/api/upload',
          options: { ...admin(), body: uploadForm(HTML_AS_PNG, 'x.png', 'image/png') },
        }),
      },
    },
    'GET /api/media': {
      success: async () => {
        await uploaded();
        return { path: '/api/media?page=1&limit=5&kind=image', options: admin() };
      },
    },
    'GET /api/media/missing-alt': {
      success: async () => {
        await assetInUse();
        return { path: '/api/media/missing-alt?page=1&limit=5', options: admin() };
      },
    },
    'GET /api/media/:id': {
      success: async () => ({ path: `/api/media/${await assetInUse()}`, options: admin() }),
      others: { 404: () => ({ path: '/api/media/999999', options: admin() }) },
    },
    'PUT /api/media/:id': {
      success: async () => ({
        path: `/api/media/${(await uploadedAsset()).id}`,
        options: {
          ...admin(),
          json: { alt: 'A test card', caption: 'Drawn by sharp', focalPoint: { x: 20, y: 80 } },
        },
      }),
      others: {
        400: async () => ({
          // A caption track on a picture: only videos have one.
          path: `/api/media/${(await uploadedAsset()).id}`,
          options: { ...admin(), json: { captions: '/uploads/whatever.vtt' } },
        }),
        404: () => ({ path: '/api/media/999999', options: { ...admin(), json: { alt: 'x' } } }),
      },
    },
    'DELETE /api/media/:id': {
      success: async () => ({ path: `/api/media/${(await uploadedAsset()).id}`, options: admin() }),
      others: {
        404: () => ({ path: '/api/media/999999', options: admin() }),
        409: async () => ({ path: `/api/media/${await assetInUse()}`, options: admin() }),
      },
    },
    'POST /api/media/delete': {
      success: async () => ({
        path: '/api/media/delete',
        options: {
          ...admin(),
          json: { ids: [(await uploadedAsset()).id, (await uploadedAsset()).id] },
        },
      }),
      others: {
        404: () => ({
          path: '/api/media/delete',
          options: { ...admin(), json: { ids: [999999] } },
        }),
        409: async () => ({
          path: '/api/media/delete',
          options: {
            ...admin(),
            json: { ids: [(await uploadedAsset()).id, await assetInUse()] },
          },
        }),
      },
    },
    'PUT /api/media/:id/file': {
      success: async () => ({
        path: `/api/media/${(await uploadedAsset()).id}/file`,
        options: { ...admin(), body: uploadForm(await makePng(), 'new.png', 'image/png') },
      }),
      others: {
        400: async () => ({
          path: `/api/media/${(await uploadedAsset()).id}/file`,
          options: {
            ...admin(),
            body: uploadForm(await makePng(), 'new.png', 'image/png', 'other'),
          },
        }),
        404: async () => ({
          path: '/api/media/999999/file',
          options: { ...admin(), body: uploadForm(await makePng(), 'new.png', 'image/png') },
        }),
        413: async () => {
          const png = await makePng();
          const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length, 7)]);
          return {
            path: `/api/media/${(await uploadedAsset()).id}/file`,
            options: { ...admin(), body: uploadForm(big, 'huge.png', 'image/png') },
          };
        },
        415: async () => ({
          // A video where a PNG was: its address names the type.
          path: `/api/media/${(await uploadedAsset()).id}/file`,
          options: { ...admin(), body: uploadForm(loadMp4(), 'clip.mp4', 'video/mp4') },
        }),
      },
    },
    'GET /uploads/*path': {
      success: async () => ({ path: await uploaded() }),
      others: {
        206: async () => ({ path: await uploaded(), options: { headers: { range: 'bytes=0-3' } } }),
        404: () => ({ path: '/uploads/0123456789abcdef0123456789abcdef.png' }),
        416: async () => ({
          path: await uploaded(),
          options: { headers: { range: 'bytes=99999999-' } },
        }),
      },
    },
    'GET /api/webhooks': { success: () => ({ path: '/api/webhooks', options: admin() }) },
    'POST /api/webhooks': {
      success: () => ({
        path: '/api/webhooks',
        options: {
          ...admin(),
          json: { url: 'https://93.184.215.14/hooks', events: ['enquiry.created'] },
        },
      }),
      others: {
        400: () => ({
          path: '/api/webhooks',
          options: {
            ...admin(),
            json: { url: 'https://169.254.169.254/latest', events: ['enquiry.created'] },
          },
        }),
      },
    },
    'PUT /api/webhooks/:id': {
      success: async () => ({
        path: `/api/webhooks/${await newWebhook()}`,
        options: { ...admin(), json: { rotateSecret: true } },
      }),
      others: {
        404: () => ({
          path: '/api/webhooks/999999',
          options: { ...admin(), json: { active: false } },
        }),
      },
    },
    'DELETE /api/webhooks/:id': {
      success: async () => ({ path: `/api/webhooks/${await newWebhook()}`, options: admin() }),
      others: { 404: () => ({ path: '/api/webhooks/999999', options: admin() }) },
    },
    'GET /api/webhooks/:id/deliveries': {
      success: async () => {
        const id = await newWebhook();
        await call('POST', `/api/webhooks/${id}/test`, admin());
        return { path: `/api/webhooks/${id}/deliveries`, options: admin() };
      },
      others: { 404: () => ({ path: '/api/webhooks/999999/deliveries', options: admin() }) },
    },
    'POST /api/webhooks/:id/test': {
      success: async () => ({ path: `/api/webhooks/${await newWebhook()}/test`, options: admin() }),
      others: { 404: () => ({ path: '/api/webhooks/999999/test', options: admin() }) },
    },
    'GET /api/openapi.json': { success: () => ({ path: '/api/openapi.json' }) },
    'GET /api/health': { success: () => ({ path: '/api/health' }) },
    'GET /api/ready': { success: () => ({ path: '/api/ready' }) },
    'GET /api/metrics': {
      success: () => ({ path: '/api/metrics', options: { token: METRICS_TOKEN } }),
      others: { 401: () => ({ path: '/api/metrics', options: { token: 'wrong' } }) },
    },
  };
}
