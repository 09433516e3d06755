import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '@/http/openapi';
import { testDataDir } from './env';
import { ROUTE_TABLE } from './routes';

// GET /api/openapi.json serves the document the build wrote beside the build
// (scripts/build-openapi.ts). A test that calls it imports this module after
// ./env: it gives the test a build folder of its own holding that document.

const distDir = path.join(testDataDir, 'build');
process.env.NEXT_DIST_DIR = distDir;

export const builtDocument = buildOpenApiDocument(ROUTE_TABLE);
fs.mkdirSync(distDir, { recursive: true });
fs.writeFileSync(path.join(distDir, 'openapi.json'), JSON.stringify(builtDocument));
