import { enquiryStats as enquiryStatsAnswer } from '@/lib/schemas/answers/site';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { statsQuery } from '@/lib/schemas/enquiry';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { success } from '@/http/respond';
import { dashboardStats } from '@/server/enquiries/stats';

export const dynamic = 'force-dynamic';

// GET /api/enquiries/stats?range=4w|12w|12m – the dashboard's figures, Spam left out (staff)
export const GET = endpoint(
  {
    summary:
      "The dashboard's figures: enquiries per week or month by form, by source with the won rate, top pages (staff)",
    description:
      'Spam is left out. Weeks end today; 12m counts calendar months. Days are on the site clock.',
    auth: STAFF_ROLES,
    query: statsQuery,
    response: dataAnswer(enquiryStatsAnswer),
  },
  async ({ db, request }) => {
    const { range } = readQuery(request, statsQuery);
    return success({ data: await dashboardStats(db, range) });
  },
);
