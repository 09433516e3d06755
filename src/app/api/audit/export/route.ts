import { auditQuery } from '@/lib/schemas/audit';
import { readAuditFilter } from '@/http/audit-filter';
import { endpoint } from '@/http/endpoint';
import { auditCsv } from '@/server/audit/export';

export const dynamic = 'force-dynamic';

// GET /api/audit/export?user=&entity=&from=&to= – every matching entry as a CSV
// attachment (admin; the export itself is audited)
export const GET = endpoint(
  {
    summary: 'Every matching audit entry as CSV, newest first (admin; the export is itself logged)',
    auth: 'admin',
    query: auditQuery.omit({ page: true }),
    response: { contentType: 'text/csv', description: 'A CSV attachment' },
    audit: 'audit-log',
  },
  async ({ db, request, audit }) => {
    const { page: _page, ...filter } = readAuditFilter(request);
    audit({ action: 'export' });
    const date = new Date().toISOString().slice(0, 10);
    return new Response(auditCsv(db, filter), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
