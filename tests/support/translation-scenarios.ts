import { expect } from 'vitest';
import { blogPayload, caseStudyPayload, locationPayload } from './fixtures';
import { call, type World } from './harness';
import type { Scenario } from './answer-scenarios';
import {
  blogTranslationPayload,
  caseStudyTranslationPayload,
  locationTranslationPayload,
} from './translation-fixtures';

// The answers of `?locale=` (issue 29) that tests/api/answers.test.ts checks against the
// OpenAPI document besides each operation's own scenarios: every operation that takes
// `locale`, with `locale=ar`, for its success and the refusals a translation adds.

type Json = Record<string, unknown>;

export interface LocaleScenario {
  /** The operation, as `METHOD /pattern`. */
  key: string;
  status: number;
  /** What the request is, for the test's name. */
  label: string;
  request: Scenario;
}

export function translationAnswerScenarios(w: World): LocaleScenario[] {
  const admin = () => ({ token: w.adminToken });
  let made = 0;
  const unique = (prefix: string) => `${prefix}-${++made}-${Date.now()}`;

  async function created(method: string, path: string, json?: unknown): Promise<Json> {
    const answer = await call(method, path, { ...admin(), json });
    expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
    return (await answer.json()) as Json;
  }
  const newBlog = async () =>
    (
      (await created('POST', '/blog', blogPayload(w.categoryId, { slug_url: unique('b') })))
        .data as Json
    ).blog_id as number;
  const newCaseStudy = async () => {
    const id = (await created('POST', '/api/caseStudies'))._id as string;
    await created('PUT', `/api/caseStudies/${id}`, caseStudyPayload());
    return id;
  };
  const newLocation = async () =>
    ((await created('POST', '/api/locationpages/create', locationPayload())).data as Json)
      .location_id as number;
  /** A blog with a published Arabic translation (answers its id and Arabic slug). */
  async function translatedBlog(overrides: Json = {}) {
    const id = await newBlog();
    const answer = await created('PUT', `/blog/${id}?locale=ar`, blogTranslationPayload(overrides));
    return { id, slug: (answer.data as Json).slug_url as string };
  }
  async function translatedCaseStudy() {
    const id = await newCaseStudy();
    await created('PUT', `/api/caseStudies/${id}?locale=ar`, caseStudyTranslationPayload());
    return id;
  }
  async function translatedLocation(overrides: Json = {}) {
    const id = await newLocation();
    const answer = await created(
      'PUT',
      `/api/locationpages/${id}?locale=ar`,
      locationTranslationPayload(overrides),
    );
    return { id, slug: (answer.data as Json).slug_url as string };
  }
  async function arabicRevision() {
    const { id } = await translatedBlog();
    const list = await call('GET', `/api/revisions?entity=blog&id=${id}&locale=ar`, admin());
    return ((await list.json()) as { revision_id: number }[])[0]!.revision_id;
  }

  const scenario = (key: string, status: number, label: string, request: Scenario) => ({
    key,
    status,
    label,
    request,
  });

  return [
    // The lists.
    scenario('GET /blog', 200, 'public list in Arabic', async () => {
      await translatedBlog();
      return { path: '/blog?locale=ar' };
    }),
    scenario('GET /blog', 200, "staff's paged list in Arabic", async () => {
      await translatedBlog({ status: 'draft' });
      return { path: '/blog?locale=ar&page=1&limit=5', options: admin() };
    }),
    scenario('GET /blog', 200, "staff's English list with translations", async () => {
      await translatedBlog();
      return { path: '/blog', options: admin() };
    }),
    scenario('GET /blog', 400, 'an unknown locale', () => ({ path: '/blog?locale=fr' })),
    scenario('GET /api/caseStudies', 200, 'public list in Arabic', async () => {
      await translatedCaseStudy();
      return { path: '/api/caseStudies?locale=ar' };
    }),
    scenario('GET /api/caseStudies', 200, "staff's list with translations", async () => {
      await translatedCaseStudy();
      return { path: '/api/caseStudies?page=1', options: admin() };
    }),
    scenario('GET /api/locationpages', 200, 'public list in Arabic', async () => {
      await translatedLocation();
      return { path: '/api/locationpages?locale=ar' };
    }),
    scenario('GET /api/locationpages', 200, "staff's list with translations", async () => {
      await translatedLocation();
      return { path: '/api/locationpages', options: admin() };
    }),
    // One record.
    scenario('GET /blog/:id', 200, 'by id, in Arabic', async () => ({
      path: `/blog/${(await translatedBlog()).id}?locale=ar`,
    })),
    scenario('GET /blog/:id', 200, 'by its Arabic slug, staff', async () => ({
      path: `/blog/${encodeURIComponent((await translatedBlog()).slug)}?locale=ar`,
      options: admin(),
    })),
    scenario('GET /blog/:id', 404, 'no translation', async () => ({
      path: `/blog/${await newBlog()}?locale=ar`,
    })),
    scenario('GET /blog/:id', 400, 'an unknown locale', async () => ({
      path: `/blog/${await newBlog()}?locale=de`,
    })),
    scenario('GET /api/caseStudies/:id', 200, 'in Arabic', async () => ({
      path: `/api/caseStudies/${await translatedCaseStudy()}?locale=ar`,
    })),
    scenario('GET /api/caseStudies/:id', 404, 'no translation', async () => ({
      path: `/api/caseStudies/${await newCaseStudy()}?locale=ar`,
    })),
    scenario('GET /api/locationpages/:id', 200, 'in Arabic', async () => ({
      path: `/api/locationpages/${(await translatedLocation()).id}?locale=ar`,
    })),
    scenario('GET /api/locationpages/:id', 404, 'no translation', async () => ({
      path: `/api/locationpages/${await newLocation()}?locale=ar`,
    })),
    // Writes.
    scenario('PUT /blog/:id', 200, 'writes the translation', async () => ({
      path: `/blog/${await newBlog()}?locale=ar`,
      options: { ...admin(), json: blogTranslationPayload() },
    })),
    scenario('PUT /blog/:id', 400, 'a slug with a slash', async () => ({
      path: `/blog/${await newBlog()}?locale=ar`,
      options: { ...admin(), json: blogTranslationPayload({ slug_url: 'أ/ب' }) },
    })),
    scenario('PUT /blog/:id', 400, 'an unknown locale', async () => ({
      path: `/blog/${await newBlog()}?locale=xx`,
      options: { ...admin(), json: blogTranslationPayload() },
    })),
    scenario('PUT /blog/:id', 404, 'an unknown blog', () => ({
      path: '/blog/999999?locale=ar',
      options: { ...admin(), json: blogTranslationPayload() },
    })),
    scenario('PUT /blog/:id', 409, 'a taken Arabic slug', async () => {
      const { slug } = await translatedBlog();
      return {
        path: `/blog/${await newBlog()}?locale=ar`,
        options: { ...admin(), json: blogTranslationPayload({ slug_url: slug }) },
      };
    }),
    scenario('PUT /blog/:id', 401, 'the public', async () => ({
      path: `/blog/${await newBlog()}?locale=ar`,
      options: { json: blogTranslationPayload() },
    })),
    scenario('PUT /api/caseStudies/:id', 200, 'writes the translation', async () => ({
      path: `/api/caseStudies/${await newCaseStudy()}?locale=ar`,
      options: { ...admin(), json: caseStudyTranslationPayload() },
    })),
    scenario('PUT /api/caseStudies/:id', 400, 'publishing without a hero heading', async () => ({
      path: `/api/caseStudies/${await newCaseStudy()}?locale=ar`,
      options: { ...admin(), json: caseStudyTranslationPayload({ heroHeading: ' ' }) },
    })),
    scenario('PUT /api/locationpages/:id', 200, 'writes the translation', async () => ({
      path: `/api/locationpages/${await newLocation()}?locale=ar`,
      options: { ...admin(), json: locationTranslationPayload() },
    })),
    scenario('PUT /api/locationpages/:id', 400, 'a fixed Arabic route', async () => ({
      path: `/api/locationpages/${await newLocation()}?locale=ar`,
      options: { ...admin(), json: locationTranslationPayload({ slug_url: 'Insights' }) },
    })),
    scenario('PUT /api/locationpages/:id', 409, 'a taken Arabic slug', async () => {
      const { slug } = await translatedLocation();
      return {
        path: `/api/locationpages/${await newLocation()}?locale=ar`,
        options: { ...admin(), json: locationTranslationPayload({ slug_url: slug }) },
      };
    }),
    scenario('DELETE /blog/:id', 200, 'deletes the translation', async () => ({
      path: `/blog/${(await translatedBlog()).id}?locale=ar`,
      options: admin(),
    })),
    scenario('DELETE /blog/:id', 404, 'no translation', async () => ({
      path: `/blog/${await newBlog()}?locale=ar`,
      options: admin(),
    })),
    scenario('DELETE /blog/:id', 400, 'an unknown locale', async () => ({
      path: `/blog/${await newBlog()}?locale=fr`,
      options: admin(),
    })),
    scenario('DELETE /api/caseStudies/:id', 200, 'deletes the translation', async () => ({
      path: `/api/caseStudies/${await translatedCaseStudy()}?locale=ar`,
      options: admin(),
    })),
    scenario('DELETE /api/locationpages/:id', 200, 'deletes the translation', async () => ({
      path: `/api/locationpages/${(await translatedLocation()).id}?locale=ar`,
      options: admin(),
    })),
    // Revisions and preview links.
    scenario('GET /api/revisions', 200, "the translation's", async () => ({
      path: `/api/revisions?entity=blog&id=${(await translatedBlog()).id}&locale=ar`,
      options: admin(),
    })),
    scenario('GET /api/revisions/:id', 200, "a translation's", async () => ({
      path: `/api/revisions/${await arabicRevision()}`,
      options: admin(),
    })),
    scenario('POST /api/revisions/:id/restore', 200, "a translation's", async () => ({
      path: `/api/revisions/${await arabicRevision()}/restore?locale=ar`,
      options: admin(),
    })),
    scenario('POST /api/revisions/:id/restore', 404, 'another language', async () => ({
      path: `/api/revisions/${await arabicRevision()}/restore?locale=en`,
      options: admin(),
    })),
    scenario('POST /api/preview-links', 201, "the translation's draft", async () => ({
      path: '/api/preview-links',
      options: {
        ...admin(),
        json: { entity: 'blog', id: (await translatedBlog()).id, locale: 'ar' },
      },
    })),
    scenario('POST /api/preview-links', 404, 'no translation', async () => ({
      path: '/api/preview-links',
      options: { ...admin(), json: { entity: 'blog', id: await newBlog(), locale: 'ar' } },
    })),
    scenario('DELETE /api/preview-links', 200, "the translation's links", async () => ({
      path: `/api/preview-links?entity=blog&id=${(await translatedBlog()).id}&locale=ar`,
      options: admin(),
    })),
    scenario('GET /api/preview', 404, 'no translation', async () => ({
      path: `/api/preview?entity=blog&id=${await newBlog()}&locale=ar`,
      options: admin(),
    })),
    scenario('GET /api/preview', 307, "the translation's draft", async () => ({
      path: `/api/preview?entity=blog&id=${(await translatedBlog()).id}&locale=ar`,
      options: admin(),
    })),
    scenario('GET /preview/:token', 307, "a link to a translation's draft", async () => {
      const link = await created('POST', '/api/preview-links', {
        entity: 'location-page',
        id: (await translatedLocation()).id,
        locale: 'ar',
      });
      return { path: new URL(link.url as string).pathname };
    }),
  ];
}
