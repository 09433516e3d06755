import path from 'node:path';
import { getEnv } from '@/env';
import { route, type ParamsContext } from '@/server/http/handler';
import { serveUpload } from '@/server/media/serve';

export const dynamic = 'force-dynamic';

type Context = ParamsContext<{ path: string[] }>;

const uploads = () => path.join(getEnv().dataDir, 'uploads');

// GET /uploads/:name – an uploaded file with its type, long caching and byte ranges (public)
export const GET = route(async (request, { params }: Context) =>
  serveUpload(request, uploads(), (await params).path),
);

// HEAD /uploads/:name – the same headers without the body (public)
export const HEAD = GET;
