import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { redisReachable, removeKeys, TEST_REDIS_URL } from '../../support/redis';
import { createTestDatabase, type TestDatabase } from '../../support/test-databases';
import {
  adminHeaders,
  instanceEngine,
  startInstance,
  stopInstance,
  type Instance,
} from '../support/instances';

// Two instances of the site behind one load balancer: the same database, the same
// Redis. Both serve cached pages; an edit saved through one instance shows on the
// affected pages of both within a second, and pages that do not show the edited
// record stay cached.

const PREFIX = `agency-e2e-${randomBytes(4).toString('hex')}:`;

/** The page as a visitor's browser gets it: its HTML and whether it came from the cache. */
async function visit(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') };
}

interface BlogRecord {
  blog_id: number;
  slug_url: string;
  title: string;
  [field: string]: unknown;
}

test.describe('two instances sharing Redis', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let database: TestDatabase | undefined;
  const instances: Instance[] = [];

  test.beforeAll(async () => {
    test.skip(!(await redisReachable()), `Redis at ${TEST_REDIS_URL} is not reachable`);
    database = await createTestDatabase(instanceEngine(), { migrate: false });
    // One after the other: the first prepares the database, the second finds it ready.
    for (const index of [0, 1]) {
      instances.push(
        await startInstance(index, database, {
          REDIS_URL: TEST_REDIS_URL,
          REDIS_KEY_PREFIX: PREFIX,
        }),
      );
    }
  });

  test.afterAll(async () => {
    if (!database) return; // skipped: Redis is not reachable
    await Promise.all(instances.map(stopInstance));
    await database.drop();
    await removeKeys(PREFIX);
  });

  test('an edit saved on one instance shows on the affected pages of both within 1 s', async () => {
    const [first, second] = instances as [Instance, Instance];
    const list = (await (await fetch(`${first.origin}/blog?page=1&limit=1`)).json()) as {
      data: BlogRecord[];
    };
    const { blog_id: blogId, slug_url: slug } = list.data[0]!;
    const affected = [`/blogs/${slug}`, '/insights', '/'];
    const unaffected = '/privacy-policy';

    // Both instances have every page cached before the edit. (A page the build made is
    // older than its revalidate time: its first visit is served stale and refreshes it
    // in the background.)
    for (const { origin } of instances)
      for (const path of [...affected, unaffected])
        await expect
          .poll(async () => (await visit(origin + path)).cache, { message: origin + path })
          .toBe('HIT');

    const current = (await (await fetch(`${first.origin}/blog/${blogId}`)).json()) as {
      data: BlogRecord;
    };
    const { blog_id: _id, updatedAt: _updated, ...fields } = current.data;
    const title = `Edited on the first instance ${randomBytes(3).toString('hex')}`;
    const saved = await fetch(`${first.origin}/blog/${blogId}`, {
      method: 'PUT',
      headers: { ...(await adminHeaders(first.origin)), 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, title }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    // One look, a second after the save's answer: no retries, so a page that needed
    // longer (or the other instance's cached copy, kept up to 60 s) fails the test.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const { origin } of [second, first])
      for (const path of affected) {
        // (Rendered again by whichever instance was asked first, then shared.)
        const { html } = await visit(origin + path);
        expect(html.includes(title), `${origin}${path} shows the new title`).toBe(true);
      }
    // A page that does not show the blog is still served from the cache.
    for (const { origin } of instances)
      expect((await visit(origin + unaffected)).cache).toBe('HIT');
  });
});
