// What the server itself saw while a target ran, from its Prometheus metrics
// (GET /api/metrics): the event loop's delay (prom-client's monitorEventLoopDelay
// histogram, reset at every scrape, so a scrape before the target starts its window) and
// the time spent in garbage collection. A request's tail that the loop's delay matches is
// the process stalling (GC, a long synchronous task), not the request's own work.
import { randomBytes } from 'node:crypto';

/** A token for the benchmark's server: its metrics endpoint exists only with one. */
export const benchMetricsToken = () => randomBytes(24).toString('hex');

type Samples = Map<string, number>;

async function scrape(origin: string, token: string): Promise<Samples> {
  const response = await fetch(`${origin}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`/api/metrics answered ${response.status}`);
  const samples: Samples = new Map();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

const gcSeconds = (samples: Samples) =>
  [...samples]
    .filter(([name]) => name.startsWith('nodejs_gc_duration_seconds_sum'))
    .reduce((sum, [, value]) => sum + value, 0);

export interface ServerFigures {
  'loop p99 ms': number;
  'loop max ms': number;
  'GC ms': number;
}

/** Starts a window (resets the delay histogram); `end()` gives the window's figures. */
export async function serverWindow(
  origin: string,
  token: string,
): Promise<{ end(): Promise<ServerFigures> }> {
  const start = await scrape(origin, token);
  return {
    async end() {
      const end = await scrape(origin, token);
      const ms = (seconds: number | undefined) => Number(((seconds ?? 0) * 1000).toFixed(1));
      return {
        'loop p99 ms': ms(end.get('nodejs_eventloop_lag_p99_seconds')),
        'loop max ms': ms(end.get('nodejs_eventloop_lag_max_seconds')),
        'GC ms': Math.round((gcSeconds(end) - gcSeconds(start)) * 1000),
      };
    },
  };
}
