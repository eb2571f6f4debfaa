import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// The mobile project only (see playwright.config.ts): the sheet exists below 768 px.

async function openSheet(page: Page) {
  await page.goto('/');
  // No navigation is visible until the sheet opens.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  return { menuButton, sheet };
}

test('the menu button opens the sheet, focus stays inside and Escape closes it', async ({
  page,
}) => {
  const { menuButton, sheet } = await openSheet(page);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(sheet.getByRole('link', { name: 'Browse Vans' })).toBeVisible();

  // Focus starts inside and stays inside, forwards and backwards, past both ends.
  const focusInSheet = () => sheet.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInSheet()).toBe(true);
  const stops = await sheet.locator('a[href], button').count();
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInSheet(), `focus left the sheet after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInSheet(), `focus left the sheet after ${i + 1} Shift+Tab`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test('the close button closes the sheet and returns focus', async ({ page }) => {
  const { menuButton, sheet } = await openSheet(page);
  await sheet.getByRole('button', { name: 'Close menu' }).click();
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('following a link closes the sheet', async ({ page }) => {
  const { sheet } = await openSheet(page);
  await sheet.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(sheet).toBeHidden();
});

test('the open sheet has no serious accessibility violations', async ({ page }) => {
  await openSheet(page);
  await expectNoSeriousA11yViolations(page);
});
