import { expect, test, type Page } from '@playwright/test';
import type { RuntimeConfig } from '#shared/runtime-config';
import { GOOGLE_CANCELLED_MESSAGE, GOOGLE_LINKED_MESSAGE } from '#shared/auth/google-sign-in';
import { DEMO_SELLER } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';
import { useStoredSession } from './support/session';
import { lookAt } from './support/shots';

// Google sign-in end to end on the local stage: the SPA's own redirect sign-in (aws-amplify,
// PKCE) to the stage's stand-in for Cognito's hosted UI, back through /auth/callback (decision
// 076). The stand-in speaks HTTPS with the stage's self-signed certificate, which this file's
// browser is told to accept, as a tester accepts it once.
test.use({ ignoreHTTPSErrors: true });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const STAND_IN = 'Local stand-in for Google sign-in';

/** From the sign-in page to the stand-in's chooser, checking what the SPA sent it. */
async function toStandIn(page: Page) {
  await page.goto('/auth/login');
  const callback = new URL('/auth/callback', page.url()).href;
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText(STAND_IN)).toBeVisible();
  const authorize = new URL(page.url());
  expect(authorize.protocol).toBe('https:');
  expect(authorize.pathname).toBe('/oauth2/authorize');
  const query = authorize.searchParams;
  expect(query.get('identity_provider')).toBe('Google');
  expect(query.get('response_type')).toBe('code');
  expect(query.get('redirect_uri')).toBe(callback);
  expect(query.get('code_challenge_method')).toBe('S256');
  expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(query.get('state')).toBeTruthy();
}

async function signOut(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Sign Out' })
      .click();
  }
}

test('a new person signs up with Google, lands on the dashboard by name, and sign-out ends the Google session', async ({
  page,
}, testInfo) => {
  const email = `google.${Date.now()}@gmail.example`;
  await toStandIn(page);
  await page.getByLabel('Google e-mail address').fill(email);
  await page.getByLabel('Name on the Google account').fill('Robin Google');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Robin Google')).toBeVisible();
  await expect(toasts(page)).not.toContainText(GOOGLE_LINKED_MESSAGE);

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The stand-in forgot the session: Google asks again rather than signing straight back in.
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await lookAt(page, testInfo, 'google-stand-in', { fullPage: true });
});

test("Google with the demo seller's e-mail signs into the demo seller's account, with its listings", async ({
  page,
}) => {
  await toStandIn(page);
  await page.getByRole('button', { name: /Northern Van Centre/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page)).toContainText(GOOGLE_LINKED_MESSAGE);
  await expect(page.getByText(`Welcome back, ${DEMO_SELLER.fullName}`)).toBeVisible();
  await page.goto('/dashboard/listings');
  // The demo dealer's own vans: the same account, not a second, empty one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Listings');
  const table = page.getByRole('table', { name: 'Your active listings' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('No active listings found')).toHaveCount(0);
});

test('cancelling at the stand-in goes back to sign in with a clear message @both', async ({
  page,
}, testInfo) => {
  await toStandIn(page);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'google-chooser', { fullPage: true });
  await page.getByRole('button', { name: 'Cancel and go back to VanYard' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toasts(page)).toContainText(GOOGLE_CANCELLED_MESSAGE);
  await lookAt(page, testInfo, 'google-cancelled');
});

test('a stage without a Google client offers e-mail and password only, with no note to the public', async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    await route.fulfill({ response, json: { ...config, auth: { ...config.auth, oauth: null } } });
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  await expect(page.getByText(/not set up|not configured|local stage|Google client/i)).toHaveCount(
    0,
  );
});

test('the callback without a provider answer goes back to sign in at once', async ({ page }) => {
  // A slow configuration keeps the page on its status line long enough to read it.
  await page.route('**/config.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fallback();
  });
  await page.goto('/auth/callback');
  await expect(page.getByText('Completing authentication...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toasts(page)).toContainText('Failed to sign in with Google');
});

test('a callback whose state this browser never issued is stopped with a message', async ({
  page,
}) => {
  // A sign-in under way, and a forged return to the callback (CSRF): its state is not ours.
  await toStandIn(page);
  await page.goto('/auth/callback?code=made-up&state=not-ours');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toasts(page)).toContainText('did not start on this page');
});

test('the callback of a signed-in user completes to the dashboard', async ({ page }) => {
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});
