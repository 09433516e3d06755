// Writes the OpenAPI document of the route files' declarations (src/http/openapi.ts)
// to <NEXT_DIST_DIR>/openapi.json, or to the path given, once per build: GET
// /api/openapi.json serves that file. Run by `npm run build` and by the start script
// after it builds; `npm run lint` writes one to check with Redocly. With --docs it
// writes the endpoint table of docs/api.md instead (npm run docs:api).
// Run with `tsx --conditions=react-server` (route files import 'server-only').
import fs from 'node:fs';
import path from 'node:path';
import { openApiFile } from '@/http/openapi-file';
import * as prettier from 'prettier';
import { endpointTable, TABLE_END, TABLE_START } from '@/http/endpoint-table';
import { buildOpenApiDocument, type OpenApiDocument } from '@/http/openapi';
import { routeTable, type RouteEntry } from '@/http/route-files';

const root = path.resolve(import.meta.dirname, '..');

/** Every route module under src/app, by its path from the project root (`/src/app/…`). */
async function loadRouteModules(): Promise<Record<string, Record<string, unknown>>> {
  const app = path.join(root, 'src', 'app');
  const files = (fs.readdirSync(app, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'route.ts')
    .sort();
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of files) {
    const key = `/src/app/${file.split(path.sep).join('/')}`;
    modules[key] = (await import(path.join(app, file))) as Record<string, unknown>;
  }
  return modules;
}

/** Replaces the table between its markers in docs/api.md, formatted as prettier formats it. */
async function writeDocsTable(routes: RouteEntry[], document: OpenApiDocument): Promise<void> {
  const file = path.join(root, 'docs', 'api.md');
  const text = fs.readFileSync(file, 'utf8');
  const [before, rest] = text.split(TABLE_START);
  const [, after] = (rest ?? '').split(TABLE_END);
  if (after === undefined) throw new Error(`${file} lacks the table's markers`);
  const table = `${TABLE_START}\n\n${endpointTable(routes, document)}\n\n${TABLE_END}`;
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  fs.writeFileSync(file, await prettier.format(`${before}${table}${after}`, options));
  console.log(`[openapi] the endpoint table of ${file} is written`);
}

async function main() {
  const routes = routeTable(await loadRouteModules());
  const document = buildOpenApiDocument(routes);
  if (process.argv.includes('--docs')) {
    await writeDocsTable(routes, document);
    process.exit(0);
  }
  const target = process.argv[2] ?? openApiFile();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`[openapi] ${Object.keys(document.paths).length} paths written to ${target}`);
  // Route modules open nothing by themselves, but imported server modules may keep timers.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
