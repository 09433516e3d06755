import { enquiryNote } from '@/lib/schemas/answers/site';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { enquiryNoteSchema } from '@/lib/schemas/enquiry';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { addNote } from '@/server/enquiries/inbox';

export const dynamic = 'force-dynamic';

// POST /api/enquiries/:id/notes – {text}: an internal note, kept with its author and time (staff)
export const POST = endpoint(
  {
    summary: 'Add an internal note to an enquiry, kept with its author and time (staff)',
    auth: STAFF_ROLES,
    params: ['id'],
    body: enquiryNoteSchema,
    response: dataAnswer(enquiryNote),
    status: 201,
    errors: { not_found: 'Unknown id' },
    audit: 'enquiry',
  },
  async ({ db, params, body, session, audit }) => {
    const id = rowIdParam(params.id, 'Enquiry not found.');
    const note = await addNote(
      db,
      id,
      { id: session.user.id, name: session.user.name || session.user.email },
      body.text,
    );
    audit({ action: 'update', entityId: id, fields: ['note'] });
    return success({ data: note }, { status: 201 });
  },
);
