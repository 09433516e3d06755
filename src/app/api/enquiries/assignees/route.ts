import { z } from 'zod';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { listAssignees } from '@/server/enquiries/inbox';

export const dynamic = 'force-dynamic';

// GET /api/enquiries/assignees – who an enquiry can be assigned to: the active staff's ids
// and names, nothing else of their accounts (editors cannot read the staff list) (staff)
export const GET = endpoint(
  {
    summary: 'Who an enquiry can be assigned to: the active staff, by id and name (staff)',
    auth: STAFF_ROLES,
    response: dataAnswer(
      z.array(z.object({ id: z.number().int(), name: z.string() })).meta({ id: 'Assignees' }),
    ),
  },
  async ({ db }) => success({ data: await listAssignees(db) }),
);
