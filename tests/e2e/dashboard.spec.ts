import { expect, test, type Page } from '@playwright/test';
import { PASSWORD_POLICY } from '#shared/auth/password-policy';
import type { SellerStats } from '#shared/dashboard';
import { PROFILE_MESSAGES } from '#shared/profile';
import { DEMO_SELLER, signIn } from './support/account';
import { signInWithApi } from './support/api-session';
import { useStoredSession } from './support/session';
import { cognito, newAccount } from './support/new-account';
import { expectNoSeriousA11yViolations } from './support/axe';

// The seller dashboard and Profile Settings. The demo seller is only read
// here: every test that changes a profile or a password does it on an account of its own, made
// through the local stage's Cognito proxy, so tests (and the two projects) never share state.

const NEW_PASSWORD = 'new-van-pass-2027';

/** Sign Out from the header, or from the menu sheet below 768 px. */
async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(notifications(page)).toContainText('Signed out successfully');
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openProfile(page: Page) {
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  // The form shows once the profile has loaded.
  await expect(page.getByLabel('Full Name', { exact: true })).toBeVisible();
}

async function openPasswordDialog(page: Page) {
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('Payment History is protected too; an unknown dashboard page is not found', async ({
  page,
}) => {
  await page.goto('/dashboard/payments');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment History');
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the dashboard shows the stat cards with numbers and the four quick actions', async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  const statsAnswer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/me/listings/stats' &&
      response.request().method() === 'GET',
  );
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Dashboard | VanYard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByText(/^Welcome back/)).toBeVisible();

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('Dashboard')).toHaveAttribute('aria-current', 'page');

  const answer = await statsAnswer;
  expect(answer.ok()).toBe(true);
  const stats = (await answer.json()) as SellerStats;
  for (const [name, figure] of [
    ['Active Listings', stats.activeListings],
    ['Boosted Listings', stats.boostedListings],
  ] as const) {
    const card = page.getByRole('group', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText(figure.toLocaleString('en-GB'), { exact: true })).toBeVisible();
  }

  for (const [name, href] of [
    ['Add New Listing', '/add-listing'],
    ['View My Listings', '/dashboard/listings'],
    ['Boost a Listing', '/dashboard/listings'],
    ['Profile Settings', '/dashboard/profile'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // The demo dealer has listings: no first steps (tests/e2e/right-person-dashboard.spec.ts).
  await expect(page.getByRole('heading', { name: 'Waiting for Approval' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Profile Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page).toHaveTitle('Profile Settings | VanYard');
});

test('a failed statistics load says so once and the cards say the figure is unavailable', async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  let calls = 0;
  await page.route('**/api/me/listings/stats', (route) => {
    calls += 1;
    return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
  });
  await page.goto('/dashboard');
  await expect(notifications(page)).toContainText('Could not load dashboard statistics');
  await expect(page.getByRole('group', { name: 'Active Listings' })).toContainText('Unavailable');
  await expect(page.getByRole('group', { name: 'Boosted Listings' })).toContainText('Unavailable');
  // A 5xx is retried after a second: still one toast.
  await expect.poll(() => calls).toBeGreaterThanOrEqual(2);
  await expect(notifications(page).getByText('Could not load dashboard statistics')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('the profile keeps a new phone number and location after a reload', async ({ page }) => {
  const account = await newAccount(page);
  await signInWithApi(page, account);
  await openProfile(page);

  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(account.name);
  const email = page.getByLabel('Email Address', { exact: true });
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();

  await page.getByLabel('Phone Number', { exact: true }).fill('07700 900123');
  await page.getByLabel('Location', { exact: true }).fill('Staines upon Thames');
  // The account's type is shown, not chosen (decision 031).
  const sellerType = page.getByLabel('Seller Type', { exact: true });
  await expect(sellerType).toHaveValue('Private Seller');
  await expect(sellerType).not.toBeEditable();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(notifications(page)).toContainText('Your profile has been updated successfully.');

  await page.reload();
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('07700 900123');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Staines upon Thames');
  await expect(page.getByLabel('Seller Type', { exact: true })).toHaveValue('Private Seller');
  await expectNoSeriousA11yViolations(page);
});

test('a bad website or phone number shows its message; server messages show under the field', async ({
  page,
}) => {
  // Nothing is saved here: the form stops it, then a stubbed API answer refuses it.
  await useStoredSession(page, DEMO_SELLER);
  await openProfile(page);

  const website = page.getByLabel('Website URL', { exact: true });
  await website.fill('not a website');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.website, { exact: true })).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toBeFocused();
  // Brought into view with its message (issue 28), whatever the height of the screen.
  await expect(website).toBeInViewport();
  await expect(page.getByText(PROFILE_MESSAGES.website, { exact: true })).toBeInViewport();
  await website.fill('https://vans.example.co.uk');
  await expect(page.getByText(PROFILE_MESSAGES.website, { exact: true })).toBeHidden();

  const phone = page.getByLabel('Phone Number', { exact: true });
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.phone, { exact: true })).toBeVisible();
  await phone.fill('');

  await page.route('**/api/me/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'bad_request',
              message: 'The request body is not valid.',
              fields: { location: [PROFILE_MESSAGES.location] },
            },
          },
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.location, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Location', { exact: true })).toBeFocused();
  await expect(notifications(page)).toContainText('Could not update your profile.');
});

test('the change-password dialog: Escape and Cancel close it, the form checks, a wrong current password is named', async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  await openProfile(page);
  const opener = page.getByRole('button', { name: 'Change Password' });

  let dialog = await openPasswordDialog(page);
  await expect(dialog.getByLabel('Current Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  dialog = await openPasswordDialog(page);
  await expect(
    dialog.getByText(`At least ${PASSWORD_POLICY.minLength} characters`, { exact: false }),
  ).toBeVisible();
  // Tab stays inside the dialog: from the last button back to the first field.
  await dialog.getByRole('button', { name: 'Update Password' }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Current Password', { exact: true })).toBeFocused();

  await dialog.getByLabel('Current Password', { exact: true }).fill('wrong-password-1');
  await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('New passwords do not match', { exact: true })).toBeVisible();

  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Your current password is not right.')).toBeVisible();
  await expect(dialog.getByLabel('Current Password', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened again, it starts empty.
  dialog = await openPasswordDialog(page);
  await expect(dialog.getByLabel('Current Password', { exact: true })).toHaveValue('');
});

test('a changed password signs in and the old one no longer does', async ({ page }) => {
  test.slow();
  const account = await newAccount(page);
  await signIn(page, account.email, account.password);
  await openProfile(page);

  const dialog = await openPasswordDialog(page);
  await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(notifications(page)).toContainText('Your password has been updated successfully.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeFocused();

  const oldPassword = await cognito(page.request, 'InitiateAuth', {
    ClientId: account.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  expect(oldPassword.ok()).toBe(false);

  await signOut(page);
  await signIn(page, account.email, NEW_PASSWORD);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByText(`Welcome back, ${account.name}`)).toBeVisible();
});
