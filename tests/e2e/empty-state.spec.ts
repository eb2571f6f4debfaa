import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { EMPTY_URL } from './support/stage';

// The unseeded stage: no listings at all.
test.use({ baseURL: EMPTY_URL });

test('with no featured vans the home page says so and links to browsing', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured Vans' });
  await expect(section.getByText('No featured vans available at the moment.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Browse all vans' })).toHaveAttribute(
    'href',
    '/used-vans',
  );
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Next featured vans' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
