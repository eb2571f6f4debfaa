import { expect, test } from '@playwright/test';
import type { FuelType } from '#shared/catalogue/enums';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  expectResultsFor,
  openFilters,
  resultCards,
  searchFromApi,
  statusLine,
} from './support/search';
import { lookAt } from './support/shots';
import { waitForHydration } from './support/ssr';

// Dealer pages (issue 33 §1, decision 069) on the seeded stage at 1280 px: from a trade van's
// advert to its dealer's page, the stock filtered as the results page is, the phone revealed.
// What the server renders (heads, JSON-LD, 404s, the directory) is checked in the render tests.

const DEALER = { slug: 'northern-van-centre', name: 'Northern Van Centre' };

test("a buyer opens a dealer's page from an advert, filters its stock and reveals the phone", async ({
  page,
  request,
}, testInfo) => {
  // Axe over a page with the whole filter panel and a page of cards takes most of the time, and
  // more than the default 30 s when the browser workers share two cores (as admin-tables does).
  test.setTimeout(90_000);
  const stock = await searchFromApi(request, { dealer: DEALER.slug });
  expect(stock.total).toBeGreaterThan(1);
  await page.goto(stock.items[0]!.path);
  await waitForHydration(page);
  await page.getByRole('link', { name: `More vans from ${DEALER.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/dealers/${DEALER.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEALER.name })).toBeVisible();
  await expect(page.getByText('Verified dealer', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Opening hours' })).toBeVisible();
  await expectResultsFor(page, request, { dealer: DEALER.slug });
  await lookAt(page, testInfo, 'dealer-page', { fullPage: true });

  // The results page's filters, on the dealer's own stock and address.
  const fuel = largestFuel(stock.facets.fuelType);
  const controls = await openFilters(page);
  await controls.panel.getByLabel('Fuel type').selectOption(fuel);
  await expect(page).toHaveURL(new RegExp(`/dealers/${DEALER.slug}\\?fuelType=${fuel}$`));
  const filtered = await expectResultsFor(page, request, { dealer: DEALER.slug, fuelType: fuel });
  expect(filtered.total).toBeLessThanOrEqual(stock.total);
  // Each card names its dealer as a link (the dealer's own page included).
  await expect(resultCards(page).getByRole('link', { name: DEALER.name })).toHaveCount(
    Math.min(filtered.total, 24),
  );
  await expect(statusLine(page)).toBeVisible();

  // The number shows on the first click and dials on the second.
  await page.getByRole('button', { name: 'Show phone number' }).click();
  const call = page.getByRole('link', { name: /^Call the dealer on 01632 960\d{3}$/ });
  await expect(call).toHaveAttribute('href', /^tel:/);
  await expect(call).toBeFocused();

  await expectNoSeriousA11yViolations(page);
});

function largestFuel(facet: Record<string, number | undefined>): FuelType {
  const [best] = Object.entries(facet).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
  if (!best) throw new Error('The demo dealer has no vans');
  return best[0] as FuelType;
}
