import { expect, test, type Page } from '@playwright/test';
import { boostDate } from '#web/lib/listing-labels';
import { dateAndTime } from '#web/lib/payment-format';
import { DEMO_COMPANY } from '#infra/local/demo-data/seed-payments';
import { formatReceiptNumber } from '#shared/payments';
import { DEMO_ADMIN, DEMO_SELLER } from './support/account';
import { signInWithApi } from './support/api-session';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  idToken,
  listingForSlot,
  liveListings,
  newAdminToken,
  ownListing,
  ownPayment,
  rowWith,
} from './support/boosts';
import { photoFiles } from './support/listing-form';
import { createListingWithApi } from './support/listing-api';
import { newAccount } from './support/new-account';
import { EMPTY_PORT, SEEDED_PORT } from './support/stage';

// Boosts (issue 17) in Chromium on the seeded stage: the demo seller boosts one of their live
// listings through the local stand-in checkout (Pay, Cancel, Decline) and sees the outcome on
// the boost page, in My Listings, in Payment History and, as the demo admin, in Admin Payments.
// Each test boosts a listing of its own. They run at 1280 px; the purchase of both options runs
// at 390 px, where the total and Proceed sit in a bar at the bottom (decision 040).

// The checkout sends the browser back to the stage's site origin (http://localhost:{port}):
// the browser starts there too, so the sign-in (kept per origin) is still there on return.
test.use({ baseURL: `http://localhost:${SEEDED_PORT}` });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Which of the seller's live listings a test boosts: one per test. */
const SLOTS = { pay: 0, payBoth: 1, cancel: 2, decline: 4 } as const;

async function listingFor(page: Page, test: keyof typeof SLOTS) {
  const token = await idToken(page.request, DEMO_SELLER);
  // The first page: the rows My Listings shows without 'Load more'.
  const rows = await liveListings(page.request, token);
  return { token, listing: listingForSlot(rows, SLOTS[test]) };
}

/**
 * What the pay test buys: Top of Search Results alone (by its switch), or both options with
 * Homepage Featured chosen by its duration, which turns that option on.
 */
type Purchase = { slot: keyof typeof SLOTS; both: boolean; total: string; pence: number };
const SEARCH_ONLY: Purchase = { slot: 'pay', both: false, total: '£9.99', pence: 999 };
const BOTH: Purchase = { slot: 'payBoth', both: true, total: '£34.98', pence: 3498 };

async function openBoostPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Boost Listing' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Top of Search Results' })).toBeVisible();
}

test('a seller pays for a boost and sees it on the listing, in history and in admin', async ({
  page,
  isMobile,
}) => {
  await paysAndSeesTheBoost(page, isMobile, SEARCH_ONLY);
});

test('a seller buys both boosts on a phone: the total and Proceed stay in view @mobile', async ({
  page,
  isMobile,
}) => {
  await paysAndSeesTheBoost(page, isMobile, BOTH);
});

