import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/env';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import { getMetrics } from '@/server/metrics';
import { sampleDatabaseGauges } from '@/server/metrics-sample';
import { failure } from './respond';

// GET /api/metrics: this instance's metrics in Prometheus's text format, for the holder
// of METRICS_TOKEN (Authorization: Bearer …). Without the setting the endpoint does not
// exist (404), so nothing is exposed by default; a missing or wrong token is a 401.

const SAMPLE_TIMEOUT_MS = 2_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (the digests have one length whatever was sent). */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The refusal for this request, or undefined when it may read the metrics. */
export function refuseMetricsRequest(request: Request): Response | undefined {
  const expected = getEnv().METRICS_TOKEN;
  if (!expected) return failure(404, 'Not found.');
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !tokenMatches(match[1]!, expected)) {
    return failure(401, 'A valid metrics token is required.', 'status', {
      'WWW-Authenticate': 'Bearer realm="metrics"',
    });
  }
  return undefined;
}

async function databaseOrUndefined(): Promise<Db | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      getDb(),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), SAMPLE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The metrics text, with the database-wide gauges read now (within a time limit). */
export async function renderMetrics(): Promise<Response> {
  const { registry } = getMetrics();
  const db = await databaseOrUndefined();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    sampleDatabaseGauges(db),
    new Promise((resolve) => {
      timer = setTimeout(resolve, SAMPLE_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
}
