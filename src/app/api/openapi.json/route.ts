import { getEnv } from '@/env';
import { route } from '@/server/http/handler';
import { buildOpenApiDocument } from '@/server/http/openapi';

export const dynamic = 'force-dynamic';

// GET /api/openapi.json – the OpenAPI 3.1 description, generated from the zod schemas (public)
export const GET = route(async () =>
  Response.json(buildOpenApiDocument(getEnv().SITE_URL), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  }),
);
