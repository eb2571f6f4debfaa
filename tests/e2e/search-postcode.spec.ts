import { expect, test, type Page } from '@playwright/test';
import { POSTCODE_HINT, POSTCODE_INVALID_MESSAGE, POSTCODE_TOOLTIP } from '#shared/postcode';
import {
  expectResultsFor,
  openFilters,
  resultCards,
  searchFromApi,
  statusLine,
  vansFound,
} from './support/search';

// Postcode search and its messages, at 1280 px: the phone's drawer is covered by search-filters,
// search-accessibility (the postcode error in the drawer) and mobile-search-drawer (decision 052).

/**
 * A server-rendered page takes input once it has hydrated (the boot code marks the document).
 * Its first search was made by the server, so a failure the browser is to see must come from a
 * search the page makes afterwards.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' || !document.getElementById('vy-ssr'),
  );
}

test('an invalid postcode gets a red border and the inline message, and is not searched', async ({
  page,
}) => {
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  const { panel } = await openFilters(page);
  const postcode = panel.getByLabel('Postcode', { exact: true });
  const location = panel.getByLabel('Location', { exact: true });

  await postcode.fill('ABC 123');
  await postcode.press('Tab');
  await expect(panel.getByText(POSTCODE_INVALID_MESSAGE)).toBeVisible();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(POSTCODE_INVALID_MESSAGE);
  const border = (element: typeof postcode) =>
    element.evaluate((input) => getComputedStyle(input).borderTopColor);
  expect(await border(postcode)).not.toBe(await border(location));
  // Nothing to search for: the URL keeps no postcode.
  await page.waitForTimeout(800);
  expect(new URL(page.url()).search).toBe('');

  // Correcting it removes the message as soon as it is valid.
  await postcode.fill('N19AB');
  await expect(panel.getByText(POSTCODE_INVALID_MESSAGE)).toBeHidden();
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
});

test('the postcode tooltip explains the radius', async ({ page }) => {
  await page.goto('/used-vans');
  const { panel } = await openFilters(page);
  const info = panel.getByRole('button', { name: 'About postcode search' });
  await expect(info).toHaveAccessibleDescription(POSTCODE_TOOLTIP);
  await info.focus();
  await expect(panel.getByRole('tooltip')).toHaveText(POSTCODE_TOOLTIP);
  await expect(panel.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('tooltip')).toBeHidden();
});

test('a valid postcode searches within 50 miles, with distances on the cards', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  const controls = await openFilters(page);
  await controls.panel.getByLabel('Postcode', { exact: true }).fill('m11ae');
  await expect(controls.panel.getByText(POSTCODE_HINT)).toBeVisible();
  const radius = controls.panel.getByLabel('Search radius');
  await expect(radius).toHaveValue('50');
  await expect(radius.locator('option')).toHaveText([
    '5 miles',
    '10 miles',
    '25 miles',
    '50 miles',
    '100 miles',
    '200 miles',
    'National',
  ]);
  await controls.apply();
  await expect(page).toHaveURL('/used-vans?postcode=M1+1AE&radius=50');

  const expected = await searchFromApi(request, { postcode: 'M1 1AE', radius: 50 });
  expect(expected.total, 'the seeded stage should have vans near Manchester').toBeGreaterThan(0);
  await expect(statusLine(page)).toHaveText(
    `${vansFound(expected.total)} within 50 miles of M1 1AE`,
  );
  await expectResultsFor(page, request, { postcode: 'M1 1AE', radius: 50 });
  const cards = resultCards(page);
  for (const [index, item] of expected.items.entries()) {
    expect(item.distance_miles).not.toBeNull();
    expect(item.distance_miles!).toBeLessThanOrEqual(50);
    await expect(cards.nth(index)).toContainText(
      `${item.distance_miles} ${item.distance_miles === 1 ? 'mile' : 'miles'} away`,
    );
  }
  // Distance order is offered now that there is a postcode.
  await expect(
    page.getByLabel('Sort by').locator('option', { hasText: 'Distance: nearest first' }),
  ).toHaveCount(1);

  const wider = await openFilters(page);
  await wider.panel.getByLabel('Search radius').selectOption('national');
  await wider.apply();
  await expect(page).toHaveURL('/used-vans?postcode=M1+1AE&radius=national');
  const national = await searchFromApi(request, { postcode: 'M1 1AE', radius: 'national' });
  await expect(statusLine(page)).toHaveText(
    `${vansFound(national.total)}, nearest first from M1 1AE`,
  );

  // Clearing the postcode clears the radius with it.
  const cleared = await openFilters(page);
  await cleared.panel.getByLabel('Postcode', { exact: true }).fill('');
  await expect(cleared.panel.getByLabel('Search radius')).toHaveCount(0);
  await cleared.apply();
  await expect(page).toHaveURL('/used-vans');
  await expect(
    page.getByLabel('Sort by').locator('option', { hasText: 'Distance: nearest first' }),
  ).toHaveCount(0);
});

test('a postcode with no known location: Location Not Found, and it leaves the URL', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans?postcode=ZZ9+9ZZ&fuelType=diesel');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Location Not Found');
  await expect(toasts).toContainText('Could not find coordinates for this postcode');
  await expect(page).toHaveURL('/used-vans?fuelType=diesel');
  await expectResultsFor(page, request, { fuelType: 'diesel' });
});

test('a geocoding failure shows Search Error', async ({ page }) => {
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  await waitForHydration(page);
  await page.route('**/api/listings/search?*postcode=*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'geocoding_unavailable', message: 'The geocoding provider failed' },
      }),
    }),
  );
  const controls = await openFilters(page);
  await controls.panel.getByLabel('Postcode', { exact: true }).fill('LS1 4DY');
  await controls.apply();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Search Error');
  await expect(toasts).toContainText('An error occurred while searching by postcode');
  await expect(page.getByText('The geocoding provider failed')).toHaveCount(0);
});

test('any other failure shows the Error toast and a way to try again', async ({ page }) => {
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  await waitForHydration(page);
  let fail = true;
  await page.route('**/api/listings/search*', (route) =>
    fail
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'bad_request', message: 'Invalid query' } }),
        })
      : route.continue(),
  );
  await page.getByLabel('Sort by').selectOption('price-asc');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Error');
  await expect(toasts).toContainText('Failed to load listings. Please try again.');
  await expect(page.getByRole('heading', { name: 'The vans could not be loaded' })).toBeVisible();

  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(statusLine(page)).toHaveText(/vans? found/);
  await expect(resultCards(page).first()).toBeVisible();
});
