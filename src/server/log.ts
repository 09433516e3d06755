import 'server-only';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { getEnv } from '@/env';

// The server's log: one JSON object a line on standard output (pino), at LOG_LEVEL and
// above. Each line names its `component` (http, outbox, scheduler, cache, rate-limit,
// redirects, …); a request's line carries its request id (src/http/request-hook.ts).
//
//   log('outbox').warn(`e-mail ${id} not sent (attempt ${attempts}): ${message}`);
//   log('scheduler').error({ err: error }, 'run failed');
//
// The logger lives on globalThis, as the database handle does: Next loads this module
// in several bundles, and the cache handler (plain JavaScript outside the bundles)
// reaches it through SHARED_LOG.

/** Where the cache handler's modules find the logger (src/server/cache/log.mjs). */
export const SHARED_LOG = Symbol.for('agency.log');

interface LogState {
  root: Logger;
  children: Map<string, Logger>;
}

const holder = globalThis as typeof globalThis & {
  __log?: LogState;
  [SHARED_LOG]?: (component: string) => Logger;
};

function createRoot(destination?: DestinationStream, level?: Level | 'silent'): Logger {
  const options: pino.LoggerOptions = {
    level: level ?? getEnv().LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"info" rather than pino's 30: readable without a tool, and what most log
    // shippers expect.
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

function state(): LogState {
  if (!holder.__log) {
    holder.__log = { root: createRoot(), children: new Map() };
    holder[SHARED_LOG] = log;
  }
  return holder.__log;
}

/** The logger of one part of the server: every line it writes carries `component`. */
export function log(component: string): Logger {
  const { root, children } = state();
  let child = children.get(component);
  if (!child) {
    child = root.child({ component });
    children.set(component, child);
  }
  return child;
}

/**
 * Sends the log to another stream (tests read the lines from it); answers a function
 * that puts the previous logger back.
 */
export function redirectLogTo(
  destination: DestinationStream,
  level: Level | 'silent' = 'trace',
): () => void {
  const previous = state();
  holder.__log = { root: createRoot(destination, level), children: new Map() };
  return () => {
    holder.__log = previous;
  };
}
