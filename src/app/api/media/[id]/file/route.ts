import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/roles';
import { mediaAssetRecord } from '@/lib/schemas/answers/media';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json } from '@/http/respond';
import { receiveUpload, UPLOAD_BODY_LIMIT_BYTES } from '@/http/upload';
import { cacheTags } from '@/server/cache-tags';
import { getAsset, recordReplacement } from '@/server/media/assets';
import { uploadNameOf } from '@/server/media/files';
import { getMediaStorage } from '@/server/media/storage';
import { kindByExtension } from '@/server/media/types';
import { invalid } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Asset not found.';

// PUT /api/media/:id/file – multipart field "file": a new file under the same address
// (of the same type, which the address names); the pages showing it re-render (staff)
export const PUT = endpoint(
  {
    summary: "Replace an asset's file, keeping its address (staff)",
    description:
      'The new file must be of the same type as the old (its address ends in that type). Records keep ' +
      'the address; the pages that show it are rendered again and ask for the new file (?v=N).',
    auth: STAFF_ROLES,
    params: ['id'],
    response: mediaAssetRecord,
    errors: {
      not_found: 'Unknown id',
      invalid: 'No file, a malformed body, or a file of the site itself (not an upload)',
      too_large: 'Too large for its type',
      unsupported: 'Not of the type the address names',
    },
    streamsBody: true,
    form: z.object({ file: z.file().describe('The new file, of the same type') }),
    bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
    audit: 'media',
  },
  async ({ db, params, request, expire, audit }) => {
    const id = rowIdParam(params.id, NOT_FOUND);
    const asset = await getAsset(db, id);
    const storage = getMediaStorage();
    const name = uploadNameOf(asset.url, storage);
    if (!name) {
      throw invalid(
        'This file is part of the site itself, not an upload: upload a new file and choose it instead.',
      );
    }
    const type = kindByExtension(name.split('.')[1]!)!;
    const upload = await receiveUpload(request, storage, { name, type });
    const after = await recordReplacement(db, id, {
      type: upload.kind.mime,
      size: upload.size,
      width: upload.width,
      height: upload.height,
    });
    expire([cacheTags.media(id)]);
    audit({ action: 'update', entityId: id, fields: ['file'] });
    return json(after);
  },
);
