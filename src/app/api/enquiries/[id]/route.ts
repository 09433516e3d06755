import { enquiryRecord } from '@/lib/schemas/answers/site';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { enquiryPatchSchema } from '@/lib/schemas/enquiry';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { getEnquiry, setEnquiryHandled } from '@/server/enquiries/enquiries';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Enquiry not found.';

// GET /api/enquiries/:id – one enquiry with its e-mail's delivery state (staff)
export const GET = endpoint(
  {
    summary: "One enquiry with its e-mail's delivery state",
    auth: STAFF_ROLES,
    params: ['id'],
    response: dataAnswer(enquiryRecord),
    errors: { not_found: 'Unknown id' },
  },
  async ({ db, params }) => {
    const item = await getEnquiry(db, rowIdParam(params.id, NOT_FOUND));
    if (!item) throw notFound(NOT_FOUND);
    return success({ data: item });
  },
);

// PATCH /api/enquiries/:id – {handled: boolean}: mark it handled or not (staff)
export const PATCH = endpoint(
  {
    summary: 'Mark an enquiry handled or not',
    auth: STAFF_ROLES,
    params: ['id'],
    body: enquiryPatchSchema,
    response: dataAnswer(enquiryRecord),
    errors: { not_found: 'Unknown id' },
    audit: 'enquiry',
  },
  async ({ db, params, body, audit }) => {
    const item = await setEnquiryHandled(db, rowIdParam(params.id, NOT_FOUND), body.handled);
    if (!item) throw notFound(NOT_FOUND);
    audit({ action: 'update', entityId: params.id, fields: ['handled'] });
    return success({ data: item });
  },
);
