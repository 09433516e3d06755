import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases';
import { blogPayload, locationPayload } from '../support/fixtures';
import { callJson, createWorld, type World } from '../support/harness';

// Two editors saving the same URL at the same moment: the unique index decides, and the
// loser is told why (409), never a 500. On PostgreSQL the creates really run in parallel.

const PARALLEL = 20;

describe.each(testEngines)('parallel creates with one URL on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  async function createTwenty(path: string, payload: () => Record<string, unknown>) {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        callJson('POST', path, { token: w.adminToken, json: payload() }),
      ),
    );
    return answers;
  }

  it('blogs: exactly one 201, and 409 with a reason for the rest', async () => {
    const slug_url = `race-${Date.now()}`;
    const answers = await createTwenty('/blog', () => blogPayload(w.categoryId, { slug_url }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(PARALLEL - 1).fill(409));
    for (const answer of refused) {
      expect(answer.body).toEqual({
        status: 'fail',
        message: `A blog with the URL "${slug_url}" already exists.`,
      });
    }
    const stored = await w.t.db
      .selectFrom('blogs')
      .select('blog_id')
      .where('slug_url', '=', slug_url)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('location pages: exactly one 201, and 409 with a reason for the rest', async () => {
    const slug_url = `race-${Date.now()}`;
    const answers = await createTwenty('/api/locationpages/create', () =>
      locationPayload({ slug_url }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(PARALLEL - 1).fill(409));
    expect(refused[0]!.body.message).toBe(
      `A location page with the URL "${slug_url}" already exists.`,
    );
  });

  it('an update to a URL another record holds is a 409 and changes nothing', async () => {
    const first = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId),
    });
    const second = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId),
    });
    const taken = first.body.data.slug_url as string;
    const answer = await callJson('PUT', `/blog/${second.body.data.blog_id}`, {
      token: w.adminToken,
      json: blogPayload(w.categoryId, { slug_url: taken, title: 'Renamed' }),
    });
    expect(answer.status).toBe(409);
    const unchanged = await callJson('GET', `/blog/${second.body.data.blog_id}`);
    expect(unchanged.body.data.title).toBe(second.body.data.title);
  });
});
