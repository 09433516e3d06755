import type { z } from 'zod';
import { restoredRecord } from '@/lib/schemas/answers/translations';
import { localeQuery } from '@/lib/schemas/locale';
import { STAFF_ROLES } from '@/lib/roles';
import { authorOf } from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { readQuery, rowIdParam } from '@/http/params';
import { json } from '@/http/respond';
import { restoreRevision } from '@/server/editorial/restore';

export const dynamic = 'force-dynamic';

// POST /api/revisions/:id/restore – the record takes that revision's fields again (a new
// revision); its status stays as it is: a published record is live with them at once.
// Answers the record (staff)
export const POST = endpoint(
  {
    summary: "Restore a revision's fields as the record's current version",
    description:
      'A save like any other (it makes a revision of its own); the status and any schedule stay: ' +
      'a published record is live with the restored fields at once. Answers the record bare, as its ' +
      "own endpoint does. A translation's revision restores the translation (the record stays as it is) " +
      "and answers the translated record; a locale given must be the revision's language.",
    auth: STAFF_ROLES,
    params: ['id'],
    query: localeQuery,
    response: restoredRecord,
    errors: {
      invalid: "The revision's fields are no longer valid",
      not_found:
        'Unknown revision (or not one of the language locale names), or its record (or translation) was deleted',
    },
    audit: 'revision',
  },
  async ({ db, params, request, session, expire, audit }) => {
    const revisionId = rowIdParam(params.id, 'Revision not found.');
    const { locale } = readQuery(request, localeQuery);
    const { after, tags } = await restoreRevision(db, revisionId, authorOf(session), locale);
    expire(tags);
    audit({ action: 'restore', entityId: revisionId });
    // The domain knows the restored record only as PublicationState; the contract test
    // (tests/api/answers.test.ts) holds the answer to the declaration.
    return json(after as z.input<typeof restoredRecord>);
  },
);
