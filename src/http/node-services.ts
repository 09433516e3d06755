import 'server-only';
import { getEnv } from '@/env';
import { startAuditPruning } from '@/server/audit/audit';
import { startBackupSchedule } from '@/server/backup/schedule';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getMetrics } from '@/server/metrics';
import { startOutboxWorker } from '@/server/mail/outbox';
import { getLimiters } from '@/server/rate-limit/rate-limit';
import { startScheduler } from '@/server/editorial/scheduler';
import { startWebhookWorker } from '@/server/webhooks/deliveries';
import { installPeerAddressStamp } from './client-ip';
import { installRedirectHook } from './redirect-hook';
import { installRequestHook } from './request-hook';
import { expireCacheTags } from './revalidate';
import { installShutdownHandler } from './shutdown';
import { installStringBodiesAsBuffers } from './string-bodies';
import { installWholeJsonAnswers } from './whole-answers';

/** What the Node server process runs besides answering requests (see instrumentation.ts). */
export function startNodeServices(): void {
  installPeerAddressStamp();
  // `next build` loads instrumentation too; it has no mail to send and no visitors to count.
  if (getEnv().NEXT_PHASE === 'phase-production-build') return;
  getLimiters(); // with REDIS_URL, connect now rather than on the first request
  startOutboxWorker();
  startWebhookWorker();
  installRedirectHook();
  installStringBodiesAsBuffers(); // cached pages are sent as one string
  installWholeJsonAnswers(); // an instance that dies mid-answer has sent nothing of it
  startScheduler(expireCacheTags);
  startAuditPruning(getDb);
  startBackupSchedule(); // only with BACKUP_SCHEDULE; one instance per slot backs up
  getMetrics(); // the cache handler counts into it from its first request
  installRequestHook(); // last: it runs first, and logs and counts the redirects too
  // scripts/start.ts has Next leave SIGTERM to us; a bare `next start` keeps Next's own.
  if (getEnv().NEXT_MANUAL_SIG_HANDLE) installShutdownHandler();
  else log('shutdown').info('Next handles SIGTERM itself (start with npm start to drain)');
}
