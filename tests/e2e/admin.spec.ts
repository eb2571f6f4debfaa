import { expect, test, type Locator, type Page } from '@playwright/test';
import { SITEMAP_NAMES } from '#shared/sitemaps';
import { DEMO_ADMIN, DEMO_SELLER } from './support/account';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';

/** A whole count as the page shows it: 7, 215, 12,345. */
const COUNT = /^\d{1,3}(,\d{3})*$/;

function toNumber(text: string): number {
  return Number(text.replace(/,/g, ''));
}

function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

function sitemapCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Sitemap Generation' });
}

/** The result box's counts, label to number ('Listings' -> 200). */
async function resultCounts(status: Locator): Promise<Record<string, number>> {
  const labels = await status.getByRole('term').allTextContents();
  const values = await status.getByRole('definition').allTextContents();
  expect(values).toHaveLength(labels.length);
  return Object.fromEntries(labels.map((label, i) => [label.trim(), toNumber(values[i] ?? '')]));
}

async function openAsAdmin(page: Page) {
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('signed out, /admin sends the visitor to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('a seller who is not an admin gets Access Denied and lands on the home page', async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/admin');
  await expect(notifications(page).getByText('Access Denied')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('every admin page is for admins only; the payments page lists payments', async ({ page }) => {
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/admin/listings');
  await expect(notifications(page).getByText('Access Denied')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');

  // The seller's tokens live in localStorage: dropping them is a sign-out for this test.
  await page.evaluate(() => localStorage.clear());
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Payments');
  await expect(page.getByRole('search', { name: 'Filter payments' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Admin', exact: true }),
  ).toHaveAttribute('href', '/admin');
});

test('the admin sees the figures, recent activity, the chart and the sitemap files', async ({
  page,
}) => {
  await openAsAdmin(page);
  await expect(page).toHaveTitle('Admin Dashboard | VanYard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  // Counted by the AdminFigures stream consumer from the demo data seeded at the first start.
  const figure = (name: string) => page.getByRole('group', { name }).getByText(COUNT);
  for (const name of ['Active Listings', 'Sold Listings', 'Total Users', 'Pending Review']) {
    await expect(figure(name)).toBeVisible();
  }
  expect(toNumber(await figure('Active Listings').innerText())).toBeGreaterThan(0);
  expect(toNumber(await figure('Total Users').innerText())).toBeGreaterThan(0);
  // Money in pounds and pence: £0.00 until a boost is paid for (boosts.spec.ts pays on this stage).
  await expect(
    page.getByRole('group', { name: 'Boosting Revenue' }).getByText(/^£[\d,]+\.\d{2}$/),
  ).toBeVisible();

  const activity = page.getByRole('table', { name: 'Recent Activity' });
  await expect(activity.getByRole('columnheader')).toHaveText(['Date', 'Event']);
  await expect(activity.getByRole('row')).toHaveCount(1 + 5);
  // A listing, a user, or (once boosts.spec.ts has paid on this stage) Admin Payments.
  await expect(activity.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/admin\/((listings|users)\/[^/]+|payments(\?.*)?)$/,
  );

  const chart = page.getByRole('region', { name: 'Listings created and approved' });
  await expect(
    chart.getByRole('img', { name: /^Bar chart of listings created and approved per day/ }),
  ).toBeVisible();
  await chart.getByText("Show each day's figures").click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(1 + 30);

  const card = sitemapCard(page);
  const main = card.getByRole('link', { name: 'View Main Sitemap (opens in a new tab)' });
  await expect(main).toHaveAttribute('href', '/sitemap.xml');
  await expect(main).toHaveAttribute('target', '_blank');
  await expect(main).toHaveAttribute('rel', 'noopener noreferrer');
  for (const name of SITEMAP_NAMES) {
    const view = card.getByRole('link', { name: `View ${name} sitemap (opens in a new tab)` });
    await expect(view).toHaveAttribute('href', `/api/sitemap/${name}`);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await expectNoSeriousA11yViolations(page);
});

test('Generate Sitemaps shows the counts and the next steps', async ({ page }) => {
  // Held back a moment, so the busy state can be seen however fast the stage is.
  await page.route('**/api/admin/sitemaps', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await openAsAdmin(page);
  const card = sitemapCard(page);

  await card.getByRole('button', { name: 'Generate Sitemaps' }).click();
  await expect(card.getByRole('button', { name: 'Generating...' })).toBeDisabled();

  const status = card.getByRole('status');
  await expect(status).toContainText('Sitemaps generated successfully!', { timeout: 30_000 });
  await expect(card.getByRole('button', { name: 'Generate Sitemaps' })).toBeEnabled();

  const counts = await resultCounts(status);
  expect(Object.keys(counts)).toEqual([
    'Static pages',
    'Category pages',
    'Listings',
    'Blog articles',
    'Dealer pages',
    'Total URLs',
  ]);
  expect(counts.Listings).toBeGreaterThan(0);
  expect(counts['Dealer pages']).toBeGreaterThan(0);
  expect(counts['Total URLs']).toBe(
    (counts['Static pages'] ?? 0) +
      (counts['Category pages'] ?? 0) +
      (counts.Listings ?? 0) +
      (counts['Blog articles'] ?? 0) +
      (counts['Dealer pages'] ?? 0),
  );
  await expect(status).toContainText('Google Search Console');
  await expect(status).toContainText('/sitemap.xml');
  await expect(notifications(page)).not.toContainText('Failed to generate sitemaps');

  // The files the View links open are there now.
  const listings = await page.request.get('/api/sitemap/listings');
  expect(listings.ok()).toBe(true);
  expect(await listings.text()).toContain('<urlset');

  await expectNoSeriousA11yViolations(page);
});

test('a failed generation shows the error toast', async ({ page }) => {
  await page.route('**/api/admin/sitemaps', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Broken' } } }),
  );
  await openAsAdmin(page);
  const card = sitemapCard(page);

  await card.getByRole('button', { name: 'Generate Sitemaps' }).click();
  await expect(notifications(page).getByText('Failed to generate sitemaps')).toBeVisible();
  await expect(notifications(page).getByText('Error', { exact: true })).toBeVisible();
  await expect(card.getByRole('status')).not.toContainText('Sitemaps generated successfully!');
  await expect(card.getByRole('button', { name: 'Generate Sitemaps' })).toBeEnabled();
});

test('a generation already running says so, without an error', async ({ page }) => {
  const message =
    'Sitemaps are already being generated. They will be ready in a minute; try again then.';
  await page.route('**/api/admin/sitemaps', (route) =>
    route.fulfill({ status: 409, json: { error: { code: 'sitemaps_running', message } } }),
  );
  await openAsAdmin(page);
  await sitemapCard(page).getByRole('button', { name: 'Generate Sitemaps' }).click();
  await expect(notifications(page).getByText(message)).toBeVisible();
  await expect(notifications(page)).not.toContainText('Failed to generate sitemaps');
});

test('when the figures cannot be loaded the cards say so, without a toast', async ({ page }) => {
  await page.route('**/api/admin/stats', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Broken' } } }),
  );
  await openAsAdmin(page);

  for (const name of ['Active Listings', 'Pending Review']) {
    await expect(page.getByRole('group', { name }).getByText('Unavailable')).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Recent Activity' }).getByText('Unavailable'),
  ).toBeVisible();
  await expect(page.getByText('The figures could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(notifications(page)).not.toContainText(/error|could not|failed/i);
});

test('the dashboard fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsAdmin(page);
  await expect(page.getByRole('group', { name: 'Pending Review' }).getByText(COUNT)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Bar chart/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
