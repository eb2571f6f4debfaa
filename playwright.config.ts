import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';

/**
 * End-to-end tests in the system Chromium (see scripts/ensure-chromium.mjs) against two local
 * stages: one seeded with demo data, one empty (for empty states). The SPA must be built first
 * (`npm test` and `npm run test:e2e` do it).
 */
export const SEEDED_PORT = 4310;
export const EMPTY_PORT = 4311;

const dataDir = (name: string) => join(process.cwd(), '.test-output', 'e2e-stages', name);
const stage = (port: number, name: string, seedArgs: string) => ({
  command: `rm -rf ${dataDir(name)} && npx tsx infra/local/start.ts --port ${port} --data-dir ${dataDir(name)} ${seedArgs}`,
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.test-output/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SEEDED_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile-.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    stage(SEEDED_PORT, 'seeded', '--seed-count 200 --seed-value 7'),
    stage(EMPTY_PORT, 'empty', '--no-seed'),
  ],
});
