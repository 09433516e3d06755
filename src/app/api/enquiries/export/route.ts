import { STAFF_ROLES } from '@/lib/roles';
import { endpoint } from '@/http/endpoint';
import { listAllEnquiries } from '@/server/enquiries/enquiries';
import { enquiriesToCsv } from '@/server/enquiries/export';

export const dynamic = 'force-dynamic';

// GET /api/enquiries/export – every enquiry as a CSV attachment (staff)
export const GET = endpoint(
  {
    summary: 'Every enquiry as CSV (formula cells neutralised)',
    auth: STAFF_ROLES,
    response: { contentType: 'text/csv', description: 'A CSV attachment' },
    audit: 'enquiry',
  },
  async ({ db, audit }) => {
    const csv = enquiriesToCsv(await listAllEnquiries(db));
    audit({ action: 'export' });
    const date = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
