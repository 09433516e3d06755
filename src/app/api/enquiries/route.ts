import { enquiryPage } from '@/lib/schemas/answers/site';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { enquiryPageQuery } from '@/lib/schemas/enquiry';
import { endpoint } from '@/http/endpoint';
import { readEnquiryFilter } from '@/http/enquiry-filter';
import { readQuery } from '@/http/params';
import { success } from '@/http/respond';
import { listEnquiries } from '@/server/enquiries/inbox';

export const dynamic = 'force-dynamic';

// GET /api/enquiries?page=1&pageSize=20&status=&form=&source=&assignee=&from=&to= – the
// inbox, newest first; without status every enquiry but Spam (staff)
export const GET = endpoint(
  {
    summary: 'The enquiry inbox, newest first, filtered; Spam only when asked for (staff)',
    auth: STAFF_ROLES,
    query: enquiryPageQuery,
    response: dataAnswer(enquiryPage),
  },
  async ({ db, request }) => {
    const { page, pageSize } = readQuery(request, enquiryPageQuery);
    const { items, total } = await listEnquiries(db, readEnquiryFilter(request), {
      page,
      pageSize,
    });
    return success({ data: { items, page, pageSize, total } });
  },
);
