import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';

// An uncaught exception or unhandled rejection in a server under test is a defect even
// when the process survives it (Next logs it and carries on). Every server the e2e run
// starts has its output read here; such lines, with the stack that follows them, are
// collected in one file, and the run fails at its end when the file is not empty
// (global-teardown.ts).

const FAULT = /uncaughtException|unhandledRejection/;
const STACK_LINES_KEPT = 12;

/** The run's fault file, set by playwright.config.ts for every process of the run. */
export function serverFaultLog(): string {
  const file = process.env.E2E_SERVER_FAULT_LOG;
  if (!file) throw new Error('E2E_SERVER_FAULT_LOG is not set (playwright.config.ts sets it).');
  return file;
}

/** Starts a fresh fault file for this run. */
export function resetServerFaultLog(): void {
  fs.mkdirSync(path.dirname(serverFaultLog()), { recursive: true });
  fs.rmSync(serverFaultLog(), { force: true });
}

/**
 * Reads a server's output line by line, passing it on to `forward` (when given) and
 * recording fault lines with the stack lines after them under `label`.
 */
export function watchServerOutput(label: string, output: Readable, forward?: Writable): void {
  let stackLinesLeft = 0;
  readline.createInterface({ input: output, crlfDelay: Infinity }).on('line', (line) => {
    forward?.write(`${line}\n`);
    if (FAULT.test(line)) stackLinesLeft = STACK_LINES_KEPT + 1;
    if (stackLinesLeft > 0) {
      stackLinesLeft -= 1;
      fs.appendFileSync(serverFaultLog(), `[${label}] ${line}\n`);
    }
  });
}

/** What the servers logged as faults during this run ('' when nothing). */
export function readServerFaults(): string {
  return fs.existsSync(serverFaultLog()) ? fs.readFileSync(serverFaultLog(), 'utf8') : '';
}
