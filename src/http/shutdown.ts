import 'server-only';
import type http from 'node:http';
import { stopAuditPruning } from '@/server/audit/audit';
import { stopBackupSchedule } from '@/server/backup/schedule';
import { closeDatabase, getDb } from '@/server/db';
import { flushCounts, stopRedirectCounting } from '@/server/editorial/redirect-table';
import { stopScheduler } from '@/server/editorial/scheduler';
import { log } from '@/server/log';
import { haltOutbox, heldOutboxClaims, releaseOutboxClaims } from '@/server/mail/outbox';
import { closeSharedRedis } from '@/server/rate-limit/rate-limit';
import {
  haltWebhooks,
  heldWebhookClaims,
  releaseWebhookClaims,
} from '@/server/webhooks/deliveries';
import { beginClosing, knownServers, requestsInFlight } from './request-hook';

// Graceful shutdown on SIGTERM (and SIGINT), within 10 s:
//
// 1. GET /api/ready answers 503 from now on, so a load balancer stops sending; the
//    listening socket closes (new connections are refused); keep-alive connections are
//    closed as soon as they are idle, and every answer from now on closes its own.
// 2. The background work stops: no new outbox or webhook runs or claims, no scheduler,
//    audit pruning or 404 counting. Requests in flight finish, and so does the scheduler's
//    run in progress, the outbox's (an e-mail being handed to SMTP) and the webhooks' (a
//    POST awaiting its answer), each within its budget.
// 3. Outbox rows and webhook deliveries this process claimed but did not finish go back to
//    "due now", for another instance; the 404 and redirect counts are written; the
//    database and Redis close.
// 4. The process exits 0, or 1 at the 10 s limit whatever is still running.
//
// Next's own handling (server.close(), then exit 143, however long a keep-alive client
// holds its connection, with none of the above) is off: scripts/start.ts sets
// NEXT_MANUAL_SIG_HANDLE, and instrumentation installs this instead.

export const SHUTDOWN_LIMIT_MS = 10_000;
/** The outbox's run in progress gets this long, then its claims are released. */
const OUTBOX_BUDGET_MS = 5_000;
/** Left at the end for releasing claims and closing connections. */
const CLOSING_RESERVE_MS = 1_500;
const POLL_MS = 50;

export interface ShutdownOptions {
  limitMs?: number;
  /** process.exit, replaced by tests. */
  exit?: (code: number) => void;
}

interface ShutdownState {
  startedAt?: number;
  done?: Promise<void>;
  handlerInstalled?: boolean;
}

const holder = globalThis as typeof globalThis & { __shutdown?: ShutdownState };
const state: ShutdownState = (holder.__shutdown ??= {});

/** Whether this process is shutting down (the readiness check answers 503). */
export function isShuttingDown(): boolean {
  return state.startedAt !== undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `work` until `deadline` (epoch ms); answers whether it finished in time. */
async function within(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } catch (error) {
    log('shutdown').error({ err: error }, 'a shutdown step failed');
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/** Until every request in flight is answered: idle keep-alive connections close meanwhile. */
async function drainRequests(servers: http.Server[], deadline: number): Promise<boolean> {
  for (;;) {
    for (const server of servers) server.closeIdleConnections();
    if (requestsInFlight() === 0) return true;
    if (Date.now() >= deadline) return false;
    await sleep(POLL_MS);
  }
}

/** The cache handler's Redis connection, closed through its module (not one we import). */
async function closeCacheRedis(): Promise<void> {
  const close = (globalThis as Record<symbol, unknown>)[Symbol.for('agency.cache.closeRedis')];
  if (typeof close === 'function') await (close as () => Promise<void>)();
}

async function run(signal: string, options: ShutdownOptions): Promise<void> {
  const limit = options.limitMs ?? SHUTDOWN_LIMIT_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const startedAt = Date.now();
  state.startedAt = startedAt;
  const logger = log('shutdown');
  const force = setTimeout(() => {
    logger.error(`still running ${limit} ms after ${signal}; exiting now`);
    exit(1);
  }, limit);
  force.unref();

  // 1. Out of the load balancer, no new connections.
  beginClosing();
  const servers = knownServers().filter((server) => server.listening);
  for (const server of servers) server.close();
  logger.info(
    `${signal}: not taking new connections; finishing ${requestsInFlight()} request(s) in flight`,
  );

  // 2. Background work stops; what is running finishes within its budget.
  stopRedirectCounting();
  stopAuditPruning();
  stopBackupSchedule(); // a backup in progress stops renewing its lease; the next slot runs elsewhere
  const requestsDeadline = startedAt + limit - CLOSING_RESERVE_MS;
  const [drained, outboxDone, webhooksDone, schedulerDone] = await Promise.all([
    drainRequests(servers, requestsDeadline),
    within(haltOutbox(), startedAt + Math.min(OUTBOX_BUDGET_MS, limit / 2)),
    within(haltWebhooks(), startedAt + Math.min(OUTBOX_BUDGET_MS, limit / 2)),
    within(stopScheduler(), requestsDeadline),
  ]);
  if (!outboxDone) logger.warn('an e-mail was still being sent; its claim is released');
  if (!webhooksDone) logger.warn('a webhook was still being delivered; its claim is released');
  if (!schedulerDone) logger.warn('the scheduler was still running; its transaction is dropped');
  const unanswered = drained ? 0 : requestsInFlight();
  if (unanswered > 0) logger.warn(`${unanswered} request(s) still unanswered; closing them`);
  for (const server of servers) server.closeAllConnections();
  if (unanswered > 0) {
    // Their sockets close on a later turn; then the request log has their lines.
    await within(
      (async () => {
        while (requestsInFlight() > 0) await sleep(10);
      })(),
      Math.min(Date.now() + 200, startedAt + limit - 200),
    );
  }

  // 3. Claims back, counts written, connections closed.
  const closingDeadline = startedAt + limit - 200;
  await within(
    (async () => {
      if (heldOutboxClaims().length > 0) await releaseOutboxClaims(await getDb());
      if (heldWebhookClaims().length > 0) await releaseWebhookClaims(await getDb());
      await flushCounts();
    })(),
    closingDeadline,
  );
  await within(
    Promise.all([closeDatabase(), closeSharedRedis(), closeCacheRedis()]),
    closingDeadline,
  );

  clearTimeout(force);
  logger.info(`shut down in ${Date.now() - startedAt} ms`);
  exit(0);
}

/** Shuts the process down (once; later calls wait for the first). */
export function shutdown(signal: string, options: ShutdownOptions = {}): Promise<void> {
  state.done ??= run(signal, options);
  return state.done;
}

/**
 * Takes SIGTERM and SIGINT over from Next (with NEXT_MANUAL_SIG_HANDLE set, Next
 * registers no handler of its own). A repeated signal (a terminal sends SIGINT to the
 * whole process group, and scripts/start.ts forwards it) changes nothing.
 */
export function installShutdownHandler(): void {
  if (state.handlerInstalled) return;
  state.handlerInstalled = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
}
