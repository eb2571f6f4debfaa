import { expect, test } from '@playwright/test';

// Runs in the mobile project only (see playwright.config.ts): the sheet exists below 768 px.
test.describe('the mobile side sheet', () => {
  test('opens as a dialog, keeps focus inside, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('link', { name: 'Browse Vans' })).toBeVisible();

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await sheet.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `focus left the sheet after ${i + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('follows a link and closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
