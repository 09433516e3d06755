import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/roles';
import { endpoint } from '@/http/endpoint';
import { receiveUpload, UPLOAD_BODY_LIMIT_BYTES } from '@/http/upload';
import { getMediaStorage } from '@/server/media/storage';

export const dynamic = 'force-dynamic';

// POST /api/upload – multipart field "file" (image ≤ 10 MB, video ≤ 200 MB); the body is its address (staff)
export const POST = endpoint(
  {
    summary:
      'Upload an image (JPEG, PNG, WebP, AVIF, GIF; 10 MB) or video (MP4, WebM; 200 MB), recognised by content',
    auth: STAFF_ROLES,
    response: { contentType: 'text/plain', description: "The file's address" },
    errors: {
      invalid: 'No file field, empty or malformed body',
      too_large: 'Too large for its type',
      unsupported: 'Not an allowed image or video type',
    },
    streamsBody: true,
    form: z.object({ file: z.file().describe('The image or video') }),
    bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
    database: false,
    audit: 'upload',
  },
  async ({ request, audit }) => {
    const address = await receiveUpload(request, getMediaStorage());
    audit({ action: 'create', entityId: address });
    return new Response(address, {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  },
);
