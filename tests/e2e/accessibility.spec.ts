import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('home has no serious or critical accessibility violations @both', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured Vans' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the not-found page has no serious or critical accessibility violations @both', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
