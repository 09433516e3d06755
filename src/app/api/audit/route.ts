import { readAuditFilter } from '@/http/audit-filter';
import { endpoint } from '@/http/endpoint';
import { pageHeaders } from '@/http/params';
import { success } from '@/http/respond';
import { listAudit } from '@/server/audit/audit';

export const dynamic = 'force-dynamic';

// GET /api/audit?user=&entity=&from=&to=&page= – 50 entries a page, newest first; the
// total in X-Total-Count; from/to are days in the site's time zone, inclusive (admin)
export const GET = endpoint({ auth: 'admin' }, async ({ db, request }) => {
  const { page, ...filter } = readAuditFilter(request);
  const { entries, total } = await listAudit(db, filter, page);
  return success({ data: entries }, { headers: pageHeaders(total) });
});
