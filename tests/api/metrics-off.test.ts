import '../support/env';
import { describe, expect, it } from 'vitest';
import { call } from '../support/harness';

// Without METRICS_TOKEN (the default) the metrics endpoint does not exist, so nothing
// about the instance is exposed; tests/api/observability.test.ts covers it with one.

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('answers 404, with or without a token', async () => {
    delete process.env.METRICS_TOKEN;
    expect((await call('GET', '/api/metrics')).status).toBe(404);
    const guessed = await call('GET', '/api/metrics', { token: 'any-token-0123456789' });
    expect(guessed.status).toBe(404);
    expect(guessed.headers.get('cache-control')).toBe('no-store');
  });
});
