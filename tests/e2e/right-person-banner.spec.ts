import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER } from './support/account';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';

// The 'Have a Van to Sell?' banner is for visitors: a signed-in seller already sells and an
// admin runs the site, so neither is asked (issue 19).

const banner = (page: Page) => page.getByRole('complementary', { name: 'Sell your van' });

async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Signed out successfully',
  );
}

test('a signed-out visitor sees the banner @mobile', async ({ page }) => {
  await page.goto('/used-vans');
  await expect(banner(page)).toContainText('Have a Van to Sell? List it Free in 2 mins');
});

test('a signed-in seller never sees it, on any page or after a reload; signed out it is back @mobile', async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  for (const path of ['/', '/used-vans', '/value-my-van', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await signOut(page);
  await expect(banner(page)).toBeVisible();
});

test('an admin never sees it either @mobile', async ({ page }) => {
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
