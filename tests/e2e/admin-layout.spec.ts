import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER } from './support/account';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';

// The admin layout (issue 16 section 1) in Chromium at 1280 and 390 px: who gets in, the side
// navigation with the current page marked, the phone's menu sheet, and the boosts issue's pages;
// one header of its own and no marketing footer (issue 28).

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
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/admin/moderation');
  await expect(notifications(page).getByText('Access Denied')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('the admin finds every admin page in the navigation, the current one marked @both', async ({
  page,
  isMobile,
}) => {
  await useStoredSession(page, DEMO_ADMIN);
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

test('the admin area has one header, one menu button on a phone, and no marketing footer @both', async ({
  page,
  isMobile,
}) => {
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(header.getByText(DEMO_ADMIN.email, { exact: true })).toBeVisible();
  // The skip link leads past the header and the navigation to the page.
  await expect(page.getByRole('main')).toHaveAttribute('id', 'main-content');

  const siteLinks = page.getByRole('navigation', { name: 'Site and account' });
  if (isMobile) {
    // One menu button in the header: it opens the admin navigation and the site's and
    // account's links together.
    const buttons = header.getByRole('button');
    await expect(buttons).toHaveCount(1);
    await expect(buttons).toHaveAccessibleName('Open admin menu');
    await expect(siteLinks).toBeHidden();
    await buttons.click();
    const sheet = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(sheet.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(sheet.getByRole('navigation', { name: 'Site and account' })).toBeVisible();
  } else {
    await expect(header.getByRole('button', { name: 'Open admin menu' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
  }
  await expect(siteLinks.getByRole('link', { name: 'Browse Vans' })).toHaveAttribute(
    'href',
    '/used-vans',
  );
  await expect(siteLinks.getByRole('link', { name: 'Seller dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expectNoSeriousA11yViolations(page);

  // Sign Out from the admin header (or its sheet): the public site again, with its footer.
  await siteLinks.getByRole('button', { name: 'Sign Out' }).click();
  await expect(notifications(page).getByText('Signed out successfully')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
