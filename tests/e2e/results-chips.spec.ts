import { expect, test, type Page } from '@playwright/test';
import { expectResultsFor, statusLine } from './support/search';

// The active filters as removable chips above the results (one width: decision 052).

function chips(page: Page) {
  return page.getByRole('list', { name: 'Active filters' });
}

test('each active filter is a chip that removes it; focus moves to the next chip', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans/ford?fuelType=diesel&maxPrice=20000');
  await expectResultsFor(page, request, { make: 'ford', fuelType: 'diesel', maxPrice: 20000 });
  await expect(chips(page).getByRole('button')).toHaveText([
    'Ford',
    'Up to £20,000',
    'Diesel',
    'Clear all',
  ]);
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Ford' })).toBeVisible();

  await chips(page).getByRole('button', { name: 'Remove filter: Up to £20,000' }).click();
  await expect(page).toHaveURL('/used-vans/ford?fuelType=diesel');
  await expectResultsFor(page, request, { make: 'ford', fuelType: 'diesel' });
  // The chip that took the removed one's place has focus, for the next removal.
  const diesel = chips(page).getByRole('button', { name: 'Remove filter: Diesel' });
  await expect(diesel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/used-vans/ford');
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Ford' })).toBeFocused();

  // The make takes its model with it.
  await page.goto('/used-vans/ford/transit?fuelType=diesel');
  await chips(page).getByRole('button', { name: 'Remove filter: Ford' }).click();
  await expect(page).toHaveURL('/used-vans?fuelType=diesel');
  await expectResultsFor(page, request, { fuelType: 'diesel' });
});

test('removing the postcode removes its radius and the order that needs it', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans?postcode=M1+1AE&radius=25&sellerType=trade_dealer');
  await expectResultsFor(page, request, {
    postcode: 'M1 1AE',
    radius: 25,
    sellerType: 'trade_dealer',
  });
  await chips(page)
    .getByRole('button', { name: 'Remove filter: Within 25 miles of M1 1AE' })
    .click();
  await expect(page).toHaveURL('/used-vans?sellerType=trade_dealer');
  await expectResultsFor(page, request, { sellerType: 'trade_dealer' });
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
});

test('Clear all resets every filter; the last chip removed sends focus to the count', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans?bodyType=panel_van&ulezCompliant=true');
  await expectResultsFor(page, request, { bodyType: 'panel_van', ulezCompliant: true });
  await chips(page).getByRole('button', { name: 'Clear all', exact: true }).click();
  await expect(page).toHaveURL('/used-vans');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Filters cleared',
  );
  await expect(chips(page)).toHaveCount(0);

  await page.goto('/used-vans?ulezCompliant=true');
  await expectResultsFor(page, request, { ulezCompliant: true });
  await chips(page).getByRole('button', { name: 'Remove filter: ULEZ compliant' }).click();
  await expect(page).toHaveURL('/used-vans');
  await expect(statusLine(page)).toBeFocused();
});
