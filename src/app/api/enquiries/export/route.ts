import { requireAdmin } from '@/server/auth/authenticate';
import { getDb } from '@/server/db';
import { listAllEnquiries } from '@/server/enquiries/enquiries';
import { enquiriesToCsv } from '@/server/enquiries/export';
import { route } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// GET /api/enquiries/export – every enquiry as a CSV attachment (admin)
export const GET = route(async (request) => {
  await requireAdmin(request);
  const csv = enquiriesToCsv(await listAllEnquiries(await getDb()));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
