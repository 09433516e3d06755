import { enquiryDetail, enquiryRecord } from '@/lib/schemas/answers/site';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { enquiryPatchSchema, enquiryUpdateSchema } from '@/lib/schemas/enquiry';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { getEnquiry } from '@/server/enquiries/enquiries';
import { listNotes, setEnquiryHandled, updateEnquiry } from '@/server/enquiries/inbox';
import { nudgeOutbox } from '@/server/mail/outbox';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Enquiry not found.';

// GET /api/enquiries/:id – one enquiry with its e-mail's delivery state and its notes (staff)
export const GET = endpoint(
  {
    summary:
      "One enquiry with its e-mail's delivery state, where it came from, and its notes (staff)",
    auth: STAFF_ROLES,
    params: ['id'],
    response: dataAnswer(enquiryDetail),
    errors: { not_found: 'Unknown id' },
  },
  async ({ db, params }) => {
    const id = rowIdParam(params.id, NOT_FOUND);
    const item = await getEnquiry(db, id);
    if (!item) throw notFound(NOT_FOUND);
    return success({ data: { ...item, notes: await listNotes(db, id) } });
  },
);

// PUT /api/enquiries/:id – {status, assignee}: move it in the pipeline and/or assign it;
// out of Spam ("Not spam") it is e-mailed as a new enquiry (staff)
export const PUT = endpoint(
  {
    summary:
      'Move an enquiry in the pipeline (new, contacted, won, lost, spam) and/or assign it (staff)',
    description:
      'Moving an enquiry out of spam ("Not spam") sends the e-mail it was never sent. assignee null assigns it to nobody.',
    auth: STAFF_ROLES,
    params: ['id'],
    body: enquiryUpdateSchema,
    response: dataAnswer(enquiryRecord),
    errors: { not_found: 'Unknown id', invalid: 'The assignee is not an active staff member' },
    audit: 'enquiry',
  },
  async ({ db, params, body, audit }) => {
    const id = rowIdParam(params.id, NOT_FOUND);
    const { before, after, released } = await updateEnquiry(db, id, body);
    if (released) nudgeOutbox();
    // The audit log names fields, never values (what the status became, who was assigned).
    const fields = [
      ...(before.status !== after.status ? ['status'] : []),
      ...(before.assignee !== after.assignee ? ['assignee'] : []),
    ];
    audit({ action: 'update', entityId: id, fields });
    return success({ data: after });
  },
);

// PATCH /api/enquiries/:id – {handled: boolean}, as before the pipeline: handled is
// Contacted, unhandled is New (staff)
export const PATCH = endpoint(
  {
    summary: 'Mark an enquiry handled (Contacted) or not (New), as before the pipeline (staff)',
    auth: STAFF_ROLES,
    params: ['id'],
    body: enquiryPatchSchema,
    response: dataAnswer(enquiryRecord),
    errors: { not_found: 'Unknown id' },
    audit: 'enquiry',
  },
  async ({ db, params, body, audit }) => {
    const id = rowIdParam(params.id, NOT_FOUND);
    const { before, after, released } = await setEnquiryHandled(db, id, body.handled);
    if (released) nudgeOutbox();
    audit({
      action: 'update',
      entityId: id,
      fields: before.status !== after.status ? ['handled'] : [],
    });
    return success({ data: after });
  },
);
