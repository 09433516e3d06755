import { PREVIEW_LINK_DAYS } from '@/lib/editorial';
import { previewLinkRecord } from '@/lib/schemas/answers/content';
import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { STAFF_ROLES } from '@/lib/roles';
import { previewLinkSchema } from '@/lib/schemas/editorial';
import { translationLocaleOf } from '@/lib/schemas/locale';
import { authorOf } from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { previewPath } from '@/http/preview';
import { json, success } from '@/http/respond';
import { translationAuditId } from '@/http/translations';
import { getEnv } from '@/env';
import { createPreviewLink, revokePreviewLinks } from '@/server/editorial/preview-links';

export const dynamic = 'force-dynamic';

// POST /api/preview-links {entity, id, locale?} – a link that shows the record's latest
// draft (with locale=ar: its Arabic translation's) to anyone who has it, for 7 days or
// until revoked: {url, expiresAt} (staff)
export const POST = endpoint(
  {
    summary: `A link that shows the record's latest draft to anyone who has it, for ${PREVIEW_LINK_DAYS} days or until revoked`,
    description: "With locale=ar the link shows the record's Arabic translation's latest draft.",
    auth: STAFF_ROLES,
    body: previewLinkSchema,
    response: previewLinkRecord,
    status: 201,
    errors: { not_found: 'Unknown record (with locale=ar: or it has no Arabic translation)' },
    audit: 'preview-link',
  },
  async ({ db, body, session, audit }) => {
    const target = { entity: body.entity, id: body.id, locale: translationLocaleOf(body.locale) };
    await previewPath(db, target); // 404 when there is nothing to preview
    const { token, expiresAt } = await createPreviewLink(db, target, authorOf(session));
    const id = target.locale ? translationAuditId(body.id, target.locale) : body.id;
    audit({ action: 'create', entityId: `${body.entity} ${id}` });
    return json({ url: `${getEnv().SITE_URL}/preview/${token}`, expiresAt }, { status: 201 });
  },
);

// DELETE /api/preview-links?entity=…&id=…&locale=… – revokes every link to the record,
// or with locale those of one language (staff)
export const DELETE = endpoint(
  {
    summary: 'Revoke every preview link to a record',
    description: "With locale (en or ar) only that language's links.",
    auth: STAFF_ROLES,
    query: previewLinkSchema,
    response: messageAnswer,
    audit: 'preview-link',
  },
  async ({ db, request, audit }) => {
    const target = readQuery(request, previewLinkSchema);
    const revoked = await revokePreviewLinks(db, target);
    const locale = translationLocaleOf(target.locale);
    const id = locale ? translationAuditId(target.id, locale) : target.id;
    audit({ action: 'delete', entityId: `${target.entity} ${id}` });
    return success({ message: `${revoked} preview link${revoked === 1 ? '' : 's'} revoked.` });
  },
);
