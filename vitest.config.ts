import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Integration files that must run alone, after the others, one at a time (decision 040): each
 * entry says why. None today: every file starts its emulators on free ports and keeps its
 * state in its own fork and temporary directories.
 */
const INTEGRATION_SERIAL: string[] = [];

/**
 * Integration files that share one local stage per worker (decision 053): each needs a stage
 * with the product's defaults and nothing else (no restart, no options, no empty-table claims),
 * makes its own accounts and listings, and asserts only on them. They run in their own project,
 * without isolation, after the other integration files.
 */
const INTEGRATION_SHARED_STAGE: string[] = [
  'tests/integration/accounts/accounts.test.ts',
  'tests/integration/accounts/disabled-account-routes.test.ts',
  'tests/integration/accounts/google-sign-in-stand-in.test.ts',
  'tests/integration/admin/users-sign-in.test.ts',
  'tests/integration/csv-import/api-stage.test.ts',
  'tests/integration/dealers/dealer-pages-api.test.ts',
  'tests/integration/dealers/give-dealer-pages.test.ts',
  'tests/integration/images/photo-processor.test.ts',
  'tests/integration/local-stage/resend-code.test.ts',
  'tests/integration/local-stage/route-fuzz.test.ts',
  'tests/integration/messages/messages-api.test.ts',
  'tests/integration/own-listings/listing-expiry-stage.test.ts',
  'tests/integration/own-listings/own-listings-api.test.ts',
  'tests/integration/own-listings/seller-terms-api.test.ts',
  'tests/integration/own-listings/van-specs-api.test.ts',
  'tests/integration/pages/html-validity.test.ts',
  'tests/integration/payments/local-checkout.test.ts',
  'tests/integration/saved-searches/saved-searches-stage.test.ts',
  'tests/integration/saved-vans/saved-vans-api.test.ts',
  'tests/integration/performance/performance-api.test.ts',
  'tests/integration/reports/report-listing-api.test.ts',
  'tests/integration/vehicle/lookup-stage.test.ts',
];

/** The web app's unit test files (`.test.ts` and `.test.tsx` under web/), from the repository. */
function webTestFiles(dir = 'web'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : webTestFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Web test files that replace a module (`vi.mock`) keep a module registry of their own: in a
 * shared one the module under test may already have been loaded, by another file, with the real
 * module (decision 070). Found by reading the files, so a new one needs no list.
 */
const WEB_MOCKING_FILES = webTestFiles().filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

/** Workers of the unit projects: every core (decision 046). */
const UNIT_WORKERS = availableParallelism();

// Three projects so each kind of test can run alone (`npm run test:unit` etc.) and `npm test`
// can report them separately. Integration tests start their own emulators on free ports.
export default defineConfig({
  test: {
    // Handlers log one JSON line a request; keep test output to warnings and errors.
    // Handlers accept only requests with the origin secret (ORIGIN_SECRET), which
    // tests/support/api-event.ts adds as CloudFront would.
    env: { LOG_LEVEL: 'warn', ORIGIN_SECRET: 'vitest-origin-secret-for-direct-handler-calls' },
    projects: [
      // Unit tests (decision 040): the server side's and the web app's files share one module
      // registry per worker (no isolation: a file's own import of React, the router and the
      // app was about three quarters of its time, decision 070); the web files that mock a
      // module keep a fresh one each (unit-web-mocks). `--project 'unit*'` (npm run
      // test:unit) runs all three.
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', '{lambdas,shared,infra}/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
          // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine.
          // Both unit projects run in one group and must agree (decision 046).
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit-web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_MOCKING_FILES],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/support/web-unit-setup.ts'],
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit-web-mocks',
          include: WEB_MOCKING_FILES,
          environment: 'node',
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...INTEGRATION_SERIAL, ...INTEGRATION_SHARED_STAGE],
          // One DynamoDB Local per worker, replaced every few files, for startLocalTable()
          // (decision 046); stages and CLIs still start their own.
          globalSetup: ['tests/support/dynamodb-pool.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each in its own fork (own process.env, handler clients and
          // emulators on free ports): most of a file's time is waiting for its emulators to
          // start, which the other fork's tests fill (decision 040).
          fileParallelism: true,
          maxWorkers: 2,
          // Its own group, so that a run of every project does not mix its two workers with the
          // unit and infra projects' default.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'integration-stage',
          include: INTEGRATION_SHARED_STAGE,
          // One module registry per worker, kept from file to file, so that the worker's stage
          // (tests/integration/local-stage/shared-stage.ts) starts once, not once per file: a
          // stage start is about 10 CPU-s of emulators, provisioning and imports (decision 053).
          isolate: false,
          globalSetup: ['tests/support/shared-stage-root.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          // After the isolated files, in a group of its own: a worker is kept for the next file
          // only when that file is of this project too.
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'integration-serial',
          include: INTEGRATION_SERIAL,
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
