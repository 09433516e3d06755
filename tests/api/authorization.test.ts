import '../support/env';
import '../support/built-openapi';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog } from '@/server/blogs/blogs';
import { createCaseStudy } from '@/server/case-studies/case-studies';
import { createEnquiry } from '@/server/enquiries/enquiries';
import { createLocationPage } from '@/server/location-pages/location-pages';
import { blogType } from '@/server/editorial/content-types';
import { createPreviewLink } from '@/server/editorial/preview-links';
import { findAssetByUrl, registerAsset } from '@/server/media/assets';
import { createRedirect } from '@/server/editorial/redirects';
import { saveContent } from '@/server/editorial/save';
import { testEngines } from '../support/test-databases';
import { testDataDir } from '../support/env';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { call, createWorld, type CallOptions, type World } from '../support/harness';
import { ENDPOINTS } from '../support/routes';
import { rolesOf, type Access } from '@/http/endpoint';
import type { Role } from '@/lib/roles';
import { createSession } from '@/server/auth/sessions';
import { inviteStaff } from '@/server/users/staff';
import { createUser } from '@/server/users/users';
import { createWebhook } from '@/server/webhooks/webhooks';
import { saveTranslation } from '@/server/translations/save';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
import {
  blogTranslationPayload,
  caseStudyTranslationPayload,
  locationTranslationPayload,
} from '../support/translation-fixtures';

// Every endpoint that needs a session × every kind of caller. The list of endpoints and
// what each role may do are read from the declarations in the route files: an editor
// gets through where the endpoint accepts editors or any signed-in user, an
// administrator everywhere; every refused call leaves the database and the uploads
// folder exactly as they were.

interface Target {
  method: string;
  path: string;
  options: CallOptions;
  /**
   * Its success needs Next's request scope (draft mode), which this harness has not: only
   * the refusals are checked here; tests/e2e/admin/editorial.spec.ts checks the success.
   */
  refusalsOnly?: boolean;
  /**
   * What a caller who gets through is answered, when it is not 2xx: a check after the
   * role's (a wrong current password, a wrong code) proves the role was let through.
   */
  allowedStatus?: number;
}

type Credential =
  | 'none'
  | 'malformed'
  | 'expired'
  | 'revoked'
  | 'deactivated'
  | 'foreign-cookie'
  | 'editor'
  | 'admin';

const CREDENTIALS: Credential[] = [
  'none',
  'malformed',
  'expired',
  'revoked',
  'deactivated',
  'foreign-cookie',
  'editor',
  'admin',
];
const REFUSED: Partial<Record<Credential, number>> = {
  none: 401,
  malformed: 401,
  expired: 401,
  revoked: 401,
  deactivated: 401,
  'foreign-cookie': 403,
};

/** Whether the declaration lets a role through. */
function admits(auth: Access, role: Role): boolean {
  if (auth === 'signed-in') return true;
  return rolesOf(auth)?.includes(role) ?? false;
}

const TABLES = [
  'case_studies',
  'blogs',
  'blog_sections',
  'categories',
  'location_pages',
  'enquiries',
  'outbox',
  'users',
  'revisions',
  'redirects',
  'preview_links',
  'sessions',
  'user_tokens',
  'recovery_codes',
  'settings',
  'audit_log',
  'media_assets',
  'media_usage',
  'webhooks',
  'webhook_deliveries',
  'content_translations',
] as const;

