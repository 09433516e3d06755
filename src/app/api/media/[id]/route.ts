import { STAFF_ROLES } from '@/lib/roles';
import { assetInUseAnswer, mediaAssetRecord } from '@/lib/schemas/answers/media';
import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { mediaDetailsSchema } from '@/lib/schemas/media';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json, success } from '@/http/respond';
import { cacheTags } from '@/server/cache-tags';
import { changedFields } from '@/server/editorial/save';
import { deleteAssets, getAsset, updateAssetDetails } from '@/server/media/assets';
import { removeStoredFiles } from '@/server/media/files';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Asset not found.';

// GET /api/media/:id – one asset with where it is used (staff)
export const GET = endpoint(
  {
    summary: 'One asset of the media library, with each record and field that uses it (staff)',
    auth: STAFF_ROLES,
    params: ['id'],
    response: mediaAssetRecord,
    errors: { not_found: 'Unknown id' },
  },
  async ({ db, params }) => json(await getAsset(db, rowIdParam(params.id, NOT_FOUND))),
);

// PUT /api/media/:id – its details: name, alt, decorative, caption, altAr, captionAr,
// focalPoint, and a video's captions and poster; the pages showing it re-render (staff)
export const PUT = endpoint(
  {
    summary:
      "Change an asset's details (name, alt text and caption, also in Arabic, focal point; a video's caption track and poster) (staff)",
    description:
      'Only the fields sent change. The pages that show the asset are rendered again with its new words.',
    auth: STAFF_ROLES,
    params: ['id'],
    body: mediaDetailsSchema,
    response: mediaAssetRecord,
    errors: {
      not_found: 'Unknown id',
      invalid:
        'A caption track or poster that is not a WebVTT track or an image of the library, or set on a picture',
    },
    audit: 'media',
  },
  async ({ db, params, body, expire, audit }) => {
    const id = rowIdParam(params.id, NOT_FOUND);
    const { before, after } = await updateAssetDetails(db, id, body);
    expire([cacheTags.media(id)]);
    audit({
      action: 'update',
      entityId: id,
      fields: changedFields(before, after).filter((field) => field !== 'updatedAt'),
    });
    return json(after);
  },
);

// DELETE /api/media/:id – refused with 409 and where it is used while any record uses it (staff)
export const DELETE = endpoint(
  {
    summary: 'Delete an asset and its file; refused while a record uses it (staff)',
    auth: STAFF_ROLES,
    params: ['id'],
    response: messageAnswer,
    errors: {
      not_found: 'Unknown id',
      conflict: {
        description: 'Still used: the answer names each record and field',
        body: assetInUseAnswer,
      },
    },
    audit: 'media',
  },
  async ({ db, params }) => {
    const [asset] = await deleteAssets(db, [rowIdParam(params.id, NOT_FOUND)]);
    await removeStoredFiles([asset!.url]);
    return success({ message: `“${asset!.name}” deleted.` });
  },
);
