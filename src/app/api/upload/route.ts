import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/roles';
import { endpoint } from '@/http/endpoint';
import { receiveUpload, UPLOAD_BODY_LIMIT_BYTES } from '@/http/upload';
import { registerAsset } from '@/server/media/assets';
import { getMediaStorage } from '@/server/media/storage';

export const dynamic = 'force-dynamic';

// POST /api/upload – multipart field "file" (image ≤ 10 MB, video ≤ 200 MB, WebVTT ≤ 1 MB);
// the body is its address, as before the media library; the file is registered as an asset (staff)
export const POST = endpoint(
  {
    summary:
      'Upload an image (JPEG, PNG, WebP, AVIF, GIF; 10 MB), video (MP4, WebM; 200 MB) or WebVTT caption track (1 MB), recognised by content',
    description:
      'The answer is the address alone, as text. The file becomes an asset of the media library ' +
      '(GET /api/media), where its alt text, caption and focal point are set.',
    auth: STAFF_ROLES,
    response: { contentType: 'text/plain', description: "The file's address" },
    errors: {
      invalid:
        'No file field, empty or malformed body, or a caption track that is not valid WebVTT',
      too_large: 'Too large for its type',
      unsupported: 'Not an allowed image, video or caption type',
    },
    streamsBody: true,
    form: z.object({ file: z.file().describe('The image, video or WebVTT caption track') }),
    bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
    audit: 'upload',
  },
  async ({ db, request, session, audit }) => {
    const upload = await receiveUpload(request, getMediaStorage());
    await registerAsset(db, {
      url: upload.address,
      name: upload.originalName,
      kind: upload.kind.kind,
      type: upload.kind.mime,
      size: upload.size,
      width: upload.width,
      height: upload.height,
      uploadedBy: session.user.name || session.user.email,
    });
    audit({ action: 'create', entityId: upload.address });
    return new Response(upload.address, {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  },
);
