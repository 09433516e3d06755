import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/roles';
import { mediaAssetRecord } from '@/lib/schemas/answers/media';
import { LIST_DEFAULT_LIMIT } from '@/lib/schemas/list-query';
import { mediaListQuery } from '@/lib/schemas/media';
import { endpoint } from '@/http/endpoint';
import { pageHeaders, readQuery } from '@/http/params';
import { json } from '@/http/respond';
import { LIST_USES_PER_ASSET, listAssets } from '@/server/media/assets';

export const dynamic = 'force-dynamic';

// GET /api/media?page=&limit=&q=&kind=&unused=&url= – one page of the media library, newest
// first, each asset with its first uses; the total in X-Total-Count (staff)
export const GET = endpoint(
  {
    summary:
      'The media library, newest first: one page (20 by default), each asset with where it is used (staff)',
    description:
      `usedIn lists at most the first ${LIST_USES_PER_ASSET} uses of each asset (by entity, record ` +
      'and field); GET /api/media/{id} lists them all.',
    auth: STAFF_ROLES,
    query: mediaListQuery,
    response: z.array(mediaAssetRecord),
    headers: { 'X-Total-Count': 'How many assets match in all' },
  },
  async ({ db, request }) => {
    const query = readQuery(request, mediaListQuery);
    const { items, total } = await listAssets(
      db,
      { page: query.page ?? 1, limit: query.limit ?? LIST_DEFAULT_LIMIT, search: query.q ?? '' },
      { kind: query.kind, unused: query.unused === 'true', url: query.url },
    );
    return json(items, { headers: pageHeaders(total) });
  },
);