async function paysAndSeesTheBoost(
  page: Page,
  isMobile: boolean,
  { slot, both, total, pence }: Purchase,
) {
  test.setTimeout(120_000);
  await useStoredSession(page, DEMO_SELLER);
  const { token, listing } = await listingFor(page, slot);
  const wasBoosted = listing.search_featured || listing.homepage_featured;

  // From the listing's row in My Listings.
  await page.goto('/dashboard/listings');
  const row = rowWith(page, page.locator(`[data-row-link="${listing.id}"]`));
  await row.getByRole('link', { name: /^Boost / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/listings/${listing.id}/boost$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Boost Listing' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(crumbs.getByRole('link', { name: 'My Listings' })).toHaveAttribute(
    'href',
    '/dashboard/listings',
  );
  await expectNoSeriousA11yViolations(page);

  // Nothing chosen (issue 28): each switch Off with no duration chosen, and Proceed disabled
  // at £0.00; on a phone the total and Proceed stay in view (a bar at the bottom).
  for (const name of ['Top of Search Results', 'Homepage Featured']) {
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
    const durations = page.getByRole('group', { name: `${name}: Duration` }).getByRole('radio');
    await expect(durations).toHaveCount(4);
    for (const radio of await durations.all()) await expect(radio).not.toBeChecked();
  }
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeDisabled();
  await expect(page.getByTestId('boost-total')).toHaveText('£0.00');
  await expect(proceed).toBeInViewport();

  // A switch turned on chooses 7 days; on a phone, choosing a duration turns its option on.
  const search = page.getByRole('switch', { name: 'Top of Search Results' });
  await search.click();
  await expect(search).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByRole('group', { name: 'Top of Search Results: Duration' }).getByRole('radio', {
      name: /7 days/,
    }),
  ).toBeChecked();
  if (both) {
    const homepage = page.getByRole('group', { name: 'Homepage Featured: Duration' });
    await homepage.getByText('14 days').click();
    await expect(page.getByRole('switch', { name: 'Homepage Featured' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(homepage.getByRole('radio', { name: /14 days/ })).toBeChecked();
  }
  await expect(page.getByTestId('boost-total')).toHaveText(total);
  await expect(proceed).toBeEnabled();
  await expect(proceed).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/_local\/checkout\/cs_local_/);
  await expect(page.getByRole('heading', { name: 'Pay for your boost' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  // Back on the boost page: pending until the webhook lands, then the success.
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/listings/${listing.id}/boost\\?payment=success&payment_id=`),
  );
  const notice = page.getByRole('status').filter({ hasText: 'Payment Successful' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Your listing has been boosted successfully!');
  const paymentId = new URL(page.url()).searchParams.get('payment_id')!;
  const payment = await ownPayment(page.request, token, paymentId);
  expect(payment.status).toBe('succeeded');
  expect(payment.amount_pence).toBe(pence);
  const transactionId = payment.transaction_id!;
  await expect(notice).toContainText(transactionId);
  // What was bought and until when, as the server recorded it; nothing says none was chosen.
  await expect(notice).toContainText('Top of Search Results, 7 days');
  await expect(notice).toContainText(
    `until ${dateAndTime(payment.boosted_until!.search_featured!)}`,
  );
  if (both) await expect(notice).toContainText('Homepage Featured, 14 days');
  await expect(page.getByText('No boost selected yet')).toHaveCount(0);
  await expect(page.getByText(/Running until .*; buying more extends it\./).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // My Listings: the boost's label on the row.
  await page.goto('/dashboard/listings');
  const boosted = rowWith(page, page.locator(`[data-row-link="${listing.id}"]`));
  // A homepage boost names the row; a phone's row has no room for its end date.
  const kind = both ? 'Featured' : 'Boosted';
  if (wasBoosted) {
    await expect(boosted).toContainText(/(Featured|Boosted)/);
  } else {
    const end = boostDate((await ownListing(page.request, token, listing.id)).boost_expires!);
    await expect(boosted).toContainText(isMobile ? kind : `${kind} until ${end}`);
  }

  // Payment History, from the dashboard: the payment, Successful.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Payment History', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  const paid = rowWith(page, transactionId);
  await expect(paid).toContainText('Successful');
  await expect(paid).toContainText(total);
  // What was bought, named (issue 28).
  await expect(paid).toContainText(
    both
      ? 'Top of Search Results 7 days + Homepage Featured 14 days'
      : 'Top of Search Results 7 days',
  );
  await expect(paid).not.toContainText('Multiple Features');
  await expectNoSeriousA11yViolations(page);

  // Its VAT receipt: number, date, both parties, the lines with net, VAT and total; it prints
  // alone, without the site's header, footer or buttons.
  const number = formatReceiptNumber(payment.receipt_number!);
  await paid.getByRole('link', { name: `Receipt ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payments/${paymentId}/receipt$`));
  const receipt = page.getByRole('article', { name: 'VAT receipt' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(number);
  await expect(receipt).toContainText('Northern Van Centre');
  await expect(receipt).toContainText(`VAT registration number: ${DEMO_COMPANY.vat_number}`);
  await expect(receipt).toContainText(`Company number: ${DEMO_COMPANY.company_number}`);
  await expect(receipt).toContainText('Top of Search Results, 7 days');
  await expect(receipt).toContainText('VAT at 20%');
  await expect(receipt.getByRole('row', { name: /Total paid/ })).toContainText(total);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

  // Admin Payments, as the demo admin: the same payment, Succeeded. Once, at 1280 px: which
  // payment the admin sees does not depend on the width, and Admin Payments' phone layout is
  // mobile-admin-payments.spec.ts's (decision 068).
  if (isMobile) return;
  await page.evaluate(() => localStorage.clear());
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/payments?status=succeeded');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Payments' })).toBeVisible();
  const inAdmin = rowWith(page, transactionId);
  await expect(async () => {
    await page.reload();
    await expect(inAdmin).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(inAdmin).toContainText('Succeeded');
  await expect(inAdmin).toContainText(total);
  await expect(inAdmin.getByRole('link', { name: listing.title })).toHaveAttribute(
    'href',
    `/admin/listings/${listing.id}`,
  );
  await expectNoSeriousA11yViolations(page);
}

test('Cancel on the checkout comes back to Payment Cancelled, nothing paid', async ({ page }) => {
  await useStoredSession(page, DEMO_SELLER);
  const { listing } = await listingFor(page, 'cancel');

  // The boost page's second address.
  await openBoostPage(page, `/dashboard/boost/${listing.id}`);
  await page.getByRole('switch', { name: 'Homepage Featured' }).click();
  await expect(page.getByTestId('boost-total')).toHaveText('£14.99');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/_local\/checkout\/cs_local_/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/dashboard/listings/${listing.id}/boost\\?payment=cancelled$`),
  );
  const notice = page.getByRole('status').filter({ hasText: 'Payment Cancelled' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "Your payment was cancelled. You can try again when you're ready.",
  );
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  // The options are there to try again.
  await expect(page.getByRole('switch', { name: 'Homepage Featured' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a declined payment comes back cancelled and shows as Failed in Payment History', async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  const { listing } = await listingFor(page, 'decline');

  await openBoostPage(page, `/dashboard/listings/${listing.id}/boost`);
  await page.getByRole('switch', { name: 'Top of Search Results' }).click();
  await page
    .getByRole('group', { name: 'Top of Search Results: Duration' })
    .getByText('3 days')
    .click();
  await expect(page.getByTestId('boost-total')).toHaveText('£5.99');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/_local\/checkout\/cs_local_/);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Decline payment' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Payment Cancelled' })).toBeVisible();

  await page.goto('/dashboard/payments');
  const declined = rowWith(page, sessionId);
  await expect(declined).toContainText('Failed');
  await expect(declined).toContainText('£5.99');
  await expect(declined).toContainText('Top of Search Results 3 days');
  // Nothing was paid: no receipt.
  await expect(declined.getByRole('link', { name: /^Receipt/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a signed-out visitor is sent to sign in, told why', async ({ page }) => {
  await page.goto('/dashboard/listings/abc/boost');
  await expect(toasts(page)).toContainText('You must be logged in to boost a listing');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
});

test.describe('expiry on the stage with short boost days', () => {
  // The empty stage runs with --boost-day-seconds 4 (playwright.config.ts): a 3-day boost lasts
  // three short days (12 s), and the Step Functions expiry ends it while the test watches.
  test.use({ baseURL: `http://localhost:${EMPTY_PORT}` });

  test('a new seller’s boost runs, then ends: Boost expired in My Listings', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(240_000);
    const seller = await newAccount(page);
    await signInWithApi(page, seller);
    const title = `Expiring van ${testInfo.project.name} ${Date.now()}`;
    const photos = await photoFiles(testInfo.project.name);
    const id = await createListingWithApi(page.request, seller, title, photos);
    await approveAs(page, await newAdminToken(page), id);
    const token = await idToken(page.request, seller);

    // Live within moments of the approval: the boost page offers the options.
    await expect(async () => {
      await page.goto(`/dashboard/listings/${id}/boost`);
      await expect(page.getByRole('switch', { name: 'Top of Search Results' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('switch', { name: 'Top of Search Results' }).click();
    await page
      .getByRole('group', { name: 'Top of Search Results: Duration' })
      .getByText('3 days')
      .click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Pay £5.99' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible({
      timeout: 20_000,
    });

    await page.goto('/dashboard/listings');
    const row = rowWith(page, page.locator(`[data-row-link="${id}"]`));
    await expect(row).toContainText(isMobile ? 'Boosted' : 'Boosted until');

    // Three short days later the expiry has cleared the flag; the row says so.
    await expect
      .poll(async () => (await ownListing(page.request, token, id)).search_featured, {
        timeout: 180_000,
        intervals: [2_000],
      })
      .toBe(false);
    await page.reload();
    await expect(row).toContainText('Boost expired');
    await expect(row).not.toContainText('Boosted');
    await expectNoSeriousA11yViolations(page);
  });
});

/** Approves a pending listing with an admin's token, as the moderation screen does. */
async function approveAs(page: Page, token: string, id: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const detail = await page.request.get(`/api/admin/listings/${id}`, { headers });
  expect(detail.status(), await detail.text()).toBe(200);
  const { listing } = (await detail.json()) as { listing: { updated_at: string } };
  const approved = await page.request.post(`/api/admin/listings/${id}/approve`, {
    headers,
    data: { expected_updated_at: listing.updated_at },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
