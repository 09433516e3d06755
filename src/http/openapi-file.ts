import 'server-only';
import path from 'node:path';
import { getEnv } from '@/env';

/** Where the build keeps the generated OpenAPI document: beside the build it describes. */
export const openApiFile = () => path.resolve(getEnv().NEXT_DIST_DIR, 'openapi.json');
