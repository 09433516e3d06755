import fs from 'node:fs/promises';
import { z } from 'zod';
import { endpoint } from '@/http/endpoint';
import { openApiFile } from '@/http/openapi-file';
import { json } from '@/http/respond';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

const openApiDocument = z
  .looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) })
  .describe('OpenAPI 3.1');

/** The document as built (scripts/build-openapi.ts), read once per process. */
let built: Promise<z.infer<typeof openApiDocument>> | undefined;

// GET /api/openapi.json – the OpenAPI 3.1 description, generated from the endpoint
// declarations when the site is built (public)
export const GET = endpoint(
  {
    summary: 'This document: the API in OpenAPI 3.1, generated from the endpoint declarations',
    auth: 'public',
    database: false,
    response: openApiDocument,
  },
  async () => {
    built ??= fs
      .readFile(openApiFile(), 'utf8')
      .then((text) => JSON.parse(text) as z.infer<typeof openApiDocument>);
    const document = await built.catch((error: unknown) => {
      built = undefined;
      log('openapi').error(`${openApiFile()} is missing: run npm run build (${String(error)})`);
      throw error;
    });
    return json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
  },
);
