import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildMediaUsage } from '@/server/media/usage';
import { blogPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';
import { makePng, uploadForm } from '../support/media';
import { testEngines } from '../support/test-databases';

// A picture placed inside a blog's rich text is used by that blog as much as its main
// image: "Used in" names it, and it cannot be deleted (the text would show a broken
// picture), also after a full rebuild of the usage table (the demo seed, seed:bulk).

describe.each(testEngines)('pictures inside rich text on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  it('are used by the blog, and refused deletion while it holds them', async () => {
    const address = await (
      await call('POST', '/api/upload', {
        token: w.adminToken,
        body: uploadForm(await makePng(), 'chart.png', 'image/png'),
      })
    ).text();
    const blog = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, {
        blogs_content: [
          {
            heading: 'Results',
            paragraph: `<p>Before and after:</p><img src="${address}" alt="Leads by month">`,
          },
        ],
      }),
    });
    expect(blog.status).toBe(201);
    const [asset] = (await callJson('GET', `/api/media?q=chart.png`, { token: w.adminToken })).body;
    const usedIn = [
      {
        entity: 'blog',
        id: String(blog.body.data.blog_id),
        title: blog.body.data.title,
        field: 'blogs_content',
      },
    ];
    expect(asset.usedIn).toEqual(usedIn);

    await rebuildMediaUsage(w.t.db);
    const refused = await callJson('DELETE', `/api/media/${asset.id}`, { token: w.adminToken });
    expect(refused.status).toBe(409);
    expect(refused.body.usedIn).toEqual(usedIn);
    expect(refused.body.message).toContain(blog.body.data.title);

    // Its words are the text's own alt attribute: not listed as missing.
    const missing = (
      await callJson('GET', '/api/media/missing-alt?limit=100', { token: w.adminToken })
    ).body;
    expect(missing.map((entry: { url: string }) => entry.url)).not.toContain(address);
  });
});
