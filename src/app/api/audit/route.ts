import { z } from 'zod';
import { auditEntry } from '@/lib/schemas/answers/accounts';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { auditQuery } from '@/lib/schemas/audit';
import { AUDIT_PAGE_SIZE } from '@/server/audit/audit';
import { readAuditFilter } from '@/http/audit-filter';
import { endpoint } from '@/http/endpoint';
import { pageHeaders } from '@/http/params';
import { success } from '@/http/respond';
import { listAudit } from '@/server/audit/audit';

export const dynamic = 'force-dynamic';

// GET /api/audit?user=&entity=&from=&to=&page= – 50 entries a page, newest first; the
// total in X-Total-Count; from/to are days in the site's time zone, inclusive (admin)
export const GET = endpoint(
  {
    summary: `The audit log, newest first, ${AUDIT_PAGE_SIZE} entries a page (admin)`,
    description:
      'Who changed what, when and from where; the names of changed fields, never their contents. ' +
      'Entries are kept a year. from and to are days in SITE_TIME_ZONE, inclusive.',
    auth: 'admin',
    query: auditQuery,
    response: dataAnswer(z.array(auditEntry)),
    headers: { 'X-Total-Count': 'How many entries match in all' },
  },
  async ({ db, request }) => {
    const { page, ...filter } = readAuditFilter(request);
    const { entries, total } = await listAudit(db, filter, page);
    return success({ data: entries }, { headers: pageHeaders(total) });
  },
);
