import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Two tiers, each runnable alone (`npm test -- unit`, `npm test -- integration`):
// unit tests sit next to the code and need nothing running; integration tests talk to
// real databases (SQLite always, PostgreSQL with TEST_DATABASE_URL), Redis, SMTP and S3.

/** Unit tests that still need a real service next to them (the shared cache: Redis). */
const SERVICE_TESTS = ['src/server/cache/shared-cache-handler*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` throws outside Next's server bundle; tests are server code too.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: SERVICE_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'tests/api/**/*.test.ts',
            'tests/data/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            ...SERVICE_TESTS,
          ],
        },
      },
    ],
  },
});
