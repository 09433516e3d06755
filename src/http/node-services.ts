import 'server-only';
import { getEnv } from '@/env';
import { startAuditPruning } from '@/server/audit/audit';
import { getDb } from '@/server/db';
import { startOutboxWorker } from '@/server/mail/outbox';
import { getLimiters } from '@/server/rate-limit/rate-limit';
import { startScheduler } from '@/server/editorial/scheduler';
import { installPeerAddressStamp } from './client-ip';
import { installRedirectHook } from './redirect-hook';
import { expireCacheTags } from './revalidate';

/** What the Node server process runs besides answering requests (see instrumentation.ts). */
export function startNodeServices(): void {
  installPeerAddressStamp();
  // `next build` loads instrumentation too; it has no mail to send and no visitors to count.
  if (getEnv().NEXT_PHASE === 'phase-production-build') return;
  getLimiters(); // with REDIS_URL, connect now rather than on the first request
  startOutboxWorker();
  installRedirectHook();
  startScheduler(expireCacheTags);
  startAuditPruning(getDb);
}
