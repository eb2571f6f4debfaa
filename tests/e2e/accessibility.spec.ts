import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Home's own check, with its featured vans in, is in home-search.spec.ts (at both widths).

test('the not-found page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
