import { expect, test } from '@playwright/test';
import { FUEL_TYPES, LABELS, MAKES, makeFromSlug, modelsOf } from '#shared/catalogue';
import { slugify } from '#shared/slug';
import {
  expectResultsFor,
  openFilters,
  resultCards,
  searchFromApi,
  statusLine,
} from './support/search';
import { waitForHydration } from './support/ssr';

// At 1280 px (the side panel, changes apply after 500 ms); the tests tagged @both also run in the
// phone's drawer ('Apply Filters'). openFilters() hides the difference (decision 052).

/** The option with the most vans in a facet. */
function largest(facet: Record<string, number | undefined>): string {
  const [best] = Object.entries(facet).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
  if (!best || !best[1]) throw new Error('The seeded stage has no vans for this facet');
  return best[0];
}

test('choosing filters updates the URL, the heading and the results @both', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans');
  await expect(page.getByRole('heading', { level: 1, name: 'Used Vans for Sale' })).toBeVisible();
  await expect(page).toHaveTitle('Used Vans for Sale | VanYard');
  const all = await expectResultsFor(page, request, {});

  let controls = await openFilters(page);
  const diesel = all.facets.fuelType.diesel ?? 0;
  const fuel = controls.panel.getByLabel('Fuel type');
  // Facet counts beside the options: exactly what choosing them shows.
  await expect(fuel.locator('option[value="diesel"]')).toHaveText(
    `Diesel (${diesel.toLocaleString('en-GB')})`,
  );
  await fuel.selectOption('diesel');
  await controls.apply();
  await expect(page).toHaveURL('/used-vans?fuelType=diesel');
  const dieselVans = await expectResultsFor(page, request, { fuelType: 'diesel' });
  expect(dieselVans.total).toBe(diesel);
  for (const card of await resultCards(page).all()) await expect(card).toContainText('Diesel');

  const makeSlug = largest(dieselVans.facets.make);
  const make = makeFromSlug(makeSlug)!;
  controls = await openFilters(page);
  const model = controls.panel.getByLabel('Model');
  await expect(model).toBeDisabled();
  await controls.panel.getByLabel('Make').selectOption(makeSlug);
  await expect(model).toBeEnabled();
  await controls.apply();
  await expect(page).toHaveURL(`/used-vans/${makeSlug}?fuelType=diesel`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Used ${make} Vans for Sale`);
  await expect(page).toHaveTitle(`Used ${make} Vans for Sale | VanYard`);
  const makeVans = await expectResultsFor(page, request, { make: makeSlug, fuelType: 'diesel' });

  const modelSlug = largest(makeVans.facets.model);
  const modelName = modelsOf(make).find((name) => slugify(name) === modelSlug)!;
  controls = await openFilters(page);
  await controls.panel.getByLabel('Model').selectOption(modelSlug);
  await controls.apply();
  await expect(page).toHaveURL(`/used-vans/${makeSlug}/${modelSlug}?fuelType=diesel`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Used ${make} ${modelName} for Sale`,
  );
  await expectResultsFor(page, request, { make: makeSlug, model: modelSlug, fuelType: 'diesel' });
});

test('back and forward move between the searches', async ({ page, request }) => {
  await page.goto('/used-vans');
  await expectResultsFor(page, request, {});

  let controls = await openFilters(page);
  await controls.panel.getByLabel('Fuel type').selectOption('diesel');
  await controls.apply();
  await expect(page).toHaveURL('/used-vans?fuelType=diesel');
  controls = await openFilters(page);
  await controls.panel.getByLabel('Transmission').selectOption('manual');
  await controls.apply();
  await expect(page).toHaveURL('/used-vans?fuelType=diesel&transmission=manual');
  await expectResultsFor(page, request, { fuelType: 'diesel', transmission: 'manual' });

  await page.goBack();
  await expect(page).toHaveURL('/used-vans?fuelType=diesel');
  await expectResultsFor(page, request, { fuelType: 'diesel' });
  controls = await openFilters(page);
  // The panel follows the URL.
  await expect(controls.panel.getByLabel('Transmission')).toHaveValue('');
  await expect(controls.panel.getByLabel('Fuel type')).toHaveValue('diesel');
  if (controls.isDrawer) await page.keyboard.press('Escape');

  await page.goBack();
  await expect(page).toHaveURL('/used-vans');
  await expectResultsFor(page, request, {});

  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL('/used-vans?fuelType=diesel&transmission=manual');
  await expectResultsFor(page, request, { fuelType: 'diesel', transmission: 'manual' });
});

