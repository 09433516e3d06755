import { z } from 'zod';
import { redirectRecord } from '@/lib/schemas/answers/content';
import { listQuery } from '@/lib/schemas/list-query';
import { redirectSchema } from '@/lib/schemas/editorial';
import { endpoint } from '@/http/endpoint';
import { pageHeaders, readPageRequest } from '@/http/params';
import { json } from '@/http/respond';
import { reloadRedirects } from '@/server/editorial/redirect-table';
import { createRedirect, listRedirectPage } from '@/server/editorial/redirects';
import { forgetNotFound } from '@/server/editorial/not-found-log';

export const dynamic = 'force-dynamic';

// GET /api/redirects – redirects, newest change first, with hit counts; one page of them
// (?page=&limit=&q=, 20 by default), the total in X-Total-Count (admin)
export const GET = endpoint(
  {
    summary: 'Redirects, newest change first, with hit counts; one page (20 by default) (admin)',
    auth: 'admin',
    query: listQuery,
    response: z.array(redirectRecord),
    headers: { 'X-Total-Count': 'How many redirects match in all' },
  },
  async ({ db, request }) => {
    const page = readPageRequest(request) ?? { page: 1, limit: 20, search: '' };
    const { items, total } = await listRedirectPage(db, page);
    return json(items, { headers: pageHeaders(total) });
  },
);

// POST /api/redirects – {source, target, code: 301|308|410}; refuses a live page as the
// source and a loop; chains collapse (admin)
export const POST = endpoint(
  {
    summary: 'Add a redirect (301, 308) or a 410 Gone (admin)',
    description:
      'Answered by every instance within seconds, before any page or cache. Refused from a live page ' +
      'of the site and when it would loop; chains collapse (a redirect to a redirected path points to ' +
      "the chain's end, and redirects to this source are pointed on). Its source leaves the 404 log.",
    auth: 'admin',
    body: redirectSchema,
    response: redirectRecord,
    status: 201,
    errors: {
      invalid: 'A live page of the site as the source, or a redirect that would loop',
      conflict: 'A redirect from this source already exists',
    },
    audit: 'redirect',
  },
  async ({ db, body, audit }) => {
    const redirect = await createRedirect(db, body);
    audit({ action: 'create', entityId: redirect.id, fields: ['source', 'target', 'code'] });
    await forgetNotFound(db, redirect.source);
    await reloadRedirects();
    return json(redirect, { status: 201 });
  },
);
