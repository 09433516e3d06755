import { redirectSchema } from '@/lib/schemas/editorial';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json, success } from '@/http/respond';
import { reloadRedirects } from '@/server/editorial/redirect-table';
import { forgetNotFound } from '@/server/editorial/not-found-log';
import { deleteRedirect, updateRedirect } from '@/server/editorial/redirects';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Redirect not found.';

// PUT /api/redirects/:id – change a redirect, under POST's rules (admin)
export const PUT = endpoint(
  { auth: 'admin', params: ['id'], body: redirectSchema, audit: 'redirect' },
  async ({ db, params, body }) => {
    const redirect = await updateRedirect(db, rowIdParam(params.id, NOT_FOUND), body);
    await forgetNotFound(db, redirect.source);
    await reloadRedirects();
    return json(redirect);
  },
);

// DELETE /api/redirects/:id – remove a redirect: {status, message} (admin)
export const DELETE = endpoint(
  { auth: 'admin', params: ['id'], audit: 'redirect' },
  async ({ db, params }) => {
    await deleteRedirect(db, rowIdParam(params.id, NOT_FOUND));
    await reloadRedirects();
    return success({ message: 'Redirect deleted.' });
  },
);
