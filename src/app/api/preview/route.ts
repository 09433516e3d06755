import { STAFF_ROLES } from '@/lib/roles';
import { z } from 'zod';
import { contentEntity } from '@/lib/schemas/editorial';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { draftPath, startPreview } from '@/http/preview';
import { CONTENT_TYPES } from '@/server/editorial/content-types';
import { staffGrant } from '@/server/editorial/preview-grant';

export const dynamic = 'force-dynamic';

const previewQuery = z.object({
  entity: contentEntity,
  id: z.string({ message: 'id is required.' }).min(1, 'id is required.').max(40),
});

// GET /api/preview?entity=…&id=… – shows this staff member the record's current draft on
// its public page (draft mode, this browser only): a redirect there (admin)
export const GET = endpoint({ auth: STAFF_ROLES }, async ({ db, request }) => {
  const target = readQuery(request, previewQuery);
  const path = await draftPath(db, CONTENT_TYPES[target.entity], target.id);
  return startPreview(staffGrant(target), path);
});
