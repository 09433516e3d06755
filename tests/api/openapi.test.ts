import fs from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { endpointTable, TABLE_END, TABLE_START } from '@/http/endpoint-table';
import { buildOpenApiDocument } from '@/http/openapi';
import { rolesOf } from '@/http/endpoint';
import { ENDPOINTS, ROUTE_TABLE } from '../support/routes';

// GET /api/openapi.json against the route files themselves: the document is generated
// from their declarations (src/http/openapi.ts), so these checks hold the generator to
// what the route files say: every route described, staff-only ones with staff security.

/** Route files left out of the description, each for a reason (none since it is generated). */
const NOT_DESCRIBED: Record<string, string> = {};

type Operation = { security?: unknown };
type Document = ReturnType<typeof buildOpenApiDocument>;

const doc = buildOpenApiDocument(ROUTE_TABLE);
const paths = doc.paths as unknown as Record<string, Record<string, Operation>>;
const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;

/** `/api/revisions/:id` and `/api/revisions/{revision_id}` alike: parameter names are free. */
const shape = (path: string) => path.replace(/\{[^}]+\}|[:*]\w+/g, '{}');
const described = new Map(Object.keys(paths).map((path) => [shape(path), path]));

/** HEAD is GET without the body (HTTP's rule), so a GET describes it. */
const operationOf = (method: string, pattern: string) =>
  paths[described.get(shape(pattern)) ?? '']?.[method === 'HEAD' ? 'get' : method.toLowerCase()];

const STAFF = [{ bearer: [] }, { cookie: [] }];

describe('the OpenAPI document', () => {
  const documented = ENDPOINTS.filter((e) => !(e.key in NOT_DESCRIBED));

  it.each(documented.map((e) => [e.key, e] as const))('describes %s', (_key, e) => {
    expect(operationOf(e.method, e.route.pattern)).toBeDefined();
  });

  it('describes nothing that has no route file', () => {
    const routes = new Set(ENDPOINTS.map((e) => `${e.method} ${shape(e.route.pattern)}`));
    const stale = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'parameters')
        .map((method) => `${method.toUpperCase()} ${shape(path)}`)
        .filter((key) => !routes.has(key)),
    );
    expect(stale).toEqual([]);
  });

  it.each(
    documented.filter((e) => rolesOf(e.handler.declaration.auth)).map((e) => [e.key, e] as const),
  )('gives the staff security to %s', (_key, e) => {
    expect(operationOf(e.method, e.route.pattern)?.security).toEqual(STAFF);
  });

  it('lets a staff session see more of the public content reads', () => {
    for (const path of [
      '/blog',
      '/blog/{id}',
      '/api/caseStudies',
      '/api/caseStudies/{id}',
      '/api/locationpages',
      '/api/locationpages/{id}',
    ]) {
      expect(paths[path]!.get!.security, path).toEqual([{}, ...STAFF]);
    }
    // Public operations say so (`[]`), as Redocly's security-defined rule asks.
    expect(paths['/preview/{token}']!.get!.security).toEqual([]);
    expect(paths['/api/preview/exit']!.get!.security).toEqual([]);
  });

  it('gives every record its publication state, and staff its pending changes', () => {
    // The list items (BlogListItem: a BlogSummary with the staff-only translations) and,
    // issue 29, the translated records, whose state is their translation's.
    const records = ['Blog', 'BlogListItem', 'CaseStudy', 'LocationPage'];
    const translated = ['TranslatedBlog', 'TranslatedBlogSummary', 'TranslatedCaseStudy'];
    for (const name of [...records, ...translated, 'TranslatedLocationPage']) {
      const record = schemas[name] as { properties: Record<string, unknown>; required: string[] };
      expect(record.properties.status, name).toMatchObject({
        enum: ['draft', 'scheduled', 'published'],
      });
      expect(record.required, name).toEqual(
        expect.arrayContaining(['status', 'publish_at', 'published_at', 'published_late_from']),
      );
      expect(record.required, name).not.toContain('pending_changes');
    }
    expect(schemas.BlogListItem!.properties).not.toHaveProperty('pending_changes');
    expect(schemas.TranslatedBlogSummary!.properties).not.toHaveProperty('pending_changes');
    for (const name of ['Blog', 'CaseStudy', 'LocationPage'])
      expect(schemas[name]!.properties, name).toHaveProperty('pending_changes');
  });

  it('takes status and publish_at in the content bodies, publish_at required to schedule', () => {
    for (const name of ['BlogInput', 'CaseStudyInput', 'LocationPageInput']) {
      const input = schemas[name] as {
        properties: Record<string, unknown>;
        required?: string[];
        if: unknown;
        then: unknown;
      };
      expect(input.properties.status, name).toMatchObject({
        enum: ['draft', 'scheduled', 'published'],
      });
      expect(JSON.stringify(input.properties.publish_at), name).toContain('date-time');
      expect(input.required ?? [], name).not.toContain('status');
      expect(input.required ?? [], name).not.toContain('publish_at');
      expect(input.if).toEqual({
        properties: { status: { const: 'scheduled' } },
        required: ['status'],
      });
      expect(input.then).toMatchObject({ required: ['publish_at'] });
    }
    // The record's own fields keep their rules (as tests/api/contract.test.ts checks them).
    const properties = (name: string) => schemas[name]!.properties as Record<string, unknown>;
    expect(properties('CaseStudyInput').template).toMatchObject({
      enum: ['template1', 'template2'],
    });
    expect(properties('BlogInput').blogs_content).toMatchObject({ type: 'array', maxItems: 10 });
    expect(properties('MainContactInput').name).toMatchObject({ minLength: 3, maxLength: 12 });
  });

  it('describes redirects, revisions and preview links from their zod schemas', () => {
    expect(JSON.stringify(schemas.RedirectInput!.properties)).toContain('301');
    expect(schemas.RedirectInput!.required).toEqual(expect.arrayContaining(['source', 'code']));
    expect(schemas.RedirectInput!.else).toMatchObject({ required: ['target'] });
    expect(schemas.Redirect!.properties).toMatchObject({ code: { enum: [301, 308, 410] } });
    expect(schemas.PreviewLinkInput!.properties).toMatchObject({
      entity: { enum: ['blog', 'case-study', 'location-page'] },
    });
    expect(schemas.Revision!.required).toEqual(
      expect.arrayContaining(['revision_id', 'entity', 'id', 'snapshot']),
    );
    const post = paths['/api/redirects']!.post as { responses: Record<string, unknown> };
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    const preview = paths['/api/preview']!.get as { responses: Record<string, unknown> };
    expect(preview.responses).toHaveProperty('307');
  });

  it('is the source of the endpoint table in docs/api.md (npm run docs:api)', async () => {
    const file = 'docs/api.md';
    const text = fs.readFileSync(file, 'utf8');
    const [before, rest] = text.split(TABLE_START);
    const [, after] = rest!.split(TABLE_END);
    const table = `${TABLE_START}\n\n${endpointTable(ROUTE_TABLE, doc)}\n\n${TABLE_END}`;
    const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
    expect(text).toBe(await prettier.format(`${before}${table}${after}`, options));
  });

  it('is plain JSON', () => {
    const copy = JSON.parse(JSON.stringify(doc)) as Document;
    expect(copy).toEqual(doc);
  });
});
