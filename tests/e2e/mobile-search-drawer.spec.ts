import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { lookAt } from './support/shots';
import { drawerApplyButton, expectResultsFor, searchFromApi, statusLine } from './support/search';

// The mobile project only (see playwright.config.ts): below 768 px the filters are a drawer.

async function openDrawer(page: Page) {
  const button = page.getByRole('button', { name: /^Filters/ });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return { button, drawer };
}

test('there is no side panel; the Filters button opens the drawer', async ({ page }) => {
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  await expect(page.getByRole('form', { name: 'Filters' })).toHaveCount(0);
  const { drawer } = await openDrawer(page);
  await expect(drawer.getByRole('form', { name: 'Filters' })).toBeVisible();
  // The drawer covers the phone's width.
  const box = await drawer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(380);
});

/** 'Show 83 vans', as the drawer's button says it. */
const showVans = (total: number) =>
  `Show ${total.toLocaleString('en-GB')} ${total === 1 ? 'van' : 'vans'}`;

test('changes wait for the drawer button, which counts them, closes the drawer and applies them', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans');
  const all = await expectResultsFor(page, request, {});
  const { button, drawer } = await openDrawer(page);
  // Before any change, the button counts the vans on the page.
  await expect(drawerApplyButton(drawer)).toHaveText(showVans(all.total));

  await drawer.getByLabel('Fuel type').selectOption('diesel');
  const diesel = await searchFromApi(request, { fuelType: 'diesel' });
  await expect(drawerApplyButton(drawer)).toHaveText(showVans(diesel.total));
  await drawer.getByLabel('Max price', { exact: true }).fill('25000');
  const expected = await searchFromApi(request, { fuelType: 'diesel', maxPrice: 25000 });
  expect(expected.total).toBeLessThan(all.total);
  // The live count of the changed filters ('Show 83 vans'), nothing applied yet.
  await expect(drawerApplyButton(drawer)).toHaveText(showVans(expected.total));
  await expect(page).toHaveURL('/used-vans');
  await lookAt(page, test.info(), 'drawer-count');

  await drawerApplyButton(drawer).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/used-vans?maxPrice=25000&fuelType=diesel');
  await expect(button).toBeFocused();
  await expect(button).toHaveText('Filters (2)');
  await expectResultsFor(page, request, { fuelType: 'diesel', maxPrice: 25000 });
});

test('while the count is on its way the button still applies, as Apply Filters', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans');
  await expectResultsFor(page, request, {});
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/listings/search?*transmission=automatic*', async (route) => {
    await released;
    await route.continue();
  });
  const { drawer } = await openDrawer(page);
  await drawer.getByLabel('Transmission').selectOption('automatic');
  await expect(drawer.getByRole('button', { name: 'Apply Filters' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  release();
  const automatic = await searchFromApi(request, { transmission: 'automatic' });
  await expect(drawerApplyButton(drawer)).toHaveText(showVans(automatic.total));
  await expect(drawerApplyButton(drawer)).toHaveAttribute('aria-busy', 'false');
});

test('closing the drawer without applying discards the changes', async ({ page }) => {
  await page.goto('/used-vans?fuelType=diesel');
  const { button, drawer } = await openDrawer(page);
  await drawer.getByLabel('Fuel type').selectOption('petrol');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL('/used-vans?fuelType=diesel');

  await openDrawer(page);
  await expect(drawer.getByLabel('Fuel type')).toHaveValue('diesel');
  await drawer.getByRole('button', { name: 'Close filters' }).click();
  await expect(drawer).toBeHidden();
});

test('focus stays inside the open drawer', async ({ page }) => {
  await page.goto('/used-vans');
  const { drawer } = await openDrawer(page);
  const inside = () => drawer.evaluate((element) => element.contains(document.activeElement));
  expect(await inside()).toBe(true);
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus left the drawer after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `focus left the drawer after ${i + 1} Shift+Tab`).toBe(true);
  }
});

test('the open drawer has no serious accessibility violations', async ({ page }) => {
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  await openDrawer(page);
  await expectNoSeriousA11yViolations(page);
});