test('applied filters are saved; Clear all filters resets them, the URL and the saved copy', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans?fuelType=diesel&maxPrice=20000');
  await expectResultsFor(page, request, { fuelType: 'diesel', maxPrice: 20000 });

  let controls = await openFilters(page);
  await controls.panel.getByLabel('Transmission').selectOption('manual');
  await controls.apply();
  await expect(page).toHaveURL('/used-vans?maxPrice=20000&fuelType=diesel&transmission=manual');
  const saved = await page.evaluate(() => sessionStorage.getItem('vanFilters'));
  expect(JSON.parse(saved ?? 'null')).toEqual({
    maxPrice: 20000,
    fuelType: 'diesel',
    transmission: 'manual',
  });

  controls = await openFilters(page);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL('/used-vans');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Filters cleared');
  await expect(toasts).toContainText('All filters have been reset');
  expect(await page.evaluate(() => sessionStorage.getItem('vanFilters'))).toBeNull();
  await expectResultsFor(page, request, {});
  controls = await openFilters(page);
  await expect(controls.panel.getByLabel('Fuel type')).toHaveValue('');
  await expect(controls.panel.getByLabel('Max price', { exact: true })).toHaveValue('');
});

test('plain /used-vans forgets the saved filters', async ({ page }) => {
  await page.goto('/used-vans/ford');
  await page.evaluate(() => sessionStorage.setItem('vanFilters', '{"make":"ford"}'));
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  // The app forgets them once it runs (the server-rendered page shows first).
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('vanFilters'))).toBeNull();
});

test('typed prices and the slider stay in step; a slider at its end is no filter', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans');
  await expectResultsFor(page, request, {});
  const controls = await openFilters(page);
  const typed = controls.panel.getByLabel('Max price', { exact: true });
  const slider = controls.panel.getByRole('slider', { name: 'Max price slider' });
  await expect(slider).toHaveValue('100000');

  await typed.fill('20000');
  await expect(slider).toHaveValue('20000');
  // On desktop the typed price applies after 500 ms of quiet: let it land first, so the slider's
  // step below is not raced by that earlier change's new results.
  if (!controls.isDrawer) await expect(page).toHaveURL('/used-vans?maxPrice=20000');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(typed).toHaveValue('19000');
  await controls.apply();
  await expect(page).toHaveURL('/used-vans?maxPrice=19000');
  await expectResultsFor(page, request, { maxPrice: 19000 });

  const again = await openFilters(page);
  const sliderAgain = again.panel.getByRole('slider', { name: 'Max price slider' });
  await sliderAgain.focus();
  await page.keyboard.press('End');
  await expect(again.panel.getByLabel('Max price', { exact: true })).toHaveValue('');
  await again.apply();
  await expect(page).toHaveURL('/used-vans');
});

test('make Nissan with model any clears the year range; a new make resets the model', async ({
  page,
}) => {
  await page.goto('/used-vans/ford/transit?minYear=2010&maxYear=2020');
  let controls = await openFilters(page);
  await expect(controls.panel.getByLabel('Model')).toHaveValue('transit');
  await expect(controls.panel.getByLabel('From year', { exact: true })).toHaveValue('2010');
  await controls.panel.getByLabel('Make').selectOption('nissan');
  await expect(controls.panel.getByLabel('Model')).toHaveValue('');
  await expect(controls.panel.getByLabel('From year', { exact: true })).toHaveValue('');
  await expect(controls.panel.getByLabel('To year', { exact: true })).toHaveValue('');
  await controls.apply();
  await expect(page).toHaveURL('/used-vans/nissan');

  controls = await openFilters(page);
  await controls.panel.getByLabel('From year', { exact: true }).fill('2012');
  await controls.panel.getByLabel('Make').selectOption('renault');
  await controls.apply();
  // Other makes keep their years.
  await expect(page).toHaveURL('/used-vans/renault?minYear=2012');
});

