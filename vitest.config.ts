import { defineConfig } from 'vitest/config';

// Three projects so each kind of test can run alone (`npm run test:unit` etc.) and `npm test`
// can report them separately. Integration tests start their own emulators on free ports.
export default defineConfig({
  test: {
    // Handlers log one JSON line a request; keep test output to warnings and errors.
    // Handlers accept only requests with the origin secret (ORIGIN_SECRET), which
    // tests/support/api-event.ts adds as CloudFront would.
    env: { LOG_LEVEL: 'warn', ORIGIN_SECRET: 'vitest-origin-secret-for-direct-handler-calls' },
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', '{lambdas,shared,infra,web}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
