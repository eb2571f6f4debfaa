import { expect, test } from '@playwright/test';

test('navigation starts at the top and back restores the scroll position', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Vans' });
  await expect(featured.getByRole('listitem').first()).toBeVisible();

  const makeLink = page.getByRole('link', { name: 'Used Ford vans' });
  await makeLink.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);

  await makeLink.click();
  await expect(page).toHaveURL('/used-vans/ford');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThanOrEqual(scrolledTo - 2);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrolledTo + 2);
});
