import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/account';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';

// The admin sidebar (issue 16 section 1) at 1280 px: collapsed by Ctrl + B and kept so by its
// cookie across a reload. Desktop only (playwright.config.ts): phones have the menu sheet
// instead, tested in admin-layout.spec.ts.

async function sidebarCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sidebar_state')?.value;
}

test('Ctrl + B collapses the sidebar, and a reload finds it collapsed', async ({ page }) => {
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/listings');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const listings = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', {
    name: 'Listings',
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const wide = (await listings.boundingBox())!.width;

  await page.keyboard.press('Control+B');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await sidebarCookie(page)).toBe('false');
  // The icon rail: still a named link, much narrower.
  await expect(listings).toBeVisible();
  await expect.poll(async () => (await listings.boundingBox())!.width).toBeLessThan(wide / 2);

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page);

  // The button and the shortcut both bring it back.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Control+B');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+B');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await sidebarCookie(page)).toBe('true');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state')!;
  // Seven days, within a minute of now.
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60);
  expect(cookie.path).toBe('/admin');
});
