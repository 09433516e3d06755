import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog, listBlogs } from '@/server/blogs/blogs';
import { createCaseStudy } from '@/server/case-studies/case-studies';
import { countEnquiries } from '@/server/enquiries/enquiries';
import { testEngines } from '../support/test-databases';
import {
  blogPayload,
  caseStudyPayload,
  locationPayload,
  mainContactPayload,
  pageContactPayload,
} from '../support/fixtures';
import { call, createWorld, type CallOptions, type World } from '../support/harness';

// Whatever a client sends, the answer is a 4xx with a message in the endpoint's envelope,
// never a 500, and nothing is stored.

interface BadCase {
  name: string;
  method: string;
  /** The path, given the world (for ids made in beforeAll). */
  path: string | ((w: World) => string);
  options: (w: World) => CallOptions;
  status: number;
}

const MB = 1024 * 1024;
const raw = (body: BodyInit, contentType = 'application/json') => ({
  body,
  headers: { 'content-type': contentType },
});

/** A body of `size` bytes streamed in 1 MB chunks, without Content-Length, as a chunked upload would be. */
function streamedBody(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(MB).fill(0x20);
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

let blogId = 0;
let caseStudyId = '';

const admin = (w: World, extra: CallOptions = {}): CallOptions => ({
  token: w.adminToken,
  ...extra,
});
const blogWith = (overrides: Record<string, unknown>) => (w: World) =>
  admin(w, { json: blogPayload(w.categoryId, overrides) });
const caseWith = (overrides: Record<string, unknown>) => (w: World) =>
  admin(w, { json: caseStudyPayload(overrides) });
const locationWith = (overrides: Record<string, unknown>) => (w: World) =>
  admin(w, { json: locationPayload(overrides) });
const mainWith = (overrides: Record<string, unknown>) => () => ({
  json: mainContactPayload(overrides),
});
const pageWith = (overrides: Record<string, unknown>) => () => ({
  json: pageContactPayload(overrides),
});
const loginWith = (json: unknown) => () => ({ json });
const caseStudyPath = () => `/api/caseStudies/${caseStudyId}`;

const CASES: BadCase[] = [
  // Not JSON, or not the JSON we want
  {
    name: 'invalid JSON',
    method: 'POST',
    path: '/blog',
    options: (w) => admin(w, raw('{"title": "x",')),
    status: 400,
  },
  {
    name: 'JSON with a trailing comma',
    method: 'POST',
    path: '/send-contact-form-main',
    options: () => raw('{"name":"Sara",}'),
    status: 400,
  },
  {
    name: 'an empty body',
    method: 'POST',
    path: '/blog',
    options: (w) => admin(w, raw('')),
    status: 400,
  },
  {
    name: 'JSON null',
    method: 'POST',
    path: '/api/users/login',
    options: () => raw('null'),
    status: 400,
  },
  {
    name: 'a JSON array',
    method: 'POST',
    path: '/send-contact-form',
    options: () => raw('[1,2,3]'),
    status: 400,
  },
  {
    name: 'a JSON string',
    method: 'PUT',
    path: caseStudyPath,
    options: (w) => admin(w, raw('"hello"')),
    status: 400,
  },
  {
    name: 'a JSON number',
    method: 'POST',
    path: '/api/locationpages/create',
    options: (w) => admin(w, raw('42')),
    status: 400,
  },
  {
    name: 'text/plain content type',
    method: 'POST',
    path: '/blog',
    options: (w) => admin(w, raw(JSON.stringify(blogPayload(w.categoryId)), 'text/plain')),
    status: 415,
  },
  {
    name: 'no content type',
    method: 'POST',
    path: '/send-contact-form-main',
    options: () => ({ body: JSON.stringify(mainContactPayload()) }),
    status: 415,
  },
  {
    name: 'a urlencoded form',
    method: 'POST',
    path: '/send-contact-form-main',
    options: () => raw('name=Sara&email=s%40x.test', 'application/x-www-form-urlencoded'),
    status: 415,
  },
  {
    name: 'bytes that are not UTF-8',
    method: 'POST',
    path: '/api/users/login',
    options: () => raw(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    status: 400,
  },
  {
    name: 'a NUL character in a field',
    method: 'POST',
    path: '/blog',
    options: blogWith({ title: 'Null\u0000byte' }),
    status: 400,
  },
  {
    name: 'a non-numeric Content-Length',
    method: 'POST',
    path: '/api/users/login',
    options: () => ({
      ...raw('{}'),
      headers: { 'content-type': 'application/json', 'content-length': 'lots' },
    }),
    status: 400,
  },
  {
    name: 'JSON nested 100,000 levels deep',
    method: 'POST',
    path: '/api/users/login',
    options: () =>
      raw(`{"email":"a@b.co","password":"x","deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
    status: 400,
  },
  // Sizes
  {
    name: 'a 50 MB body streamed without Content-Length',
    method: 'POST',
    path: '/blog',
    options: (w) =>
      admin(w, { body: streamedBody(50 * MB), headers: { 'content-type': 'application/json' } }),
    status: 413,
  },
  {
    name: 'a 50 MB body with its Content-Length',
    method: 'POST',
    path: '/send-contact-form',
    options: () => ({
      body: new Uint8Array(50 * MB).fill(0x20),
      headers: { 'content-type': 'application/json', 'content-length': String(50 * MB) },
    }),
    status: 413,
  },
  {
    name: 'a 2 MB title',
    method: 'PUT',
    path: (w) => `/blog/${blogId || w.categoryId}`,
    options: blogWith({ title: 'x'.repeat(2 * MB) }),
    status: 413,
  },
  {
    name: 'a 201-character title',
    method: 'POST',
    path: '/blog',
    options: blogWith({ title: 'x'.repeat(201) }),
    status: 400,
  },
  {
    name: 'a 20,001-character paragraph',
    method: 'POST',
    path: '/blog',
    options: blogWith({ blogs_content: [{ heading: 'h', paragraph: 'p'.repeat(20_001) }] }),
    status: 400,
  },
  {
    name: 'eleven blog sections',
    method: 'POST',
    path: '/blog',
    options: blogWith({
      blogs_content: Array.from({ length: 11 }, () => ({ heading: 'h', paragraph: 'p' })),
    }),
    status: 400,
  },
  // Wrong types and shapes
  {
    name: 'a numeric title',
    method: 'POST',
    path: '/blog',
    options: blogWith({ title: 42 }),
    status: 400,
  },
  {
    name: 'an empty title',
    method: 'POST',
    path: '/blog',
    options: blogWith({ title: '   ' }),
    status: 400,
  },
  {
    name: 'category true',
    method: 'POST',
    path: '/blog',
    options: blogWith({ category: true }),
    status: 400,
  },
  {
    name: 'category [3]',
    method: 'POST',
    path: '/blog',
    options: blogWith({ category: [3] }),
    status: 400,
  },
  {
    name: 'category as words',
    method: 'POST',
    path: '/blog',
    options: blogWith({ category: 'SEO' }),
    status: 400,
  },
  {
    name: 'blogs_content as a string',
    method: 'POST',
    path: '/blog',
    options: blogWith({ blogs_content: '<p>x</p>' }),
    status: 400,
  },
  {
    name: 'a section heading that is an object',
    method: 'POST',
    path: '/blog',
    options: blogWith({ blogs_content: [{ heading: { $gt: '' }, paragraph: 'p' }] }),
    status: 400,
  },
  {
    name: 'published date 2025-02-30',
    method: 'POST',
    path: '/blog',
    options: blogWith({ published_date: '2025-02-30' }),
    status: 400,
  },
  {
    name: 'published date "yesterday"',
    method: 'POST',
    path: '/blog',
    options: blogWith({ published_date: 'yesterday' }),
    status: 400,
  },
  {
    name: 'a javascript: blog image',
    method: 'POST',
    path: '/blog',
    options: blogWith({ blog_image: 'javascript:alert(1)' }),
    status: 400,
  },
  {
    name: 'an ftp canonical link',
    method: 'POST',
    path: '/blog',
    options: blogWith({ canonicalLink: 'ftp://agency.test/x' }),
    status: 400,
  },
  {
    name: 'template3',
    method: 'PUT',
    path: caseStudyPath,
    options: caseWith({ template: 'template3' }),
    status: 400,
  },
  {
    name: 'an unknown case study category',
    method: 'PUT',
    path: caseStudyPath,
    options: caseWith({ category1: 'Hacking' }),
    status: 400,
  },
  {
    name: 'a missing Section 4 sub-heading',
    method: 'PUT',
    path: caseStudyPath,
    options: caseWith({ sec4SubHeading: undefined }),
    status: 400,
  },
  {
    name: 'a data: banner image',
    method: 'PUT',
    path: caseStudyPath,
    options: caseWith({ bannerImage: 'data:text/html,<script>alert(1)</script>' }),
    status: 400,
  },
  {
    name: 'a protocol-relative video',
    method: 'PUT',
    path: caseStudyPath,
    options: caseWith({ video: '//evil.test/x.mp4' }),
    status: 400,
  },
  {
    name: 'a 21-character figure',
    method: 'PUT',
    path: caseStudyPath,
    options: caseWith({ sec4Percentage1: '1'.repeat(21) }),
    status: 400,
  },
  {
    name: 'a location slug with a path',
    method: 'POST',
    path: '/api/locationpages/create',
    options: locationWith({ slug_url: '../../etc/passwd' }),
    status: 400,
  },
  {
    name: 'a location slug with SQL',
    method: 'POST',
    path: '/api/locationpages/create',
    options: locationWith({ slug_url: "x' OR '1'='1" }),
    status: 400,
  },
  {
    name: 'a reserved location slug',
    method: 'POST',
    path: '/api/locationpages/create',
    options: locationWith({ slug_url: 'api' }),
    status: 400,
  },
  {
    name: 'a missing meta description',
    method: 'POST',
    path: '/api/locationpages/create',
    options: locationWith({ meta_description: '' }),
    status: 400,
  },
  {
    name: 'a meta link that is not a URL',
    method: 'POST',
    path: '/api/locationpages/create',
    options: locationWith({ meta_link: 'javascript:alert(1)' }),
    status: 400,
  },
  // Contact forms (spec point 5)
  {
    name: 'a two-letter name',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ name: 'Al' }),
    status: 400,
  },
  {
    name: 'a 13-character name',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ name: 'Abdulrahmanxy' }),
    status: 400,
  },
  {
    name: 'a script tag as name',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ name: '<script>alert(1)</script>' }),
    status: 400,
  },
  {
    name: 'an e-mail that is not one',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ email: 'sara(at)client' }),
    status: 400,
  },
  {
    name: 'a 37-character e-mail',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ email: `${'s'.repeat(26)}@client.test` }),
    status: 400,
  },
  {
    name: 'an 801-character message',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ message: 'm'.repeat(801) }),
    status: 400,
  },
  {
    name: 'a phone number on the main form',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ phoneNum: '+971 50 000' }),
    status: 400,
  },
  {
    name: 'an unknown field',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ isAdmin: true }),
    status: 400,
  },
  {
    name: 'a language the site does not have',
    method: 'POST',
    path: '/send-contact-form-main',
    options: mainWith({ locale: 'fr' }),
    status: 400,
  },
  {
    name: 'a language that is not text',
    method: 'POST',
    path: '/send-contact-form',
    options: pageWith({ locale: 1 }),
    status: 400,
  },
  {
    name: 'a missing phone number',
    method: 'POST',
    path: '/send-contact-form',
    options: pageWith({ phoneNum: undefined }),
    status: 400,
  },
  {
    name: 'a 37-character business name',
    method: 'POST',
    path: '/send-contact-form',
    options: pageWith({ businessName: 'b'.repeat(37) }),
    status: 400,
  },
  {
    name: 'a message that is a number',
    method: 'POST',
    path: '/send-contact-form',
    options: pageWith({ message: 12345 }),
    status: 400,
  },
  {
    name: 'a prototype-polluting key',
    method: 'POST',
    path: '/send-contact-form',
    options: () =>
      raw(`{"__proto__":{"isAdmin":true},${JSON.stringify(pageContactPayload()).slice(1)}`),
    status: 400,
  },
  // Sign-in
  {
    name: 'SQL in the login e-mail',
    method: 'POST',
    path: '/api/users/login',
    options: loginWith({ email: "' OR 1=1 --", password: 'x' }),
    status: 400,
  },
  {
    name: 'a 17-character password',
    method: 'POST',
    path: '/api/users/login',
    options: loginWith({ email: 'admin@agency.test', password: 'p'.repeat(17) }),
    status: 400,
  },
  {
    name: 'a password object',
    method: 'POST',
    path: '/api/users/login',
    options: loginWith({ email: 'admin@agency.test', password: { $ne: '' } }),
    status: 400,
  },
  {
    name: 'a missing password',
    method: 'POST',
    path: '/api/users/login',
    options: loginWith({ email: 'admin@agency.test' }),
    status: 400,
  },
  // Ids in paths
  {
    name: 'SQL as a blog id',
    method: 'GET',
    path: `/blog/${encodeURIComponent('1 OR 1=1; DROP TABLE blogs')}`,
    options: () => ({}),
    status: 404,
  },
  {
    name: 'an id beyond 32 bits',
    method: 'GET',
    path: '/api/locationpages/99999999999',
    options: () => ({}),
    status: 404,
  },
  {
    name: 'a blog id beyond 32 bits',
    method: 'DELETE',
    path: '/blog/99999999999',
    options: (w) => admin(w),
    status: 404,
  },
  { name: 'a NUL in a slug', method: 'GET', path: '/blog/a%00b', options: () => ({}), status: 404 },
  {
    name: 'a negative location id',
    method: 'PUT',
    path: '/api/locationpages/-1',
    options: locationWith({}),
    status: 404,
  },
  {
    name: 'a case study id with SQL',
    method: 'DELETE',
    path: `/api/caseStudies/${encodeURIComponent("x' OR '1'='1")}`,
    options: (w) => admin(w),
    status: 404,
  },
  // Enquiry inbox
  {
    name: 'page 0',
    method: 'GET',
    path: '/api/enquiries?page=0',
    options: (w) => admin(w),
    status: 400,
  },
  {
    name: 'pageSize 1000',
    method: 'GET',
    path: '/api/enquiries?pageSize=1000',
    options: (w) => admin(w),
    status: 400,
  },
  {
    name: 'page "abc"',
    method: 'GET',
    path: '/api/enquiries?page=abc',
    options: (w) => admin(w),
    status: 400,
  },
  {
    name: 'handled "yes"',
    method: 'PATCH',
    path: '/api/enquiries/1',
    options: (w) => admin(w, { json: { handled: 'yes' } }),
    status: 400,
  },
  {
    name: 'an enquiry id that is words',
    method: 'PATCH',
    path: '/api/enquiries/first',
    options: (w) => admin(w, { json: { handled: true } }),
    status: 404,
  },
  // Uploads
  {
    name: 'an upload sent as JSON',
    method: 'POST',
    path: '/api/upload',
    options: (w) => admin(w, { json: { file: 'x' } }),
    status: 415,
  },
  {
    name: 'multipart without a boundary',
    method: 'POST',
    path: '/api/upload',
    options: (w) => admin(w, raw('--x\r\n', 'multipart/form-data; charset=utf-8')),
    status: 400,
  },
  {
    name: 'multipart without a file field',
    method: 'POST',
    path: '/api/upload',
    options: (w) => admin(w, { body: formWith('title', 'no file') }),
    status: 400,
  },
  {
    name: 'a multipart body cut short',
    method: 'POST',
    path: '/api/upload',
    options: (w) =>
      admin(
        w,
        raw(
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
          'multipart/form-data; boundary=b',
        ),
      ),
    status: 400,
  },
];

function formWith(name: string, value: string): FormData {
  const form = new FormData();
  form.append(name, value);
  return form;
}

describe.each(testEngines)('bad input on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
    blogId = (await createBlog(w.t.db, blogPayload(w.categoryId))).blog_id;
    caseStudyId = (await createCaseStudy(w.t.db))._id;
  });
  afterAll(async () => w.t.drop());

  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s → 4xx with a message',
    async (_name, badCase) => {
      const path = typeof badCase.path === 'function' ? badCase.path(w) : badCase.path;
      const blogsBefore = JSON.stringify(await listBlogs(w.t.db));
      const enquiriesBefore = await countEnquiries(w.t.db);
      const response = await call(badCase.method, path, badCase.options(w));
      expect(response.status).toBe(badCase.status);
      const body = await response.json();
      const contact = path.startsWith('/send-contact-form');
      expect(body).toEqual(
        contact
          ? { msg: 'fail', message: expect.any(String) }
          : { status: 'fail', message: expect.any(String) },
      );
      expect(body.message.length).toBeGreaterThan(5);
      expect(JSON.stringify(await listBlogs(w.t.db))).toBe(blogsBefore);
      expect(await countEnquiries(w.t.db)).toBe(enquiriesBefore);
    },
  );

  it('names the failing rule in words people understand', async () => {
    const message = async (path: string, options: CallOptions) =>
      (await (await call('POST', path, options)).json()).message;
    expect(
      await message('/send-contact-form-main', { json: mainContactPayload({ name: 'Al' }) }),
    ).toBe('Full name must be at least 3 characters.');
    expect(
      await message('/send-contact-form', { json: pageContactPayload({ phoneNum: '' }) }),
    ).toBe('Phone number must be at least 3 characters.');
    expect(
      await message('/api/users/login', {
        json: { email: 'admin@agency.test', password: 'p'.repeat(17) },
      }),
    ).toBe('Password must be at most 16 characters.');
    expect(await message('/blog', { token: w.adminToken, ...raw('{') })).toBe(
      'The request body is not valid JSON.',
    );
    expect(
      await message('/send-contact-form-main', { json: mainContactPayload({ extra: 1 }) }),
    ).toBe('Unknown field: extra.');
  });

  it('stores SQL and script fragments in valid text fields literally, and the tables survive', async () => {
    const title = "Robert'); DROP TABLE blogs;-- <b>";
    const created = await call('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, { title, slug_url: 'bobby-tables' }),
    });
    expect(created.status).toBe(201);
    const read = await (await call('GET', '/blog/bobby-tables')).json();
    expect(read.data.title).toBe(title);
    expect((await call('GET', '/blog')).status).toBe(200);
  });

  it('ignores unknown fields on content (clients echo records back) and does not store them', async () => {
    const created = await call('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, { blog_id: 999_999, createdAt: '1999-01-01', isAdmin: true }),
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data.blog_id).not.toBe(999_999);
    expect(data).not.toHaveProperty('isAdmin');
  });
});
