import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectResultsFor, statusLine } from './support/search';

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

test('changes wait for Apply Filters, which closes the drawer and applies them', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans');
  await expectResultsFor(page, request, {});
  const { button, drawer } = await openDrawer(page);
  await drawer.getByLabel('Fuel type').selectOption('diesel');
  await drawer.getByLabel('Max price', { exact: true }).fill('25000');
  await page.waitForTimeout(800);
  // Nothing applied yet.
  await expect(page).toHaveURL('/used-vans');

  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/used-vans?maxPrice=25000&fuelType=diesel');
  await expect(button).toBeFocused();
  await expect(button).toHaveText('Filters (2)');
  await expectResultsFor(page, request, { fuelType: 'diesel', maxPrice: 25000 });
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
