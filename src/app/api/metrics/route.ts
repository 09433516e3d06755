import { endpoint } from '@/http/endpoint';
import { refuseMetricsRequest, renderMetrics } from '@/http/metrics';

export const dynamic = 'force-dynamic';

// GET /api/metrics – Prometheus metrics of this instance, with `Authorization: Bearer
// <METRICS_TOKEN>`; 404 while METRICS_TOKEN is unset, 401 without the right token.
// Public as far as staff sessions go: the token is its own credential.
export const GET = endpoint(
  {
    summary: "This instance's metrics in Prometheus's text format",
    description:
      'Requests (rate, latency histogram) by method, route pattern and status class; page-cache ' +
      'lookups and writes; e-mails sent and failed, the outbox depth and failing rows; the ' +
      "scheduler's lag and last run; Node's process metrics. Each instance answers for itself " +
      '(scrape every one); the outbox and scheduler gauges are read from the shared database. ' +
      'The endpoint exists only while METRICS_TOKEN is set.',
    auth: 'public',
    credential: 'metricsToken',
    database: false,
    response: { contentType: 'text/plain', description: 'Prometheus exposition format 0.0.4' },
    errors: {
      unauthorized: 'No token, or not METRICS_TOKEN',
      not_found: 'METRICS_TOKEN is not set',
    },
  },
  async ({ request }) => refuseMetricsRequest(request) ?? renderMetrics(),
);
