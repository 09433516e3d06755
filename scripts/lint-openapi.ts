// `npm run lint:openapi` (part of `npm run lint`): generates the OpenAPI document from
// the route files, as the build does, and lints it with Redocly CLI's recommended rules
// (redocly.yaml). Fails on any error or warning, not only on errors as Redocly does.
// Nothing is fetched: Redocly's telemetry and update check are off.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Inside the project (ignored by git), so that .redocly.lint-ignore.yaml can name it. */
const target = path.join('node_modules', '.cache', 'openapi', 'openapi.json');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

const generated = spawnSync(
  process.execPath,
  [
    '--conditions=react-server',
    '--import',
    'tsx',
    path.join('scripts', 'build-openapi.ts'),
    target,
  ],
  { stdio: 'inherit', cwd: root },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);

const lint = spawnSync(
  path.join(root, 'node_modules', '.bin', 'redocly'),
  ['lint', target, '--format=json'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
let report: LintReport;
try {
  report = JSON.parse(lint.stdout) as LintReport;
} catch {
  console.error(lint.stdout, lint.stderr);
  process.exit(1);
}
for (const problem of report.problems) {
  const where = problem.location.map((location) => location.pointer).join(', ');
  console.log(`${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`);
}
const { errors, warnings, ignored } = report.totals;
console.log(
  `[redocly] ${errors} errors, ${warnings} warnings (${ignored} listed as not applicable)`,
);
if (errors + warnings > 0) process.exit(1);
