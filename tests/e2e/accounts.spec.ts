import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { codeFromMailbox, DEMO_ADMIN, DEMO_SELLER, signIn } from './support/account';
import { newAccount, unconfirmedAccount } from './support/new-account';

const newEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
const PASSWORD = 'new-van-owner-7';

const verifyUrl = (email: string) => `/auth/register?${new URLSearchParams({ verify: email })}`;

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Opens the phone menu when the navigation lives there. */
async function openMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
}
const nav = (page: Page) =>
  (page.viewportSize()?.width ?? 1280) < 768
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Main' }).first();

test('register and confirm with the mailed code: signed in, on the dashboard; then sign out', async ({
  page,
}) => {
  const email = newEmail('register');
  await page.goto('/auth/register');
  await expect(page).toHaveTitle('Create an account | VanYard');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'Full name must be at least 2 characters',
    'Please enter a valid email address',
    'Password must be at least 8 characters',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Robin Driver');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('something-else-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(toasts(page)).toContainText('Registration successful');
  await expect(toasts(page)).toContainText('Please check your email to verify your account.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Verification code').fill(await codeFromMailbox(page, email));
  await page.getByRole('button', { name: 'Confirm Email' }).click();

  // Signed in with the password typed a moment ago; a new seller's next step is their first van.
  await expect(page).toHaveURL('/dashboard');
  await expect(toasts(page)).toContainText('Email confirmed');
  await expect(page.getByRole('link', { name: 'List your first van' })).toHaveAttribute(
    'href',
    '/add-listing',
  );
  await expect(page.getByText('Welcome back, Robin Driver')).toBeVisible();

  await openMenu(page);
  await expect(nav(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await nav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toasts(page)).toContainText('Signed out successfully');
  await expect(page).toHaveURL('/');
  await openMenu(page);
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('signing up on the way to list a van ends on the listing form, signed in', async ({
  page,
}) => {
  const email = newEmail('origin');
  await page.goto('/add-listing');
  await expect(page).toHaveURL('/auth/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await page.getByLabel('Full name').fill('Alex Origin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Verification code').fill(await codeFromMailbox(page, email));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page).toHaveURL('/add-listing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add New Listing');
});

test('after a reload on the code step, confirming leads to sign-in with the address filled', async ({
  page,
}) => {
  const email = newEmail('reload');
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Kim Reload');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  // The password lived in the page's memory only: a reload forgets it.
  await page.reload();
  await page.getByLabel('Verification code').fill(await codeFromMailbox(page, email));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toHaveText(
    'Your email address is confirmed. Sign in to continue.',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('an unconfirmed account that signs in is taken to the code step with a new code @mobile', async ({
  page,
}) => {
  const account = await unconfirmedAccount(page);
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(verifyUrl(account.email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(toasts(page)).toContainText('Please confirm your email address');
  await expect(toasts(page)).toContainText(`We have sent a new code to ${account.email}.`);
  // A long address wraps rather than widening the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // One code at sign-up, a new one now; asking again at once waits.
  const code = await codeFromMailbox(page, account.email, 2);
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'minute' })).toHaveText(
    'We have just sent you a code. You can ask for another after a minute.',
  );
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('link', { name: 'List your first van' })).toBeVisible();
});

test("'Send a new code' mails a new code that confirms the account", async ({ page }) => {
  const account = await unconfirmedAccount(page);
  await page.goto(verifyUrl(account.email));
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(toasts(page)).toContainText('Code sent');
  await expect(toasts(page)).toContainText(`We have sent a new code to ${account.email}.`);
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  const code = await codeFromMailbox(page, account.email, 2);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  // No password in this page's memory: sign in with the address filled in.
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
});

test('a wrong password gets one message that says nothing about the account', async ({ page }) => {
  await page.goto('/auth/login');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_SELLER.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-9');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page)).toContainText('Incorrect email or password.');
  await page.getByLabel('Email', { exact: true }).fill('nobody.here@example.org');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Incorrect email or password.')).toHaveCount(2);
  await expect(page).toHaveURL('/auth/login');
});

test('a protected page sends a signed-out visitor to sign in, then back', async ({ page }) => {
  await page.goto('/');
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL('/auth/login');
  // The protected page's entry was replaced: Back goes to where the visitor was before.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.goForward();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL('/auth/login');
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page).toHaveURL('/dashboard/profile');
});

test('listing a van asks a signed-out visitor to sign in first', async ({ page }) => {
  await page.goto('/add-listing');
  await expect(page).toHaveURL('/auth/login');
  await expect(toasts(page)).toContainText('Authentication required');
  await expect(toasts(page)).toContainText('Please log in to create a listing');
});

test('only an admin sees the Admin Dashboard link @both', async ({ page }) => {
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await openMenu(page);
  await expect(nav(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await nav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toasts(page)).toContainText('Signed out successfully');

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openMenu(page);
  await expect(nav(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'href',
    '/admin',
  );
});

test('a forgotten password is reset with the link from the mailbox', async ({ page }) => {
  // A fresh account, so the demo accounts keep their passwords.
  const { email } = await newAccount(page);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The reset page loads on demand: fill its field, not the sign-in page's Email on the way out.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toasts(page)).toContainText('Reset link sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');

  const response = await page.request.get('/_local/mailbox.json');
  const { mails } = (await response.json()) as { mails: { to: string[]; text: string }[] };
  // The code rides in the fragment, which no server log sees.
  const link = /http:\/\/\S+\/auth\/update-password#\S+/.exec(
    mails.find((mail) => mail.to.includes(email))?.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Code from the e-mail')).toHaveValue(/^\d{6}$/);
  // The code does not stay in the address bar (or the history) once it is in the form.
  await expect(page).toHaveURL('/auth/update-password');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-5');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-5');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL('/auth/login');
  await signIn(page, email, 'brand-new-pass-5');
  await expect(page).toHaveURL('/');
});

test('an unknown address gets the same answer as a known one on reset', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await page.getByLabel('Email', { exact: true }).fill('nobody.at.all@example.org');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(toasts(page)).toContainText('Reset link sent');
});
