import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER, signIn } from './support/account';
import { listenForNoise as listen } from './support/console-noise';
import { liveListing } from './support/listing';

// The main pages leave the browser console clean: no warning and no error from our code or a
// library (React, React Router, Amplify), and no uncaught exception. Nothing is allow-listed.

/** Opens a page and lets it settle: its data loaded, lazy parts and late effects run. */
async function visit(page: Page, at: (path: string) => void, path: string) {
  at(path);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the public pages log no warning or error @both', async ({ page }) => {
  const listing = await liveListing(page.request);
  const { noise, at } = listen(page);
  for (const path of [
    '/',
    '/used-vans',
    '/used-vans/ford/transit-custom',
    '/used-vans?postcode=LS1%204AB&radius=50',
    listing.path,
    '/value-my-van',
    '/auth/login',
    '/auth/register',
  ]) {
    await visit(page, at, path);
  }
  expect(noise).toEqual([]);
});

test("a seller's dashboard logs no warning or error @both", async ({ page }) => {
  const { noise, at } = listen(page);
  at('/auth/login (sign-in)');
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  for (const path of ['/dashboard', '/dashboard/listings']) await visit(page, at, path);
  expect(noise).toEqual([]);
});

test('the admin pages log no warning or error @both', async ({ page }) => {
  const { noise, at } = listen(page);
  at('/auth/login (sign-in)');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const path of ['/admin', '/admin/listings']) await visit(page, at, path);
  expect(noise).toEqual([]);
});