test('breadcrumbs lead back up; make and model crumbs reset the other filters', async ({
  page,
}) => {
  // Records storage writes: the flag lives for 2 seconds only, too short to catch by reading.
  await page.addInitScript(() => {
    const writes: string[][] = [];
    (window as unknown as { storageWrites: string[][] }).storageWrites = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.localStorage) writes.push([key, value]);
      setItem.call(this, key, value);
    };
  });
  await page.goto('/used-vans/ford/transit/leeds?maxPrice=30000');
  // The crumbs are followed in the app, which resets the saved filters.
  await waitForHydration(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Used Vans' })).toHaveAttribute(
    'href',
    '/used-vans',
  );
  await expect(crumbs.getByRole('link', { name: 'Transit' })).toHaveAttribute(
    'href',
    '/used-vans/ford/transit',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Used Ford Transit for Sale in Leeds',
  );
  await page.evaluate(() => sessionStorage.setItem('vanFilters', '{"make":"ford"}'));

  await crumbs.getByRole('link', { name: 'Ford' }).click();
  await expect(page).toHaveURL('/used-vans/ford');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Ford Vans for Sale');
  expect(await page.evaluate(() => sessionStorage.getItem('vanFilters'))).toBeNull();
  const writes = await page.evaluate(
    () => (window as unknown as { storageWrites: string[][] }).storageWrites,
  );
  expect(writes).toContainEqual(['fromBreadcrumb', 'true']);
  // The flag is short-lived: gone after 2 seconds.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fromBreadcrumb')), { timeout: 5000 })
    .toBeNull();
  // On the make page the make is the current page.
  await expect(crumbs.getByText('Ford', { exact: true })).toHaveAttribute('aria-current', 'page');
});

test('an unknown make or model in the path is the not-found page', async ({ page }) => {
  const response = await page.goto('/used-vans/trabant');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.goto('/used-vans/ford/sprinter');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | VanYard');
});

test('an invalid URL parameter is dropped with a notice, the rest still searches', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans?postcode=NOT-A-POSTCODE&fuelType=diesel');
  // On the page rather than in a toast: the server renders it too (decision 035).
  const notice = page.getByRole('main').getByRole('alert');
  await expect(notice).toContainText('Invalid Postcode');
  await expect(notice).toContainText('Please enter a valid UK postcode');
  await expect(page).toHaveURL('/used-vans?fuelType=diesel');
  await expectResultsFor(page, request, { fuelType: 'diesel' });

  await page.goto('/used-vans/ford?minPrice=cheap');
  await expect(notice).toContainText('A filter was removed');
  await expect(notice).toContainText('Minimum price must be a whole number.');
  await expect(page).toHaveURL('/used-vans/ford');
});

test('options with no vans are disabled so no choice leads nowhere', async ({ page, request }) => {
  // A narrow search leaves some makes and fuel types without vans.
  const expected = await searchFromApi(request, { maxPrice: 8000 });
  const makeCount = (make: string) => expected.facets.make[slugify(make)] ?? 0;
  const emptyMake = MAKES.find((make) => makeCount(make) === 0);
  const fullMake = MAKES.find((make) => makeCount(make) > 0);
  if (!emptyMake || !fullMake) throw new Error('The narrow search should split the makes');

  await page.goto('/used-vans?maxPrice=8000');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  const controls = await openFilters(page);
  const makeOption = (make: string) =>
    controls.panel.locator(`#filter-make option[value="${slugify(make)}"]`);
  await expect(makeOption(emptyMake)).toBeDisabled();
  await expect(makeOption(emptyMake)).toHaveText(`${emptyMake} (0)`);
  await expect(makeOption(fullMake)).toBeEnabled();
  for (const fuel of FUEL_TYPES) {
    const option = controls.panel.locator(`#filter-fuel-type option[value="${fuel}"]`);
    const count = expected.facets.fuelType[fuel] ?? 0;
    await expect(option).toHaveText(`${LABELS.fuel_type[fuel]} (${count.toLocaleString('en-GB')})`);
    if (count === 0) await expect(option).toBeDisabled();
    else await expect(option).toBeEnabled();
  }
});

test('a change applies after 500 ms of quiet on desktop, only on Apply Filters on phones @both', async ({
  page,
}) => {
  await page.goto('/used-vans');
  const controls = await openFilters(page);
  await expect(statusLine(page)).toHaveText(/vans? found/);
  const typedAt = Date.now();
  await controls.panel.getByLabel('Max price', { exact: true }).fill('20000');
  if (controls.isDrawer) {
    await page.waitForTimeout(800);
    await expect(page).toHaveURL('/used-vans');
    await controls.apply();
    await expect(page).toHaveURL('/used-vans?maxPrice=20000');
    return;
  }
  await page.waitForURL('/used-vans?maxPrice=20000');
  const waited = Date.now() - typedAt;
  expect(waited).toBeGreaterThanOrEqual(500);
  expect(waited).toBeLessThan(3000);
});
