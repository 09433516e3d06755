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
export const GET = endpoint({ auth: 'admin' }, async ({ db, request }) => {
  const page = readPageRequest(request) ?? { page: 1, limit: 20, search: '' };
  const { items, total } = await listRedirectPage(db, page);
  return json(items, { headers: pageHeaders(total) });
});

// POST /api/redirects – {source, target, code: 301|308|410}; refuses a live page as the
// source and a loop; chains collapse (admin)
export const POST = endpoint(
  { auth: 'admin', body: redirectSchema, audit: 'redirect' },
  async ({ db, body, audit }) => {
    const redirect = await createRedirect(db, body);
    audit({ action: 'create', entityId: redirect.id, fields: ['source', 'target', 'code'] });
    await forgetNotFound(db, redirect.source);
    await reloadRedirects();
    return json(redirect, { status: 201 });
  },
);
