import 'server-only';
import { rolesOf, type Declaration } from './endpoint';
import type { OpenApiDocument } from './openapi';
import { openApiPath } from './openapi';
import type { RouteEntry } from './route-files';

// The per-path table of docs/api.md, written from the declarations and the generated
// document (`npm run docs:api`); tests/api/openapi.test.ts fails when the table in the
// file is not the one the route files give. Rows by path, methods in HTTP_METHODS order.

type Json = Record<string, unknown>;

export const TABLE_START = '<!-- endpoint table: npm run docs:api writes it -->';
export const TABLE_END = '<!-- end of the endpoint table -->';

function whoMayCall(declaration: Declaration): string {
  if (declaration.credential) return 'token';
  if (declaration.auth === 'public') return declaration.staffSeesMore ? 'public+' : 'public';
  const roles = rolesOf(declaration.auth);
  return roles && !roles.includes('editor') ? 'admin' : 'staff';
}

/** A JSON Schema in a few characters: `{status, data: [Blog]}`. */
function shapeOf(schema: Json | undefined, depth = 0): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (schema.type === 'array') return `[${shapeOf(schema.items as Json, depth)}]`;
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as Json[]).map((part) => shapeOf(part, depth)).join(' or ');
  }
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties) return typeof schema.type === 'string' ? schema.type : 'JSON';
  if (depth > 0) return '{…}';
  const fields = Object.entries(properties).map(([name, value]) =>
    name === 'data' ? `data: ${shapeOf(value, depth + 1)}` : name,
  );
  return `{${fields.join(', ')}}`;
}

function answerOf(responses: Record<string, Json>): string {
  const [status, success] = Object.entries(responses).find(([code]) => /^[23]/.test(code))!;
  const content = success.content as Record<string, { schema?: Json }> | undefined;
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  if (!type) return `${status}`;
  return `${status} ${type === 'application/json' ? shapeOf(media?.schema) : type}`;
}

/** One row per operation: method and path, who may call, what it answers, its refusals. */
export function endpointRows(routes: readonly RouteEntry[], document: OpenApiDocument) {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const byPath = [...routes].sort((a, b) =>
    openApiPath(a.pattern).localeCompare(openApiPath(b.pattern)),
  );
  return byPath.flatMap(({ pattern, handlers }) =>
    Object.entries(handlers)
      .filter(([method]) => method !== 'HEAD')
      .map(([method, handler]) => {
        const path = openApiPath(pattern);
        const operation = paths[path]![method.toLowerCase()] as {
          summary: string;
          responses: Record<string, Json>;
        };
        const refusals = Object.keys(operation.responses).filter((code) => /^[45]/.test(code));
        return [
          `\`${method} ${path}\``,
          whoMayCall(handler.declaration),
          operation.summary,
          answerOf(operation.responses),
          refusals.join(', '),
        ];
      }),
  );
}

export function endpointTable(routes: readonly RouteEntry[], document: OpenApiDocument): string {
  const header = ['Method and path', 'Who', 'What it does', 'Answer', 'Refusals'];
  const rows = [header, header.map(() => '---'), ...endpointRows(routes, document)];
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return rows.map((row) => `| ${row.map(escape).join(' | ')} |`).join('\n');
}
