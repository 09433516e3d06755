import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { endSessionById } from '@/server/auth/sessions';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

// DELETE /api/users/me/sessions/:id – ends one of the caller's sessions; that browser is
// signed out at its next request (signed in)
export const DELETE = endpoint(
  {
    summary:
      "End one of the caller's sessions (any staff member); that browser is signed out at its next request",
    auth: 'signed-in',
    params: ['id'],
    response: messageAnswer,
    errors: { not_found: 'No live session of the caller has that id' },
    audit: 'session',
  },
  async ({ db, params, session, audit }) => {
    if (!(await endSessionById(db, session.user.id, params.id))) {
      throw notFound('No session of yours has that id, or it has already ended.');
    }
    audit({ action: 'session-end', entityId: session.user.id });
    return success({ message: 'That session has been signed out.' });
  },
);
