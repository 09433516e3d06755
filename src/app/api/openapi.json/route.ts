import { getEnv } from '@/env';
import { endpoint } from '@/http/endpoint';
import { buildOpenApiDocument } from '@/http/openapi';

export const dynamic = 'force-dynamic';

// GET /api/openapi.json – the OpenAPI 3.1 description, generated from the zod schemas (public)
export const GET = endpoint({ auth: 'public', database: false }, async () =>
  Response.json(buildOpenApiDocument(getEnv().SITE_URL), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  }),
);
