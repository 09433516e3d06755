import 'server-only';
import { getEnv } from '@/env';
import { startOutboxWorker } from '@/server/mail/outbox';
import { getLimiters } from '@/server/rate-limit/rate-limit';
import { installPeerAddressStamp } from './client-ip';

/** What the Node server process runs besides answering requests (see instrumentation.ts). */
export function startNodeServices(): void {
  installPeerAddressStamp();
  // `next build` loads instrumentation too; it has no mail to send and no visitors to count.
  if (getEnv().NEXT_PHASE === 'phase-production-build') return;
  getLimiters(); // with REDIS_URL, connect now rather than on the first request
  startOutboxWorker();
}
