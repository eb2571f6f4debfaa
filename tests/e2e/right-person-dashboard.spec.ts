import { expect, test, type Page } from '@playwright/test';
import type { SellerStats } from '#shared/dashboard';
import { DEMO_SELLER } from './support/account';
import { signInWithApi } from './support/api-session';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newAccount } from './support/new-account';

// The seller dashboard starts from the seller's state (issue 19): a dealer with live vans is
// shown them, what waits for approval and what needs doing, never 'Add your first listing';
// only a seller with no listing at all gets the first steps.

const SHOTS = process.env.SHOTS_DIR;
const QUICK_ACTIONS = [
  'Add New Listing',
  'View My Listings',
  'Boost a Listing',
  'Profile Settings',
];

function statsAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/me/listings/stats' &&
      response.request().method() === 'GET',
  );
}

test('a dealer with live listings starts from them, with no first steps @mobile', async ({
  page,
}, testInfo) => {
  await useStoredSession(page, DEMO_SELLER);
  const answer = statsAnswer(page);
  await page.goto('/dashboard');
  const stats = (await (await answer).json()) as SellerStats;
  expect(stats.activeListings).toBeGreaterThan(5);

  const lead = page.getByText(/^Welcome back/);
  await expect(lead).toContainText(`You have ${stats.activeListings} live listings`);
  for (const [name, figure] of [
    ['Active Listings', stats.activeListings],
    ['Boosted Listings', stats.boostedListings],
    ['Awaiting Approval', stats.pendingListings],
    ['Enquiries Received', stats.enquiriesReceived],
  ] as const) {
    await expect(
      page.getByRole('group', { name }).getByText(String(figure), { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
  await expect(page.getByText(/first listing/i)).toHaveCount(0);

  const waiting = page.getByRole('region', { name: 'Waiting for Approval' });
  await expect(waiting).toBeVisible();
  for (const listing of stats.awaitingApproval) {
    await expect(
      waiting.getByRole('link', { name: `${listing.year} ${listing.make} ${listing.model}` }),
    ).toHaveAttribute('href', `/dashboard/listings/${listing.id}`);
  }
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  if (stats.rejected.length + stats.boostsEndingSoon.length === 0) {
    await expect(attention).toHaveCount(0);
  } else {
    for (const listing of stats.boostsEndingSoon) {
      await expect(
        attention.getByRole('link', {
          name: `Renew boost for ${listing.year} ${listing.make} ${listing.model}`,
        }),
      ).toHaveAttribute('href', `/dashboard/listings/${listing.id}/boost`);
    }
  }
  for (const name of QUICK_ACTIONS) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    await page.screenshot({
      path: `${SHOTS}/dashboard-dealer-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
});

test('a new seller is shown how to start: the first steps and no lists @mobile', async ({
  page,
}, testInfo) => {
  const account = await newAccount(page);
  await signInWithApi(page, account);
  await page.goto('/dashboard');
  await expect(page.getByText(/^Welcome back/)).toContainText('You have no listings yet.');
  const steps = page.getByRole('region', { name: 'Getting Started' });
  await expect(steps).toContainText('Add your first listing');
  await expect(page.getByRole('region', { name: 'Waiting for Approval' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Needs your attention' })).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Active Listings' }).getByText('0', { exact: true }),
  ).toBeVisible();
  for (const name of QUICK_ACTIONS) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    await page.screenshot({
      path: `${SHOTS}/dashboard-new-seller-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
});
