import { STAFF_ROLES } from '@/lib/roles';
import { enquiryFilterQuery } from '@/lib/schemas/enquiry';
import { endpoint } from '@/http/endpoint';
import { readEnquiryFilter } from '@/http/enquiry-filter';
import { allEnquiries } from '@/server/enquiries/inbox';
import { csvHeader, enquiryCsvRows } from '@/server/enquiries/export';

export const dynamic = 'force-dynamic';

// GET /api/enquiries/export?status=&form=&source=&assignee=&from=&to= – the enquiries the
// inbox's filters select, as a CSV attachment, streamed in pages (staff)
export const GET = endpoint(
  {
    summary:
      'The enquiries the filters select (every one but Spam by default) as CSV, formula cells neutralised (staff)',
    auth: STAFF_ROLES,
    query: enquiryFilterQuery,
    response: { contentType: 'text/csv', description: 'A CSV attachment' },
    audit: 'enquiry',
  },
  async ({ db, request, audit }) => {
    const pages = allEnquiries(db, readEnquiryFilter(request));
    audit({ action: 'export' });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader()));
      },
      async pull(controller) {
        const next = await pages.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(enquiryCsvRows(next.value)));
      },
    });
    const date = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