describe.each(testEngines)('authorization matrix on %s', (engine) => {
  let w: World;
  let png: Buffer;
  let deactivatedToken: string;
  beforeAll(async () => {
    w = await createWorld(engine);
    const gone = await createUser(w.t.db, {
      email: 'gone@agency.test',
      password: 'gone-pass-123',
      name: 'Gone',
      role: 'admin',
    });
    deactivatedToken = (await createSession(w.t.db, gone.id)).token;
    await w.t.db.updateTable('users').set({ active: 0 }).where('id', '=', gone.id).execute();
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => w.t.drop());

  /** Everything a refused call could have changed. */
  async function snapshot(): Promise<string> {
    const tables = await Promise.all(
      TABLES.map((table) =>
        w.t.db
          .selectFrom(table)
          .selectAll()
          .execute()
          .then((rows) => [table, rows] as const),
      ),
    );
    const uploads = path.join(testDataDir, 'uploads');
    // Names and contents: a replaced file keeps its name.
    const files = fs.existsSync(uploads)
      ? fs
          .readdirSync(uploads)
          .sort()
          .map((name) => {
            const bytes = fs.readFileSync(path.join(uploads, name));
            return `${name} ${createHash('sha256').update(bytes).digest('hex')}`;
          })
      : [];
    return JSON.stringify({ tables, files });
  }

  function withCredential(credential: Credential, options: CallOptions): CallOptions {
    const same = { ...options, headers: { ...options.headers, origin: 'http://localhost:3000' } };
    switch (credential) {
      case 'none':
        return options;
      case 'malformed':
        return {
          ...options,
          headers: { ...options.headers, authorization: 'Bearer not.a-real/token' },
        };
      case 'expired':
        return { ...options, token: w.expiredToken };
      case 'revoked':
        return { ...options, token: w.revokedToken };
      case 'deactivated':
        return { ...options, token: deactivatedToken };
      case 'editor':
        return { ...options, token: w.editorToken };
      case 'foreign-cookie':
        return {
          ...options,
          cookie: w.adminToken,
          headers: { ...options.headers, origin: 'https://attacker.test' },
        };
      case 'admin':
        return { ...same, cookie: w.adminToken };
    }
  }

  function uploadBody(): CallOptions {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    return { body: form };
  }

  // Each factory makes a fresh record to act on, so a successful admin DELETE has its own target.
  /** The user a credential signs in as, for targets that act on the caller's own account. */
  const callerOf = (credential: Credential) => (credential === 'editor' ? w.editor : w.admin);

  const targets: Record<string, (credential: Credential) => Promise<Target>> = {
    'POST /api/caseStudies': async () => ({
      method: 'POST',
      path: '/api/caseStudies',
      options: {},
    }),
    'PUT /api/caseStudies/:id': async () => ({
      method: 'PUT',
      path: `/api/caseStudies/${(await createCaseStudy(w.t.db))._id}`,
      options: { json: caseStudyPayload() },
    }),
    'DELETE /api/caseStudies/:id': async () => ({
      method: 'DELETE',
      path: `/api/caseStudies/${(await createCaseStudy(w.t.db))._id}`,
      options: {},
    }),
    'POST /blog': async () => ({
      method: 'POST',
      path: '/blog',
      options: { json: blogPayload(w.categoryId) },
    }),
    'PUT /blog/:id': async () => ({
      method: 'PUT',
      path: `/blog/${(await createBlog(w.t.db, blogPayload(w.categoryId))).blog_id}`,
      options: { json: blogPayload(w.categoryId) },
    }),
    'DELETE /blog/:id': async () => ({
      method: 'DELETE',
      path: `/blog/${(await createBlog(w.t.db, blogPayload(w.categoryId))).blog_id}`,
      options: {},
    }),
    'POST /api/locationpages/create': async () => ({
      method: 'POST',
      path: '/api/locationpages/create',
      options: { json: locationPayload() },
    }),
    'PUT /api/locationpages/:id': async () => ({
      method: 'PUT',
      path: `/api/locationpages/${(await createLocationPage(w.t.db, locationPayload())).location_id}`,
      options: { json: locationPayload() },
    }),
    'DELETE /api/locationpages/:id': async () => ({
      method: 'DELETE',
      path: `/api/locationpages/${(await createLocationPage(w.t.db, locationPayload())).location_id}`,
      options: {},
    }),
    'POST /api/upload': async () => ({
      method: 'POST',
      path: '/api/upload',
      options: uploadBody(),
    }),
    'GET /api/media': async () => ({ method: 'GET', path: '/api/media', options: {} }),
    'GET /api/media/missing-alt': async () => ({
      method: 'GET',
      path: '/api/media/missing-alt',
      options: {},
    }),
    'GET /api/media/:id': async () => ({
      method: 'GET',
      path: `/api/media/${(await newAsset()).id}`,
      options: {},
    }),
    'PUT /api/media/:id': async () => ({
      method: 'PUT',
      path: `/api/media/${(await newAsset()).id}`,
      options: { json: { alt: `A described picture ${++serial}` } },
    }),
    'DELETE /api/media/:id': async () => ({
      method: 'DELETE',
      path: `/api/media/${(await newAsset()).id}`,
      options: {},
    }),
    'POST /api/media/delete': async () => ({
      method: 'POST',
      path: '/api/media/delete',
      options: { json: { ids: [(await newAsset()).id, (await newAsset()).id] } },
    }),
    'PUT /api/media/:id/file': async () => {
      // A real upload, so that a replacement has a stored file to overwrite.
      const stored = await call('POST', '/api/upload', { token: w.adminToken, ...uploadBody() });
      const asset = await findAssetByUrl(w.t.db, await stored.text());
      const other = await sharp({
        create: { width: 12, height: 6, channels: 3, background: `#${++serial % 10}0f` },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(other)], { type: 'image/png' }), 'b.png');
      return { method: 'PUT', path: `/api/media/${asset!.id}/file`, options: { body: form } };
    },
    'PATCH /api/enquiries/:id': async () => ({
      method: 'PATCH',
      path: `/api/enquiries/${(await newEnquiry()).id}`,
      options: { json: { handled: true } },
    }),
    'GET /api/enquiries': async () => ({ method: 'GET', path: '/api/enquiries', options: {} }),
    'GET /api/enquiries/:id': async () => ({
      method: 'GET',
      path: `/api/enquiries/${(await newEnquiry()).id}`,
      options: {},
    }),
    'GET /api/enquiries/export': async () => ({
      method: 'GET',
      path: '/api/enquiries/export',
      options: {},
    }),
    'PUT /api/enquiries/:id': async () => ({
      method: 'PUT',
      path: `/api/enquiries/${(await newEnquiry()).id}`,
      options: { json: { status: 'contacted' } },
    }),
    'POST /api/enquiries/:id/notes': async () => ({
      method: 'POST',
      path: `/api/enquiries/${(await newEnquiry()).id}/notes`,
      options: { json: { text: 'Called back.' } },
    }),
    'GET /api/enquiries/stats': async () => ({
      method: 'GET',
      path: '/api/enquiries/stats',
      options: {},
    }),
    'GET /api/enquiries/assignees': async () => ({
      method: 'GET',
      path: '/api/enquiries/assignees',
      options: {},
    }),
    'GET /api/revisions': async () => ({
      method: 'GET',
      path: `/api/revisions?entity=blog&id=${(await savedBlog()).after.blog_id}`,
      options: {},
    }),
    'GET /api/revisions/:id': async () => ({
      method: 'GET',
      path: `/api/revisions/${await newestRevisionId()}`,
      options: {},
    }),
    'POST /api/revisions/:id/restore': async () => ({
      method: 'POST',
      path: `/api/revisions/${await newestRevisionId()}/restore`,
      options: {},
    }),
    'GET /api/redirects': async () => ({ method: 'GET', path: '/api/redirects', options: {} }),
    'POST /api/redirects': async () => ({
      method: 'POST',
      path: '/api/redirects',
      options: { json: { source: `/old-${++serial}`, target: '/insights', code: 308 } },
    }),
    'PUT /api/redirects/:id': async () => ({
      method: 'PUT',
      path: `/api/redirects/${(await newRedirect()).id}`,
      options: { json: { source: `/moved-${++serial}`, target: '/company', code: 301 } },
    }),
    'DELETE /api/redirects/:id': async () => ({
      method: 'DELETE',
      path: `/api/redirects/${(await newRedirect()).id}`,
      options: {},
    }),
    'GET /api/not-found-log': async () => ({
      method: 'GET',
      path: '/api/not-found-log',
      options: {},
    }),
    'GET /api/preview': async () => ({
      method: 'GET',
      path: `/api/preview?entity=blog&id=${(await savedBlog()).after.blog_id}`,
      options: {},
      refusalsOnly: true,
    }),
    'POST /api/preview-links': async () => ({
      method: 'POST',
      path: '/api/preview-links',
      options: { json: { entity: 'blog', id: (await savedBlog()).after.blog_id } },
    }),
    'GET /api/users': async () => ({ method: 'GET', path: '/api/users', options: {} }),
    'POST /api/users': async () => ({
      method: 'POST',
      path: '/api/users',
      options: {
        json: { email: `invitee-${++serial}@agency.test`, name: 'Invitee', role: 'editor' },
      },
    }),
    'PUT /api/users/:id': async () => ({
      method: 'PUT',
      path: `/api/users/${(await newEditor()).id}`,
      options: { json: { name: `Renamed ${++serial}` } },
    }),
    'POST /api/users/:id/invitation': async () => ({
      method: 'POST',
      path: `/api/users/${(await inviteStaff(w.t.db, { email: `pending-${++serial}@agency.test`, name: 'Pending', role: 'editor' }, 'Matrix'))._id}/invitation`,
      options: {},
    }),
    'GET /api/settings': async () => ({ method: 'GET', path: '/api/settings', options: {} }),
    'PUT /api/settings': async () => ({
      method: 'PUT',
      path: '/api/settings',
      options: { json: { requireTwoFactor: false } },
    }),
    'GET /api/audit': async () => ({ method: 'GET', path: '/api/audit', options: {} }),
    'GET /api/audit/export': async () => ({
      method: 'GET',
      path: '/api/audit/export',
      options: {},
    }),
    'GET /api/users/me': async () => ({ method: 'GET', path: '/api/users/me', options: {} }),
    'POST /api/users/me/password': async () => ({
      method: 'POST',
      path: '/api/users/me/password',
      options: { json: { currentPassword: 'not-the-password', password: 'Lantern-Quay-42' } },
      allowedStatus: 400,
    }),
    'POST /api/users/me/totp': async () => ({
      method: 'POST',
      path: '/api/users/me/totp',
      options: {},
    }),
    'POST /api/users/me/totp/confirm': async () => ({
      method: 'POST',
      path: '/api/users/me/totp/confirm',
      options: { json: { code: '12345' } },
      allowedStatus: 400,
    }),
    'DELETE /api/users/me/totp': async () => ({
      method: 'DELETE',
      path: '/api/users/me/totp',
      options: { json: { code: '123456' } },
      allowedStatus: 409,
    }),
    'GET /api/users/me/sessions': async () => ({
      method: 'GET',
      path: '/api/users/me/sessions',
      options: {},
    }),
    'DELETE /api/users/me/sessions': async (credential) => {
      await createSession(w.t.db, callerOf(credential).id);
      return { method: 'DELETE', path: '/api/users/me/sessions', options: {} };
    },
    'DELETE /api/users/me/sessions/:id': async (credential) => ({
      method: 'DELETE',
      path: `/api/users/me/sessions/${(await createSession(w.t.db, callerOf(credential).id)).id}`,
      options: {},
    }),
    'GET /api/webhooks': async () => ({ method: 'GET', path: '/api/webhooks', options: {} }),
    'POST /api/webhooks': async () => ({
      method: 'POST',
      path: '/api/webhooks',
      options: { json: { url: PUBLIC_HOOK, events: ['enquiry.created'] } },
    }),
    'PUT /api/webhooks/:id': async () => ({
      method: 'PUT',
      path: `/api/webhooks/${await newWebhook()}`,
      options: { json: { rotateSecret: true } },
    }),
    'DELETE /api/webhooks/:id': async () => ({
      method: 'DELETE',
      path: `/api/webhooks/${await newWebhook()}`,
      options: {},
    }),
    'GET /api/webhooks/:id/deliveries': async () => ({
      method: 'GET',
      path: `/api/webhooks/${await newWebhook()}/deliveries`,
      options: {},
    }),
    'POST /api/webhooks/:id/test': async () => ({
      method: 'POST',
      path: `/api/webhooks/${await newWebhook()}/test`,
      options: {},
    }),
    'DELETE /api/preview-links': async () => {
      const blog = (await savedBlog()).after;
      await createPreviewLink(w.t.db, { entity: 'blog', id: String(blog.blog_id) }, 'Matrix');
      return {
        method: 'DELETE',
        path: `/api/preview-links?entity=blog&id=${blog.blog_id}`,
        options: {},
      };
    },
  };

  let serial = 0;
  const savedBlog = () =>
    saveContent(w.t.db, blogType, undefined, {
      input: blogPayload(w.categoryId, { title: `Revised ${++serial}` }),
      publication: { status: 'draft' },
      author: 'Matrix',
    });
  const newestRevisionId = async () => {
    await savedBlog();
    const row = await w.t.db
      .selectFrom('revisions')
      .select('revision_id')
      .orderBy('revision_id', 'desc')
      .executeTakeFirstOrThrow();
    return row.revision_id;
  };
  const newEditor = () =>
    createUser(w.t.db, {
      email: `editor-${++serial}@agency.test`,
      password: 'editor-pass-12',
      name: 'Another Editor',
      role: 'editor',
    });
  /** An asset no record uses, whose address is no stored file. */
  const newAsset = () =>
    registerAsset(w.t.db, {
      url: `/uploads/${createHash('md5').update(`matrix-${++serial}`).digest('hex')}.png`,
      name: `matrix-${serial}.png`,
      kind: 'image',
      type: 'image/png',
      size: 100,
      width: 8,
      height: 8,
      uploadedBy: 'Matrix',
    });
  const newRedirect = () =>
    createRedirect(w.t.db, { source: `/gone-${++serial}`, target: '/contact', code: 308 });

  /** A public address given as such: saving it resolves no name. */
  const PUBLIC_HOOK = 'https://93.184.215.14/hooks';
  /** A fresh webhook to act on; the earlier ones go, as a site holds 20 at most. */
  const newWebhook = async () => {
    await w.t.db.deleteFrom('webhooks').execute();
    return (
      await createWebhook(w.t.db, { url: PUBLIC_HOOK, events: ['enquiry.created'] }, 'Matrix')
    ).webhook.id;
  };

  const newEnquiry = () =>
    createEnquiry(
      w.t.db,
      {
        form: 'main',
        name: 'Matrix',
        email: 'm@client.test',
        phoneNum: 'none',
        businessName: '',
        role: '',
        message: 'Hi',
        formType: '',
        locale: 'en',
      },
      'inbox@agency.test',
    );

  const declarations = new Map(ENDPOINTS.map((e) => [e.key, e.handler.declaration]));

  it('covers every endpoint that needs a session (from the route files)', () => {
    const needingSession = ENDPOINTS.filter((e) => e.handler.declaration.auth !== 'public').map(
      (e) => e.key,
    );
    expect(Object.keys(targets).sort()).toEqual(needingSession.sort());
  });

  const cases = Object.keys(targets).flatMap((endpoint) =>
    CREDENTIALS.map((credential) => [endpoint, credential] as const),
  );

  /** 200 for "gets through", else the refusal's status. */
  function expectedFor(endpoint: string, credential: Credential, method: string): number {
    const { auth } = declarations.get(endpoint)!;
    // A cookie sent along with a cross-site read gives the other site nothing it can read,
    // so only mutations check the origin.
    if (credential === 'foreign-cookie') return method === 'GET' ? 200 : 403;
    if (credential === 'editor') return admits(auth, 'editor') ? 200 : 403;
    if (credential === 'admin') return admits(auth, 'admin') ? 200 : 403;
    return REFUSED[credential]!;
  }

  // Issue 29: with ?locale=ar the same endpoints act on a record's Arabic translation; they
  // let the same callers through and refuse the others without changing anything.
  const translated = async (entity: 'blog' | 'case-study' | 'location-page') => {
    const type = TRANSLATION_TYPES[entity];
    const record =
      entity === 'blog'
        ? (await createBlog(w.t.db, blogPayload(w.categoryId))).blog_id
        : entity === 'case-study'
          ? (await createCaseStudy(w.t.db, caseStudyPayload() as never))._id
          : (await createLocationPage(w.t.db, locationPayload())).location_id;
    const input =
      entity === 'blog'
        ? blogTranslationPayload()
        : entity === 'case-study'
          ? caseStudyTranslationPayload()
          : locationTranslationPayload();
    await saveTranslation(w.t.db, type, record, 'ar', {
      input: type.schema.parse(input) as Record<string, unknown>,
      publication: { status: 'draft' },
      author: 'Matrix',
    });
    return record;
  };
  const localeTargets: Record<string, [string, (credential: Credential) => Promise<Target>]> = {
    'PUT /blog/:id?locale=ar': [
      'PUT /blog/:id',
      async () => ({
        method: 'PUT',
        path: `/blog/${(await createBlog(w.t.db, blogPayload(w.categoryId))).blog_id}?locale=ar`,
        options: { json: blogTranslationPayload() },
      }),
    ],
    'DELETE /blog/:id?locale=ar': [
      'DELETE /blog/:id',
      async () => ({
        method: 'DELETE',
        path: `/blog/${await translated('blog')}?locale=ar`,
        options: {},
      }),
    ],
    'PUT /api/caseStudies/:id?locale=ar': [
      'PUT /api/caseStudies/:id',
      async () => ({
        method: 'PUT',
        path: `/api/caseStudies/${(await createCaseStudy(w.t.db))._id}?locale=ar`,
        options: { json: caseStudyTranslationPayload() },
      }),
    ],
    'DELETE /api/caseStudies/:id?locale=ar': [
      'DELETE /api/caseStudies/:id',
      async () => ({
        method: 'DELETE',
        path: `/api/caseStudies/${await translated('case-study')}?locale=ar`,
        options: {},
      }),
    ],
    'PUT /api/locationpages/:id?locale=ar': [
      'PUT /api/locationpages/:id',
      async () => ({
        method: 'PUT',
        path: `/api/locationpages/${(await createLocationPage(w.t.db, locationPayload())).location_id}?locale=ar`,
        options: { json: locationTranslationPayload() },
      }),
    ],
    'DELETE /api/locationpages/:id?locale=ar': [
      'DELETE /api/locationpages/:id',
      async () => ({
        method: 'DELETE',
        path: `/api/locationpages/${await translated('location-page')}?locale=ar`,
        options: {},
      }),
    ],
    'GET /api/revisions?locale=ar': [
      'GET /api/revisions',
      async () => ({
        method: 'GET',
        path: `/api/revisions?entity=blog&id=${await translated('blog')}&locale=ar`,
        options: {},
      }),
    ],
    'POST /api/revisions/:id/restore?locale=ar': [
      'POST /api/revisions/:id/restore',
      async () => {
        const id = await translated('blog');
        const row = await w.t.db
          .selectFrom('revisions')
          .select('revision_id')
          .where('record_id', '=', String(id))
          .where('locale', '=', 'ar')
          .executeTakeFirstOrThrow();
        return {
          method: 'POST',
          path: `/api/revisions/${row.revision_id}/restore?locale=ar`,
          options: {},
        };
      },
    ],
    'POST /api/preview-links (locale ar)': [
      'POST /api/preview-links',
      async () => ({
        method: 'POST',
        path: '/api/preview-links',
        options: { json: { entity: 'blog', id: await translated('blog'), locale: 'ar' } },
      }),
    ],
    'DELETE /api/preview-links?locale=ar': [
      'DELETE /api/preview-links',
      async () => {
        const id = String(await translated('blog'));
        await createPreviewLink(w.t.db, { entity: 'blog', id, locale: 'ar' }, 'Matrix');
        return {
          method: 'DELETE',
          path: `/api/preview-links?entity=blog&id=${id}&locale=ar`,
          options: {},
        };
      },
    ],
    'GET /api/preview?locale=ar': [
      'GET /api/preview',
      async () => ({
        method: 'GET',
        path: `/api/preview?entity=blog&id=${await translated('blog')}&locale=ar`,
        options: {},
        refusalsOnly: true,
      }),
    ],
  };
  const localeCases = Object.keys(localeTargets).flatMap((name) =>
    CREDENTIALS.map((credential) => [name, credential] as const),
  );

  it.each(localeCases)('%s with %s credentials', async (name, credential) => {
    const [endpoint, target] = localeTargets[name]!;
    await expectAuthorized(endpoint, await target(credential), credential);
  });

  it.each(cases)('%s with %s credentials', async (endpoint, credential) => {
    await expectAuthorized(endpoint, await targets[endpoint]!(credential), credential);
  });

  async function expectAuthorized(endpoint: string, target: Target, credential: Credential) {
    const expected = expectedFor(endpoint, credential, target.method);
    if (expected === 200 && target.refusalsOnly) return;
    const before = await snapshot();
    const response = await call(
      target.method,
      target.path,
      withCredential(credential, target.options),
    );
    if (expected === 200 && target.allowedStatus !== undefined) {
      expect(response.status, await response.clone().text()).toBe(target.allowedStatus);
    } else if (expected === 200) {
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      if (target.method !== 'GET') expect(await snapshot()).not.toBe(before);
    } else {
      expect(response.status).toBe(expected);
      expect(await response.json()).toEqual({ status: 'fail', message: expect.any(String) });
      expect(await snapshot()).toBe(before);
    }
  }

  it('tells the caller why a session was refused', async () => {
    const message = async (options: CallOptions) =>
      (await (await call('POST', '/api/caseStudies', options)).json()).message;
    expect(await message({})).toBe('Sign in to continue.');
    expect(await message({ headers: { authorization: 'Token abc' } })).toBe(
      'The Authorization header must be "Bearer <token>".',
    );
    expect(await message({ token: 'A'.repeat(43) })).toBe(
      'Your session is not valid. Sign in again.',
    );
    expect(await message({ token: w.expiredToken })).toBe(
      'Your session has expired. Sign in again.',
    );
    expect(await message({ token: w.revokedToken })).toBe('Your session has ended. Sign in again.');
    expect(await message({ token: deactivatedToken })).toBe(
      'Your account has been deactivated. Ask an administrator.',
    );
    const adminOnly = async (options: CallOptions) =>
      (await (await call('GET', '/api/users', options)).json()).message;
    expect(await adminOnly({ token: w.editorToken })).toBe('Only administrators can do this.');
  });

  it('keeps reads public', async () => {
    for (const path of [
      '/api/caseStudies',
      '/blog',
      '/api/categories',
      '/api/locationpages',
      '/api/openapi.json',
    ]) {
      expect((await call('GET', path)).status, path).toBe(200);
    }
  });
});
