// The e2e web server: the start script of `npm start`, with its output passed through
// and watched for uncaught exceptions and unhandled rejections (server-faults.ts).
import { spawn } from 'node:child_process';
import { resetServerFaultLog, watchServerOutput } from './server-faults';

resetServerFaultLog();
const server = spawn(
  process.execPath,
  ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
watchServerOutput('web server', server.stdout, process.stdout);
watchServerOutput('web server', server.stderr, process.stderr);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
