import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics of this process (prom-client), served by GET /api/metrics. Each
// instance counts its own requests, cache lookups and sends; Prometheus scrapes each.
// The database-wide figures (outbox depth, scheduler lag) are read at scrape time
// (./metrics-sample.ts), so every instance reports the same value for them.
//
// One registry per process, on globalThis: Next loads this module in several bundles
// (instrumentation, the metrics route), and a second registry would count apart. The
// cache handler, plain JavaScript outside the bundles, counts through CACHE_EVENTS.

/** Where the cache handler finds its counter (src/server/cache/shared-cache-handler.mjs). */
export const CACHE_EVENTS = Symbol.for('agency.metrics.cache');

/** A page-cache event as the cache handler reports it. */
export interface CacheEvent {
  op: 'get' | 'set';
  /** page: rendered pages and route answers; data: the `unstable_cache` reads. */
  kind: 'page' | 'data' | 'other';
  /** For a get: hit or miss (an entry that a save expired is a miss). */
  result?: 'hit' | 'miss';
  /** Where the entry was found or put: redis, memory, build (the build's output) or file. */
  store: string;
}

const HTTP_LABELS = ['method', 'route', 'status_class'] as const;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern (Next route table; other for unknown paths) and status class',
      labelNames: HTTP_LABELS,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by method, route pattern and status class',
      labelNames: HTTP_LABELS,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'page_cache_lookups_total',
      help: 'Page-cache reads by kind (page, data), result (hit, miss) and store (redis, memory, build, file)',
      labelNames: ['kind', 'result', 'store'] as const,
      registers: [registry],
    }),
    cacheWrites: new Counter({
      name: 'page_cache_writes_total',
      help: 'Page-cache writes by kind and store',
      labelNames: ['kind', 'store'] as const,
      registers: [registry],
    }),
    outboxSent: new Counter({
      name: 'outbox_sent_total',
      help: 'E-mails this instance sent from the outbox',
      registers: [registry],
    }),
    outboxFailures: new Counter({
      name: 'outbox_send_failures_total',
      help: 'Failed send attempts of this instance (each is retried later)',
      registers: [registry],
    }),
    outboxUnsent: new Gauge({
      name: 'outbox_unsent_messages',
      help: 'E-mails in the outbox not sent yet (the whole database, read at scrape)',
      registers: [registry],
    }),
    outboxFailing: new Gauge({
      name: 'outbox_failing_messages',
      help: 'Unsent e-mails whose last attempt failed (the whole database, read at scrape)',
      registers: [registry],
    }),
    schedulerLag: new Gauge({
      name: 'scheduler_lag_seconds',
      help: 'Now minus the oldest publication time that is due and not yet published (0 when none; read at scrape)',
      registers: [registry],
    }),
    schedulerLastRun: new Gauge({
      name: 'scheduler_last_run_timestamp_seconds',
      help: "When this instance's publication scheduler last finished a run (Unix time)",
      registers: [registry],
    }),
    schedulerPublished: new Counter({
      name: 'scheduler_published_total',
      help: 'Records this instance published on schedule',
      registers: [registry],
    }),
    schedulerFailures: new Counter({
      name: 'scheduler_run_failures_total',
      help: "Runs of this instance's scheduler that failed",
      registers: [registry],
    }),
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

const holder = globalThis as typeof globalThis & {
  __metrics?: Metrics;
  [CACHE_EVENTS]?: (event: CacheEvent) => void;
};

/** The metrics of this process, created on first use. */
export function getMetrics(): Metrics {
  if (!holder.__metrics) {
    const metrics = createMetrics();
    holder.__metrics = metrics;
    holder[CACHE_EVENTS] = ({ op, kind, result, store }) => {
      if (op === 'get') metrics.cacheLookups.inc({ kind, result: result ?? 'miss', store });
      else metrics.cacheWrites.inc({ kind, store });
    };
  }
  return holder.__metrics;
}

/** "2xx" … "5xx" for a status code. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}
