import { z } from 'zod';
import { listQuery } from '@/lib/schemas/list-query';
import { localeParam } from '@/lib/schemas/locale';
import { STAFF_ROLES } from '@/lib/roles';
import { missingAltEntry } from '@/lib/schemas/answers/media';
import { endpoint } from '@/http/endpoint';
import { pageHeaders, readPageRequest, readQuery } from '@/http/params';
import { json } from '@/http/respond';
import { listMissingAlt } from '@/server/media/assets';

export const dynamic = 'force-dynamic';

// GET /api/media/missing-alt?page=&limit=&locale= – the pictures records show without alt
// text: assets with none (not marked decorative), and addresses that are not in the
// library; with locale=ar, the pictures of translated records without Arabic alt text (staff)

const missingAltQuery = listQuery.pick({ page: true, limit: true }).extend({
  locale: localeParam.describe(
    'en (the default): pictures without alt text. ar: pictures of records that have an Arabic ' +
      'translation whose asset has no Arabic alt text (Arabic pages show the English meanwhile)',
  ),
});
export const GET = endpoint(
  {
    summary:
      'Pictures shown without alt text: each record and field, one page (20 by default) (staff)',
    description:
      'An image field whose asset has no alt text and is not marked decorative, or whose address is ' +
      'not in the library (assetId null). Records saved without a status are published as before; ' +
      'their pictures are listed here until staff describe them.',
    auth: STAFF_ROLES,
    query: missingAltQuery,
    response: z.array(missingAltEntry),
    headers: { 'X-Total-Count': 'How many pictures lack alt text in all' },
  },
  async ({ db, request }) => {
    const page = readPageRequest(request) ?? { page: 1, limit: 20, search: '' };
    const { locale } = readQuery(request, missingAltQuery);
    const { items, total } = await listMissingAlt(db, page, locale);
    return json(items, { headers: pageHeaders(total) });
  },
);
