import { PREVIEW_LINK_DAYS } from '@/lib/editorial';
import { previewLinkRecord } from '@/lib/schemas/answers/content';
import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { previewLinkSchema } from '@/lib/schemas/editorial';
import { authorOf } from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { json, success } from '@/http/respond';
import { getEnv } from '@/env';
import { CONTENT_TYPES } from '@/server/editorial/content-types';
import { createPreviewLink, revokePreviewLinks } from '@/server/editorial/preview-links';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

// POST /api/preview-links {entity, id} – a link that shows the record's latest draft to
// anyone who has it, for 7 days or until revoked: {url, expiresAt} (staff)
export const POST = endpoint(
  {
    summary: `A link that shows the record's latest draft to anyone who has it, for ${PREVIEW_LINK_DAYS} days or until revoked`,
    auth: STAFF_ROLES,
    body: previewLinkSchema,
    response: previewLinkRecord,
    status: 201,
    errors: { not_found: 'Unknown record' },
    audit: 'preview-link',
  },
  async ({ db, body, session, audit }) => {
    const type = CONTENT_TYPES[body.entity];
    const id = type.parseId(body.id);
    if (id === undefined || !(await type.read(db, id)))
      throw notFound('Nothing to preview: the record was not found.');
    const { token, expiresAt } = await createPreviewLink(db, body, authorOf(session));
    audit({ action: 'create', entityId: `${body.entity} ${body.id}` });
    return json({ url: `${getEnv().SITE_URL}/preview/${token}`, expiresAt }, { status: 201 });
  },
);

// DELETE /api/preview-links?entity=…&id=… – revokes every link to the record (staff)
export const DELETE = endpoint(
  {
    summary: 'Revoke every preview link to a record',
    auth: STAFF_ROLES,
    query: previewLinkSchema,
    response: messageAnswer,
    audit: 'preview-link',
  },
  async ({ db, request, audit }) => {
    const target = readQuery(request, previewLinkSchema);
    const revoked = await revokePreviewLinks(db, target);
    audit({ action: 'delete', entityId: `${target.entity} ${target.id}` });
    return success({ message: `${revoked} preview link${revoked === 1 ? '' : 's'} revoked.` });
  },
);
