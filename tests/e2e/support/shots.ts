import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A screenshot to look at by eye, written only when SHOTS_DIR is set
 * (`SHOTS_DIR=/tmp/shots npx playwright test ...`); named for the project (desktop, mobile).
 */
export async function lookAt(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `${name}-${testInfo.project.name}.png`),
    fullPage: options.fullPage ?? false,
  });
}
