import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Operators' notes belong in the README, the docs and the logs, never on a public page: the
// local stage's Google sign-in is a stand-in (decision 076), and its pages say nothing of it.

const SHOTS = process.env.SHOTS_DIR;
const OPERATOR_WORDS =
  /not set up|not configured|local stage|operator|README|npm |cognito-local|Google client/i;

for (const [path, heading, google] of [
  ['/auth/login', 'Sign in to VanYard', 1],
  ['/auth/register', /create/i, 1],
  ['/auth/reset-password', /reset/i, 0],
] as const) {
  test(`${path} shows visitors no operator notes @mobile`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(google);
    await expect(page.locator('body')).not.toContainText(OPERATOR_WORDS);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS && path === '/auth/login') {
      await page.screenshot({
        path: `${SHOTS}/sign-in-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }
  });
}
