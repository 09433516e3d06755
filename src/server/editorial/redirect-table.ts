import 'server-only';
import type { RedirectCode } from '@/lib/editorial';
import { getDb } from '../db';
import { log } from '../log';
import { recordNotFound, type NotFoundHit } from './not-found-log';
import { addRedirectHits, loadRedirectRows, redirectTableVersion } from './redirects';

// The redirects as this process answers them: the whole table in memory, reloaded when
// its version (row count and newest change) moves. A save on this instance reloads it at
// once; another instance's save is seen at the next check, within CHECK_EVERY_MS. Hits
// and 404s are counted here and written in batches, so a request costs a Map lookup.

const CHECK_EVERY_MS = 2_000;
const FLUSH_EVERY_MS = 10_000;
/** Distinct missing paths held between two flushes; more are dropped (a crawler's random URLs). */
const NOT_FOUND_BATCH_LIMIT = 1_000;

export interface RedirectAnswer {
  id: number;
  target: string;
  code: RedirectCode;
}

interface State {
  table: Map<string, RedirectAnswer>;
  version: string | undefined;
  checkedAt: number;
  loading: Promise<void> | undefined;
  hits: Map<number, number>;
  misses: Map<string, NotFoundHit>;
  flushTimer: NodeJS.Timeout | undefined;
}

const holder = globalThis as typeof globalThis & { __redirectTable?: State };
const state: State = (holder.__redirectTable ??= {
  table: new Map(),
  version: undefined,
  checkedAt: 0,
  loading: undefined,
  hits: new Map(),
  misses: new Map(),
  flushTimer: undefined,
});

async function reload(): Promise<void> {
  const db = await getDb();
  const version = await redirectTableVersion(db);
  if (version === state.version) return;
  const rows = await loadRedirectRows(db);
  state.table = new Map(
    rows.map((row) => [
      row.source,
      { id: row.id, target: row.target, code: row.code as RedirectCode },
    ]),
  );
  state.version = version;
}

/** Checks the version now and then, in the background; requests never wait for it. */
function refreshIfDue(now: number): void {
  if (state.loading || now - state.checkedAt < CHECK_EVERY_MS) return;
  state.checkedAt = now;
  state.loading = reload()
    .catch((error: Error) => log('redirects').error(`reload failed: ${error.message}`))
    .finally(() => (state.loading = undefined));
}

/** Loads the table now (at start, and after a save on this instance). */
export async function reloadRedirects(): Promise<void> {
  state.checkedAt = Date.now();
  await (state.loading ?? Promise.resolve());
  state.version = undefined;
  await reload().catch((error: Error) => log('redirects').error(`reload failed: ${error.message}`));
}

/** The redirect for a path, if any (counted as a hit). */
export function lookupRedirect(path: string): RedirectAnswer | undefined {
  refreshIfDue(Date.now());
  const answer = state.table.get(path);
  if (answer) state.hits.set(answer.id, (state.hits.get(answer.id) ?? 0) + 1);
  return answer;
}

/** Counts a request for a path that does not exist. */
export function countNotFound(path: string, referrer: string): void {
  const seen = state.misses.get(path);
  if (seen) {
    seen.count++;
    seen.lastSeen = new Date().toISOString();
    if (referrer) seen.referrer = referrer;
  } else if (state.misses.size < NOT_FOUND_BATCH_LIMIT) {
    state.misses.set(path, { count: 1, referrer, lastSeen: new Date().toISOString() });
  }
}

/** Writes counted hits and misses. */
export async function flushCounts(): Promise<void> {
  const hits = state.hits;
  const misses = state.misses;
  state.hits = new Map();
  state.misses = new Map();
  // A path redirected since it was counted is no longer missing.
  for (const path of misses.keys()) if (state.table.has(path)) misses.delete(path);
  const db = await getDb();
  await addRedirectHits(db, hits);
  await recordNotFound(db, misses);
}

export function startRedirectCounting(): void {
  if (state.flushTimer) return;
  state.flushTimer = setInterval(() => {
    flushCounts().catch((error: Error) =>
      log('redirects').error(`counts not written: ${error.message}`),
    );
  }, FLUSH_EVERY_MS);
  state.flushTimer.unref();
}

/** Stops the periodic writes; the caller writes what is left with flushCounts(). */
export function stopRedirectCounting(): void {
  clearInterval(state.flushTimer);
  state.flushTimer = undefined;
}
