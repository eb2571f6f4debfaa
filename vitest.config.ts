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
      // Unit tests in two projects (decision 040): those of the server side share one module
      // registry per worker (no isolation: each file's own import and transform was about 75 %
      // of the time), the web app's keep a fresh one per file, as its module state (the SWR
      // cache, the hydrating flag, the toast store) would leak between files.
      // `--project 'unit*'` (npm run test:unit) runs both.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', '{lambdas,shared,infra}/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          // One module registry per worker, so tests/infra/support/synth.ts synthesises each
          // variant of the stack once per worker rather than once per file.
          isolate: false,
          setupFiles: ['tests/infra/support/setup.ts'],
          globalSetup: ['tests/infra/support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
