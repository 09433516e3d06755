import { enquiryPatchSchema } from '@/lib/schemas/enquiry';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { getEnquiry, setEnquiryHandled } from '@/server/enquiries/enquiries';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Enquiry not found.';

// GET /api/enquiries/:id – one enquiry with its e-mail's delivery state (admin)
export const GET = endpoint({ auth: 'admin', params: ['id'] }, async ({ db, params }) => {
  const item = await getEnquiry(db, rowIdParam(params.id, NOT_FOUND));
  if (!item) throw notFound(NOT_FOUND);
  return success({ data: item });
});

// PATCH /api/enquiries/:id – {handled: boolean}: mark it handled or not (admin)
export const PATCH = endpoint(
  { auth: 'admin', params: ['id'], body: enquiryPatchSchema },
  async ({ db, params, body }) => {
    const item = await setEnquiryHandled(db, rowIdParam(params.id, NOT_FOUND), body.handled);
    if (!item) throw notFound(NOT_FOUND);
    return success({ data: item });
  },
);
