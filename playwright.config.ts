import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { runSettings } from './tests/e2e/support/run-settings';
import {
  EMPTY_IMPORT_CHUNK_PAUSE_MS,
  EMPTY_PORT,
  EMPTY_URL,
  SEED_ARGS,
  SEEDED_PORT,
  SEEDED_URL,
  stageDataDir,
} from './tests/e2e/support/stage';

/**
 * End-to-end tests in the system Chromium against two local stages: one seeded with demo data,
 * one empty (for empty states). The first web server builds the SPA (dist/web) that both serve,
 * unless `npm test` has just built it (VANYARD_BUILT=1), then starts both stages at once.
 *
 * Each test runs at one width (decision 040): at 1280 px unless it says otherwise. A test or
 * describe tagged `@both` runs at 1280 and 390 px, one tagged `@mobile` at 390 px only, and
 * every test of a `mobile-*.spec.ts` (`desktop-*.spec.ts`) file at that width only.
 */

// Playwright's browser download does not work offline: use the system Chromium
// (scripts/ensure-chromium.mjs finds it and `npm test` passes it as CHROMIUM_PATH). Its headless
// shell where installed: the same engine for about 40 % of the CPU a page (decision 063).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Both stages keep DynamoDB Local in memory and run the background functions in their own
 * process, as integration test stages do (decision 070): a stage that lives for one run needs
 * no table on disk (about ten times slower to write, decision 040), and one module graph for the
 * functions instead of one per thread. `npm start` keeps both; the on-disk table and the threads
 * stay tested by the integration files that ask for them.
 */
const TEST_STAGE_ARGS = '--in-memory --functions-in-process';

/** Empties the stage's data directory (with node, so any shell works), then starts the stage. */
function stage(port: number, url: string, name: 'seeded' | 'empty', args: string) {
  const dataDir = JSON.stringify(stageDataDir(name));
  const wipe = `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${dataDir}`;
  return {
    command: `${wipe} && npx tsx infra/local/stage/start.ts --port ${port} --data-dir ${dataDir} ${TEST_STAGE_ARGS} ${args}`,
    url: `${url}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

// CI retries a failed test once and traces only that retry (decision 049).
const { retries, trace } = runSettings(process.env);

const seeded = stage(SEEDED_PORT, SEEDED_URL, 'seeded', SEED_ARGS);
// A boost's day lasts 4 s on the empty stage: boosts.spec.ts watches a 3-day boost (12 s) run,
// then end by its Step Functions expiry. The row is read as boosted straight after the payment;
// 12 s leaves room for a loaded machine (decision 052).
const empty = stage(
  EMPTY_PORT,
  EMPTY_URL,
  'empty',
  `--no-seed --boost-day-seconds 4 --import-chunk-pause-ms ${EMPTY_IMPORT_CHUNK_PAUSE_MS}`,
);
const build = process.env.VANYARD_BUILT === '1' ? '' : 'npm run build && ';

/** Playwright matches these against "project file describe… title @tags". */
const BOTH_WIDTHS = /@both\b/;
const PHONE_ONLY = /^(?!.*@both\b).*@mobile\b/;
const PHONE_FILE = /(^|[\s/])mobile-[^\s/]*\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on the 2-core CI machine: a browser test mostly waits (page loads, hydration,
  // the stages' workflows): two workers kept about 0.6 of a core busy (decision 046).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: !!process.env.CI,
  retries,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: SEEDED_URL,
    launchOptions,
    trace,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Signs the demo accounts in once per run (tests/e2e/support/session.ts).
      name: 'sessions',
      testMatch: /sessions\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      dependencies: ['sessions'],
      // The side sheet exists below 768 px only.
      testIgnore: /mobile-.*\.spec\.ts/,
      grepInvert: PHONE_ONLY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      dependencies: ['sessions'],
      // The admin sidebar exists from 1024 px only (phones have its menu sheet).
      testIgnore: /desktop-.*\.spec\.ts/,
      grep: [BOTH_WIDTHS, /@mobile\b/, PHONE_FILE],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // Playwright starts its web servers one after the other; the empty stage starts beside the
  // seeded one instead, in the first server's shell (whose process group Playwright stops at the
  // end), while the seeding leaves CPU free (decision 068). It is up before the seeded stage has
  // seeded, so the second entry finds it running; it starts it only if that start failed.
  webServer: [
    { ...seeded, command: `${build}{ (${empty.command}) & ${seeded.command}; }` },
    { ...empty, reuseExistingServer: true },
  ],
});
