import { expect, test, type Page } from '@playwright/test';
import type { RuntimeConfig } from '#shared/runtime-config';
import { DEMO_SELLER } from './support/account';
import { useStoredSession } from './support/session';

// Google sign-in through Cognito's hosted UI. The local stage has no Google client, so the
// configured case is the stage's own /config.json with a hosted-UI domain added, and the hosted
// UI is answered in the browser: what is checked is the request the SPA sends there.

const HOSTED_UI = 'vanyard-e2e.auth.eu-west-2.amazoncognito.com';
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function withGoogleConfigured(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    const origin = new URL(route.request().url()).origin;
    const oauth = {
      domain: HOSTED_UI,
      redirectSignIn: `${origin}/auth/callback`,
      redirectSignOut: `${origin}/`,
    };
    await route.fulfill({ response, json: { ...config, auth: { ...config.auth, oauth } } });
  });
}

test('without a Google client the sign-in page offers e-mail and password only, with no note to the public', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  // Why there is no button is for operators (README, docs/local-stage.md), not for visitors.
  await expect(page.getByText(/not set up|not configured|local stage|Google client/i)).toHaveCount(
    0,
  );
});

test('with a Google client the button sends the browser to the hosted UI with PKCE', async ({
  page,
}) => {
  await withGoogleConfigured(page);
  let authorize: URL | undefined;
  await page.route(`https://${HOSTED_UI}/**`, (route) => {
    authorize = new URL(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Hosted UI</title>' });
  });
  await page.goto('/auth/login');
  const callback = new URL('/auth/callback', page.url()).href;
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveTitle('Hosted UI');

  expect(authorize?.pathname).toBe('/oauth2/authorize');
  const query = authorize!.searchParams;
  expect(query.get('identity_provider')).toBe('Google');
  expect(query.get('response_type')).toBe('code');
  expect(query.get('redirect_uri')).toBe(callback);
  expect(query.get('code_challenge_method')).toBe('S256');
  expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(query.get('state')).toBeTruthy();
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

test('the callback of a signed-in user completes to the dashboard', async ({ page }) => {
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});
