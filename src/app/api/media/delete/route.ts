import { STAFF_ROLES } from '@/lib/roles';
import { assetInUseAnswer } from '@/lib/schemas/answers/media';
import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { mediaIdsSchema } from '@/lib/schemas/media';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { deleteAssets } from '@/server/media/assets';
import { removeStoredFiles } from '@/server/media/files';

export const dynamic = 'force-dynamic';

// POST /api/media/delete – {ids}: deletes unused assets at once; if any is used, none is
// deleted and the answer names where (staff)
export const POST = endpoint(
  {
    summary: 'Delete several unused assets and their files at once (staff)',
    description:
      'All or nothing: when any of them is used, none is deleted and the answer says where.',
    auth: STAFF_ROLES,
    body: mediaIdsSchema,
    response: messageAnswer,
    errors: {
      not_found: 'An id names no asset',
      conflict: {
        description: 'One is still used: the answer names each record and field',
        body: assetInUseAnswer,
      },
    },
    audit: 'media',
  },
  async ({ db, body, audit }) => {
    const deleted = await deleteAssets(db, body.ids);
    await removeStoredFiles(deleted.map((asset) => asset.url));
    for (const asset of deleted) audit({ action: 'delete', entityId: asset.id });
    return success({
      message: `${deleted.length} ${deleted.length === 1 ? 'file' : 'files'} deleted.`,
    });
  },
);
