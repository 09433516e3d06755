import { requireAdmin } from '@/server/auth/authenticate';
import { route } from '@/server/http/handler';
import { getMediaStorage } from '@/server/media/storage';
import { receiveUpload } from '@/server/media/upload';

export const dynamic = 'force-dynamic';

// POST /api/upload – multipart field "file" (image ≤ 10 MB, video ≤ 200 MB); the body is its address (admin)
export const POST = route(async (request) => {
  await requireAdmin(request);
  const address = await receiveUpload(request, getMediaStorage());
  return new Response(address, {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});
