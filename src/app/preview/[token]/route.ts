import { endpoint } from '@/http/endpoint';
import { previewPath, startPreview } from '@/http/preview';
import { linkGrant } from '@/server/editorial/preview-grant';
import { resolvePreviewLink } from '@/server/editorial/preview-links';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

// GET /preview/:token – a preview link: shows the record's latest draft (or its
// translation's, at its address) in this browser (draft mode), never indexed; 404 once
// expired or revoked (public)
export const GET = endpoint(
  {
    summary: "A preview link: shows the record's latest draft in this browser (never indexed)",
    auth: 'public',
    params: ['token'],
    response: { redirect: "To the draft's public page", setsCookies: true },
    errors: {
      not_found: 'Unknown, expired or revoked link, or the record (or its translation) was deleted',
    },
  },
  async ({ db, params }) => {
    const target = await resolvePreviewLink(db, params.token);
    if (!target) throw notFound('This preview link has expired or was revoked.');
    return startPreview(linkGrant(params.token), await previewPath(db, target));
  },
);
