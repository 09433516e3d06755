import '../support/env';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '@/server/db/migrations';
import { blogPayload, locationPayload } from '../support/fixtures';
import { callJson, createWorld, type World } from '../support/harness';
import { createTestDatabase, testEngines } from '../support/test-databases';

// A paged list's total (X-Total-Count) comes from status counts that triggers keep with
// every write (migration 008), not from a COUNT over the table. Whatever the writes —
// drafts, schedules, unpublishing, deletes, many at once — the total must stay the
// number of records the whole list holds.

const HOUR = 3_600_000;

describe.each(testEngines)('list totals on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const staff = () => ({ token: w.adminToken });

  const LISTS = [
    {
      name: 'blogs',
      list: '/blog',
      create: '/blog',
      one: (id: unknown) => `/blog/${id}`,
      payload: (i: number) => blogPayload(w.categoryId, { title: `Totals post ${i}` }),
      items: (body: { data: { blog_id: number }[] }) => body.data,
      id: (record: { blog_id: number }) => record.blog_id,
    },
    {
      name: 'location pages',
      list: '/api/locationpages',
      create: '/api/locationpages/create',
      one: (id: unknown) => `/api/locationpages/${id}`,
      payload: (i: number) => locationPayload({ slug_url: `totals-area-${engine}-${i}` }),
      items: (body: { location_id: number }[]) => body,
      id: (record: { location_id: number }) => record.location_id,
    },
  ];

  /** The list's total on page 1 beside the length of the whole list, for visitors and staff. */
  async function totals(list: (typeof LISTS)[number]) {
    const figures = async (query: string, options = {}) => {
      const whole = await callJson('GET', `${list.list}${query ? `?${query}` : ''}`, options);
      const paged = await callJson(
        'GET',
        `${list.list}?${query ? `${query}&` : ''}page=1&limit=1`,
        options,
      );
      return {
        whole: (list.items as (body: unknown) => unknown[])(whole.body).length,
        total: Number(paged.headers.get('x-total-count')),
      };
    };
    return {
      visitors: await figures(''),
      staff: await figures('', staff()),
      drafts: await figures('status=draft', staff()),
      scheduled: await figures('status=scheduled', staff()),
    };
  }

  /** Every figure's total equals its whole list's length; returns the visitors' total. */
  async function expectTotalsRight(list: (typeof LISTS)[number]): Promise<number> {
    const all = await totals(list);
    for (const [who, { whole, total }] of Object.entries(all))
      expect({ who, total }).toEqual({ who, total: whole });
    return all.visitors.total;
  }

  it.each(LISTS)('$name: the total follows every kind of write', async (list) => {
    const start = await expectTotalsRight(list);
    const create = async (i: number, query = '', extra = {}) => {
      const response = await callJson('POST', `${list.create}${query}`, {
        ...staff(),
        json: { ...list.payload(i), ...extra },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return (list.id as (record: unknown) => unknown)(response.body.data ?? response.body);
    };
    const live = await create(1);
    const draft = await create(2, '', { status: 'draft' });
    const scheduled = await create(3, '', {
      status: 'scheduled',
      publish_at: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(await expectTotalsRight(list)).toBe(start + 1);

    const put = async (id: unknown, extra: object, i: number) => {
      const response = await callJson('PUT', list.one(id), {
        ...staff(),
        json: { ...list.payload(i), ...extra },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    await put(draft, { status: 'published' }, 2); // published
    await put(live, { status: 'draft' }, 1); // unpublished
    await put(scheduled, { status: 'draft' }, 3); // schedule called off
    expect(await expectTotalsRight(list)).toBe(start + 1);

    for (const id of [live, draft, scheduled])
      expect((await callJson('DELETE', list.one(id), staff())).status).toBe(200);
    expect(await expectTotalsRight(list)).toBe(start);
  });

  it.each(LISTS)('$name: many writes at once leave the total right', async (list) => {
    const start = await expectTotalsRight(list);
    const created = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        callJson('POST', list.create, {
          ...staff(),
          json: { ...list.payload(100 + i), ...(i % 2 ? { status: 'draft' } : {}) },
        }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(created.map(() => 201));
    const ids = created.map((r) =>
      (list.id as (record: unknown) => unknown)(r.body.data ?? r.body),
    );
    const changes = await Promise.all([
      ...ids.slice(0, 6).map((id) => callJson('DELETE', list.one(id), staff())),
      ...ids.slice(6).map((id, i) =>
        callJson('PUT', list.one(id), {
          ...staff(),
          json: { ...list.payload(106 + i), status: i % 2 ? 'published' : 'draft' },
        }),
      ),
    ]);
    expect(changes.map((r) => r.status)).toEqual(changes.map(() => 200));
    expect(await expectTotalsRight(list)).toBe(start + 5);
  });
});

describe.each(testEngines)('migration 008 on %s', (engine) => {
  it('counts the records that were there before it', async () => {
    const t = await createTestDatabase(engine, { migrate: false });
    try {
      await migrateTo(t.db, engine, '007-enquiry-request-id');
      const now = new Date().toISOString();
      const statuses = ['published', 'published', 'draft', 'scheduled', 'published'];
      for (const [i, status] of statuses.entries()) {
        await sql`insert into location_pages (slug_url, status, "createdAt", "updatedAt")
          values (${`before-${i}`}, ${status}, ${now}, ${now})`.execute(t.db);
      }
      await migrateToLatest(t.db, engine);
      const counts = await t.db
        .selectFrom('content_counts')
        .selectAll()
        .orderBy('entity')
        .execute();
      expect(counts.map((row) => ({ ...row }))).toEqual([
        { entity: 'blogs', published: 0, draft: 0, scheduled: 0 },
        { entity: 'case_studies', published: 0, draft: 0, scheduled: 0 },
        { entity: 'location_pages', published: 3, draft: 1, scheduled: 1 },
      ]);
    } finally {
      await t.drop();
    }
  });
});
