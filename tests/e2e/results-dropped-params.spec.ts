import { expect, test, type Page } from '@playwright/test';
import { listenForNoise } from './support/console-noise';
import { expectResultsFor, openFilters, resultCards } from './support/search';
import { waitForHydration } from './support/ssr';

// An invalid postcode in the URL (a hand-edited link, or a search form sent before the app had
// started) is dropped and the page says so: in the server's HTML, for a reader without
// JavaScript, and once, in the same place, when the app runs.

const MESSAGE = 'Please enter a valid UK postcode';

/** The page's notice of what it dropped from the URL. */
function droppedNotice(page: Page) {
  return page.getByRole('main').getByRole('alert');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an invalid postcode in the URL is told by the page, which still lists vans', async ({
    page,
  }) => {
    const response = await page.goto('/used-vans?postcode=XYZ');
    expect(response?.status()).toBe(200);
    await expect(droppedNotice(page)).toContainText('Invalid Postcode');
    await expect(droppedNotice(page)).toContainText(MESSAGE);
    await expect(droppedNotice(page)).toBeVisible();
    await expect(resultCards(page).first()).toBeVisible();
  });

  test('another dropped filter is told the same way', async ({ page }) => {
    await page.goto('/used-vans/ford?minPrice=cheap');
    await expect(droppedNotice(page)).toContainText('A filter was removed');
    await expect(droppedNotice(page)).toContainText('Minimum price must be a whole number.');
  });
});

test.describe('with JavaScript', () => {
  test('the notice stays, once, with no toast and no console warning', async ({
    page,
    request,
  }) => {
    const { noise } = listenForNoise(page);
    await page.goto('/used-vans?postcode=XYZ&fuelType=diesel');
    await waitForHydration(page);
    // The app puts the URL the page shows in the address bar.
    await expect(page).toHaveURL('/used-vans?fuelType=diesel');
    await expectResultsFor(page, request, { fuelType: 'diesel' });
    await expect(droppedNotice(page)).toContainText(MESSAGE);
    // Once on the page: no toast saying it again.
    await expect(page.getByText(MESSAGE)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Notifications' })).not.toContainText(MESSAGE);
    expect(noise).toEqual([]);

    // The next search has nothing dropped.
    const controls = await openFilters(page);
    await controls.panel.getByLabel('Transmission').selectOption('manual');
    await controls.apply();
    await expect(page).toHaveURL('/used-vans?fuelType=diesel&transmission=manual');
    await expect(droppedNotice(page)).toHaveCount(0);
  });

  test('a reload of the corrected URL shows no notice', async ({ page }) => {
    const { noise } = listenForNoise(page);
    await page.goto('/used-vans?postcode=XYZ');
    await waitForHydration(page);
    await expect(page).toHaveURL('/used-vans');
    await expect(droppedNotice(page)).toContainText(MESSAGE);
    await page.reload();
    await waitForHydration(page);
    await expect(resultCards(page).first()).toBeVisible();
    await expect(droppedNotice(page)).toHaveCount(0);
    expect(noise).toEqual([]);
  });
});
