import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectResultsFor, openFilters, resultCards } from './support/search';
import { lookAt } from './support/shots';

// Searching by what a van carries (decision 060): Euro pallets and the car licence from the
// 'Load space and weights' group (in the drawer at 390 px), their chips and the cards' load line;
// a browse page of a body configuration.

test('@both filters vans that fit 3 Euro pallets on a car licence; chips and cards say so', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/used-vans');
  const filters = await openFilters(page);
  await filters.panel.getByText('Load space and weights').click();
  await filters.panel.getByLabel('Euro pallets that fit').selectOption('3');
  await filters.panel.getByLabel('Can be driven on a car licence').check();
  await lookAt(page, testInfo, 'vs-van-filters-open');
  await filters.apply();

  await expect(page).toHaveURL('/used-vans?carLicence=true&minEuroPallets=3');
  const expected = await expectResultsFor(page, request, { carLicence: true, minEuroPallets: 3 });
  expect(expected.total).toBeGreaterThan(0);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(
    chips.getByRole('button', { name: 'Remove filter: Fits at least 3 Euro pallets' }),
  ).toBeVisible();
  await expect(
    chips.getByRole('button', { name: 'Remove filter: Can be driven on a car licence' }),
  ).toBeVisible();
  const loadLines = await resultCards(page).getByTestId('card-load').allTextContents();
  expect(loadLines.length).toBe(await resultCards(page).count());
  for (const line of loadLines) {
    const pallets = /Fits (\d+) Euro pallets/.exec(line);
    expect(Number(pallets?.[1])).toBeGreaterThanOrEqual(3);
  }
  await lookAt(page, testInfo, 'vs-van-filter-results', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('@both a browse page of a body configuration has its own heading, title and canonical URL', async ({
  page,
}, testInfo) => {
  await page.goto('/used-vans/ford/transit/lwb-high-roof');
  const heading = 'Used Ford Transit LWB High Roof Vans for Sale';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(new RegExp(`^${heading}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/used-vans\/ford\/transit\/lwb-high-roof$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Ford Transit LWB high roof vans/,
  );
  await lookAt(page, testInfo, 'vs-browse-page', { fullPage: true });
});
