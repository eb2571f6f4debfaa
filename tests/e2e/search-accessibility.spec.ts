import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openFilters, resultCards, statusLine } from './support/search';

// The results page and its postcode error at both widths (the drawer on phones); the empty state
// at 1280 px (decision 052).

test('the results page has no serious accessibility violations @both', async ({ page }) => {
  await page.goto('/used-vans/ford');
  await expect(resultCards(page).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular Ford Models' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a postcode search with its error and hint has no serious violations @both', async ({
  page,
}) => {
  await page.goto('/used-vans?postcode=M1+1AE&radius=25');
  await expect(statusLine(page)).toHaveText(/within 25 miles of M1 1AE/);
  const { panel } = await openFilters(page);
  await expect(panel.getByText('Searches for vans within 25 miles of this location')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await panel.getByLabel('Postcode', { exact: true }).fill('nope');
  await panel.getByLabel('Postcode', { exact: true }).press('Enter');
  await expect(panel.getByText('Please enter a valid UK postcode (e.g. N19AB)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the empty state has no serious violations', async ({ page }) => {
  await page.goto('/used-vans?maxPrice=1');
  await expect(page.getByRole('heading', { name: 'No vans found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
