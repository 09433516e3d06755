import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseStudy } from '@/server/case-studies/case-studies';
import { testEngines } from '../support/test-databases';
import { blogPayload, locationPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';

// The spec's list endpoints answer the whole list when called without parameters (the
// contract), and one page with ?page=&limit=&q= (the admin lists), in the same shape.

describe.each(testEngines)('paged lists on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
    for (let i = 0; i < 5; i++) {
      await callJson('POST', '/blog', {
        token: w.adminToken,
        json: blogPayload(w.categoryId, {
          title: i === 2 ? 'Ranking 100% Better' : `Paging post ${i}`,
          published_date: `2025-01-0${i + 1}`,
        }),
      });
      await createCaseStudy(w.t.db, { heroHeading: i === 3 ? 'Souq Checkout' : `Study ${i}` });
      await callJson('POST', '/api/locationpages/create', {
        token: w.adminToken,
        json: locationPayload({ slug_url: `paging-area-${i}` }),
      });
    }
  });
  afterAll(async () => w.t.drop());

  const LISTS = [
    { path: '/blog', items: (body: { data: unknown[] }) => body.data, key: 'blog_id' },
    { path: '/api/caseStudies', items: (body: unknown[]) => body, key: '_id' },
    { path: '/api/locationpages', items: (body: unknown[]) => body, key: 'location_id' },
  ] as const;

  it.each(LISTS)('$path pages through the same order as the whole list', async (list) => {
    const whole = list.items((await callJson('GET', list.path)).body) as Record<string, unknown>[];
    expect(whole.length).toBeGreaterThanOrEqual(5);
    const first = await callJson('GET', `${list.path}?page=1&limit=2`);
    const second = await callJson('GET', `${list.path}?page=2&limit=2`);
    expect(first.headers.get('x-total-count')).toBe(String(whole.length));
    const ids = (response: typeof first) =>
      (list.items(response.body) as Record<string, unknown>[]).map((item) => item[list.key]);
    expect([...ids(first), ...ids(second)]).toEqual(
      whole.slice(0, 4).map((item) => item[list.key]),
    );
    const beyond = await callJson('GET', `${list.path}?page=999&limit=2`);
    expect(list.items(beyond.body)).toEqual([]);
  });

  it('finds by part of a title or slug, any case, with % taken literally', async () => {
    const found = await callJson('GET', '/blog?q=100%25 better');
    expect(found.body.data.map((b: { title: string }) => b.title)).toEqual(['Ranking 100% Better']);
    expect(found.headers.get('x-total-count')).toBe('1');
    expect((await callJson('GET', '/blog?q=%25')).body.data).toHaveLength(1);
    const studies = await callJson('GET', '/api/caseStudies?q=souq');
    expect(studies.body.map((s: { heroHeading: string }) => s.heroHeading)).toEqual([
      'Souq Checkout',
    ]);
    const places = await callJson('GET', '/api/locationpages?q=PAGING-AREA-3');
    expect(places.body.map((p: { slug_url: string }) => p.slug_url)).toEqual(['paging-area-3']);
  });

  it.each(['limit=0', 'limit=101', 'page=0', 'page=two', 'q=' + 'x'.repeat(101)])(
    'refuses ?%s with 400 and a reason',
    async (query) => {
      const response = await call('GET', `/blog?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'fail', message: expect.any(String) });
    },
  );
});
