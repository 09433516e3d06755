import { redirectRecord } from '@/lib/schemas/answers/content';
import { messageAnswer } from '@/lib/schemas/answers/envelopes';
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
  {
    summary: 'Change a redirect, under the rules of POST (admin)',
    auth: 'admin',
    params: ['id'],
    body: redirectSchema,
    response: redirectRecord,
    errors: {
      invalid: 'A live page of the site as the source, or a redirect that would loop',
      not_found: 'Unknown id',
      conflict: 'A redirect from this source already exists',
    },
    audit: 'redirect',
  },
  async ({ db, params, body }) => {
    const redirect = await updateRedirect(db, rowIdParam(params.id, NOT_FOUND), body);
    await forgetNotFound(db, redirect.source);
    await reloadRedirects();
    return json(redirect);
  },
);

// DELETE /api/redirects/:id – remove a redirect: {status, message} (admin)
export const DELETE = endpoint(
  {
    summary: 'Remove a redirect (admin)',
    auth: 'admin',
    params: ['id'],
    response: messageAnswer,
    errors: { not_found: 'Unknown id' },
    audit: 'redirect',
  },
  async ({ db, params }) => {
    await deleteRedirect(db, rowIdParam(params.id, NOT_FOUND));
    await reloadRedirects();
    return success({ message: 'Redirect deleted.' });
  },
);
