import { endpoint } from '@/http/endpoint';
import { refuseMetricsRequest, renderMetrics } from '@/http/metrics';

export const dynamic = 'force-dynamic';

// GET /api/metrics – Prometheus metrics of this instance, with `Authorization: Bearer
// <METRICS_TOKEN>`; 404 while METRICS_TOKEN is unset, 401 without the right token.
// Public as far as staff sessions go: the token is its own credential.
export const GET = endpoint({ auth: 'public', database: false }, async ({ request }) => {
  return refuseMetricsRequest(request) ?? renderMetrics();
});
