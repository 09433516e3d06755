import fs from 'node:fs/promises';
import { endpoint } from '@/http/endpoint';
import { openApiFile } from '@/http/openapi-file';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

/** The document as built (scripts/build-openapi.ts), read once per process. */
let built: Promise<string> | undefined;

// GET /api/openapi.json – the OpenAPI 3.1 description, generated from the endpoint
// declarations when the site is built (public)
export const GET = endpoint(
  {
    summary: 'This document: the API in OpenAPI 3.1, generated from the endpoint declarations',
    auth: 'public',
    database: false,
    response: { contentType: 'application/json', description: 'OpenAPI 3.1' },
  },
  async () => {
    built ??= fs.readFile(openApiFile(), 'utf8');
    const document = await built.catch((error: unknown) => {
      built = undefined;
      log('openapi').error(`${openApiFile()} is missing: run npm run build (${String(error)})`);
      throw error;
    });
    return new Response(document, {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' },
    });
  },
);
