import { z } from 'zod';
import { staffSession } from '@/lib/schemas/answers/accounts';
import { dataAnswer, messageAnswer } from '@/lib/schemas/answers/envelopes';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { deviceLabel } from '@/server/auth/device';
import { endSessions, listLiveSessions } from '@/server/auth/sessions';

export const dynamic = 'force-dynamic';

// GET /api/users/me/sessions – the caller's live sessions, most recently used first:
// {status, data: [{id, device, clientIp, createdAt, lastUsedAt, current}]} (signed in)
export const GET = endpoint(
  {
    summary: "The caller's live sessions, most recently used first (any staff member)",
    auth: 'signed-in',
    response: dataAnswer(z.array(staffSession)),
  },
  async ({ db, session }) => {
    const sessions = await listLiveSessions(db, session.user.id);
    return success({
      data: sessions.map(({ userAgent, ...rest }) => ({
        ...rest,
        device: deviceLabel(userAgent),
        current: rest.id === session.sessionId,
      })),
    });
  },
);

// DELETE /api/users/me/sessions – ends every session of the caller but this one (signed in)
export const DELETE = endpoint(
  {
    summary: "End every session of the caller's but this one (any staff member)",
    auth: 'signed-in',
    response: messageAnswer,
    audit: 'session',
  },
  async ({ db, session, audit }) => {
    const ended = await endSessions(db, session.user.id, session.sessionId);
    audit({ action: 'session-end', entityId: session.user.id });
    return success({
      message: ended === 1 ? '1 other session signed out.' : `${ended} other sessions signed out.`,
    });
  },
);
