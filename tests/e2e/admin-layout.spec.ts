import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER, signIn } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';

// The admin layout (issue 16 section 1) in Chromium at 1280 and 390 px: who gets in, the side
// navigation with the current page marked, the sidebar collapsed by Ctrl + B and kept so by its
// cookie across a reload, the phone's menu sheet, and the pages filled by the boosts issue.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function sidebarCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sidebar_state')?.value;
}

test('signed out, an admin page says Unauthorized and sends the visitor to sign in', async ({
  page,
}) => {
  await page.goto('/admin/listings');
  await expect(notifications(page).getByText('Unauthorized')).toBeVisible();
  await expect(notifications(page).getByText('Please log in to access this page')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
});

test('a seller who is not an admin gets Access Denied on any admin page and goes home', async ({
  page,
}) => {
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await page.goto('/admin/moderation');
  await expect(notifications(page).getByText('Access Denied')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('the admin finds every admin page in the navigation, the current one marked', async ({
  page,
  isMobile,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Sellers cannot pay for boosts yet')).toBeVisible();
  // The header names the admin.
  await expect(page.getByText(DEMO_ADMIN.email, { exact: true })).toBeVisible();
  await expect(page.getByText(DEMO_ADMIN.fullName, { exact: true })).toBeVisible();

  if (isMobile) await page.getByRole('button', { name: 'Open admin menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeVisible();
  const names = ['Dashboard', 'Moderation', 'Listings', 'Users', 'Payments', 'Boosts', 'Settings'];
  for (const name of names) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Payments');
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Boosts' }).click();
  await expect(page).toHaveURL(/\/admin\/boosts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boosts' })).toBeVisible();
  if (isMobile) {
    // Following a link closes the sheet; the menu button opens it again.
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
  }
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Boosts');
  if (isMobile) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open admin menu' })).toBeFocused();
  }
});

test('Ctrl + B collapses the sidebar, and a reload finds it collapsed', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'Phones have the menu sheet instead of a sidebar.');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
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
