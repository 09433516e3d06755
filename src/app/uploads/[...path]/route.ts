import path from 'node:path';
import { getEnv } from '@/env';
import { endpoint } from '@/http/endpoint';
import { serveUpload } from '@/http/serve-upload';

export const dynamic = 'force-dynamic';

const uploads = () => path.join(getEnv().dataDir, 'uploads');

// GET /uploads/:name – an uploaded file with its type, long caching and byte ranges (public)
export const GET = endpoint(
  {
    summary: 'An uploaded file (local storage); supports Range',
    auth: 'public',
    params: ['...path'],
    database: false,
    response: { contentType: 'application/octet-stream', description: 'The file', partial: true },
    errors: {
      not_found: 'No such file',
      416: { description: 'Range not satisfiable (Content-Range says the size)', body: null },
    },
  },
  async ({ request, params }) => serveUpload(request, uploads(), params.path),
);

// HEAD /uploads/:name – the same headers without the body (public)
export const HEAD = GET;
