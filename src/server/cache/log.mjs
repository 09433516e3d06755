// @ts-check
// The cache handler's log lines and counters. The handler runs outside Next's bundles and
// imports no module of ours, so it reaches the server's logger (src/server/log.ts) and
// metrics (src/server/metrics.ts) through globalThis; without them (unit tests, a
// script) a line goes to the console as before and nothing is counted.

const SHARED_LOG = Symbol.for('agency.log');
const CACHE_EVENTS = Symbol.for('agency.metrics.cache');

/**
 * Logs a line of the cache: `[cache] message: error` on the console without the server's logger.
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} message
 * @param {unknown} [error]
 */
export function cacheLog(level, message, error) {
  const shared = /** @type {Record<symbol, unknown>} */ (globalThis)[SHARED_LOG];
  if (typeof shared === 'function') {
    const logger = shared('cache');
    if (error === undefined) logger[level](message);
    else logger[level](`${message}: ${/** @type {Error} */ (error).message}`);
    return;
  }
  const write = level === 'info' ? console.log : console[level];
  if (error === undefined) write(`[cache] ${message}`);
  else write(`[cache] ${message}:`, /** @type {Error} */ (error).message);
}

/**
 * Counts a read or write of the cache for GET /api/metrics.
 * @param {{ op: 'get' | 'set', kind: 'page' | 'data' | 'other', result?: 'hit' | 'miss', store: string }} event
 */
export function countCache(event) {
  const count = /** @type {Record<symbol, unknown>} */ (globalThis)[CACHE_EVENTS];
  if (typeof count === 'function') count(event);
}
