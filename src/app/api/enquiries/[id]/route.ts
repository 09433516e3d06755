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
export const GET = endpoint({ auth: STAFF_ROLES, params: ['id'] }, async ({ db, params }) => {
  const item = await getEnquiry(db, rowIdParam(params.id, NOT_FOUND));
  if (!item) throw notFound(NOT_FOUND);
  return success({ data: item });
});

// PATCH /api/enquiries/:id – {handled: boolean}: mark it handled or not (staff)
export const PATCH = endpoint(
  { auth: STAFF_ROLES, params: ['id'], body: enquiryPatchSchema, audit: 'enquiry' },
  async ({ db, params, body, audit }) => {
    const item = await setEnquiryHandled(db, rowIdParam(params.id, NOT_FOUND), body.handled);
    if (!item) throw notFound(NOT_FOUND);
    audit({ action: 'update', entityId: params.id, fields: ['handled'] });
    return success({ data: item });
  },
);
