import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER, signIn } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';

// The admin layout (issue 16 section 1) in Chromium at 1280 and 390 px: who gets in, the side
// navigation with the current page marked, the phone's menu sheet, and the boosts issue's pages.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

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
  await expect(page.getByRole('search', { name: 'Filter payments' })).toBeVisible();
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
