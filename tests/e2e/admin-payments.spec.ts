import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER } from './support/account';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  buyBoost,
  idToken,
  listingForSlot,
  liveListings,
  ownListing,
  rowWith,
} from './support/boosts';
import { SEEDED_PORT } from './support/stage';

// Admin Payments and Admin Boosts (issue 17 section 5) in Chromium at 1280 and 390 px on the
// seeded stage: the demo seller pays for boosts through the API and the local checkout, then
// the demo admin filters, totals and refunds a payment, and ends a boost early with a reason.
// Each project boosts listings of its own (past the first page, which boosts.spec.ts uses).

test.use({ baseURL: `http://localhost:${SEEDED_PORT}` });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function sellerListings(page: Page) {
  const token = await idToken(page.request, DEMO_SELLER);
  const first = new Set((await liveListings(page.request, token)).map((row) => row.id));
  const later = (await liveListings(page.request, token, 5)).filter((row) => !first.has(row.id));
  return {
    token,
    listings: later.length >= 4 ? later : await liveListings(page.request, token, 5),
  };
}

/** Reloads until the admin mirror (fed by the table's stream) shows the change. */
async function untilShown(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('the admin filters payments, sees the totals and refunds one with a reason', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const { token, listings } = await sellerListings(page);
  const listing = listingForSlot(listings, isMobile ? 1 : 0);
  const payment = await buyBoost(page.request, token, listing.id, [
    { type: 'search_featured', days: 14 },
  ]);
  expect(payment.status).toBe('succeeded');
  const transactionId = payment.transaction_id!;

  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Payments' })).toBeVisible();

  // The status filter writes to the URL.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Succeeded' });
  await expect(page).toHaveURL(/\/admin\/payments\?status=succeeded$/);
  const row = rowWith(page, transactionId);
  await untilShown(page, row);
  await expect(row).toContainText('Succeeded');
  await expect(row).toContainText('£17.99');
  await expect(row).toContainText('Search Featured');
  await expect(page.getByRole('group', { name: 'Succeeded' })).toContainText('£');
  await expect(page.getByRole('group', { name: 'Refunded' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pending payments' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A created-from date after today finds nothing.
  await page.getByLabel('Created from', { exact: true }).fill('01/01/2099');
  await expect(page).toHaveURL(/from=2099-01-01/);
  await expect(page.getByText('No payments found')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);

  // Refund: a reason first, then the payment is Refunded and its boost has ended.
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Refund £17\.99 paid by / }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Refund payment' }).click();
  await expect(dialog.getByText('Please say why')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Customer asked for a refund by phone');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Refund payment' }).click();
  await expect(toasts(page)).toContainText('Payment refunded');
  await expect(dialog).toBeHidden();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Refunded', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole('button', { name: /^Refund / })).toHaveCount(0);
  await expect
    .poll(async () => (await ownListing(page.request, token, listing.id)).search_featured)
    .toBe(false);
});

test('the admin ends a running boost early with a reason; it moves to Ended', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const { token, listings } = await sellerListings(page);
  const listing = listingForSlot(listings, isMobile ? 3 : 2);
  // 30 days: the latest end of all, so the first row of Running (newest end first).
  const payment = await buyBoost(page.request, token, listing.id, [
    { type: 'homepage_featured', days: 30 },
  ]);
  expect(payment.status).toBe('succeeded');

  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/boosts');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Boosts' })).toBeVisible();
  const shown = page.getByRole('navigation', { name: 'Boosts shown' });
  await expect(shown.getByRole('link', { name: 'Running' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const running = rowWith(page, page.locator(`a[href="/admin/listings/${listing.id}"]`)).filter({
    hasText: 'Homepage Featured',
  });
  await untilShown(page, running);
  // The count shown is the rows of this tab, as its pages and its tab have it (issue 28).
  const caption = await page
    .getByRole('status')
    .filter({ hasText: /^Showing / })
    .textContent();
  const [, shownCount, ofCount] = /^Showing (\d+) of (\d+) running boosts$/.exec(caption ?? '')!;
  expect(shownCount).toBe(ofCount);
  await expect(shown.getByRole('link', { name: 'Running' })).toContainText(`(${shownCount})`);
  await expectNoSeriousA11yViolations(page);

  await running.getByRole('button', { name: /^End now: the Homepage Featured boost of / }).click();
  const dialog = page.getByRole('dialog', { name: 'End boost now' });
  await dialog.getByLabel('Reason').fill('Listing reported as misleading');
  await dialog.getByRole('button', { name: 'End boost' }).click();
  await expect(toasts(page)).toContainText('Boost ended');
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await ownListing(page.request, token, listing.id)).homepage_featured)
    .toBe(false);

  await shown.getByRole('link', { name: 'Ended (last 30 days)' }).click();
  await expect(page).toHaveURL(/\/admin\/boosts\?state=ended$/);
  const ended = rowWith(page, page.locator(`a[href="/admin/listings/${listing.id}"]`)).filter({
    hasText: 'Homepage Featured',
  });
  await untilShown(page, ended);
  await expect(ended.getByRole('button', { name: /^End / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
