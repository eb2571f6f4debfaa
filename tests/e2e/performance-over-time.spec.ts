import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { METRIC_LABELS, PERFORMANCE_METRICS } from '#shared/performance';
import type { OwnListingsPage } from '#shared/own-listings';
import { DEMO_SELLER } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';
import { useStoredSession } from './support/session';

// Performance over time (issue 33 §5, decision 073): the demo dealer's seeded 90 days. What the
// counting and the CSV's content are is checked by tests/integration/performance; here, what
// needs a browser: the charts, the period switch and the table by keyboard, the file download.

const SHOTS = process.env.SHOTS_DIR;

async function aListingWithViews(page: Page): Promise<string> {
  const rows = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/me/listings' &&
      response.request().method() === 'GET',
  );
  await page.goto('/dashboard/listings');
  const { items } = (await (await rows).json()) as OwnListingsPage;
  const listing = items.find((item) => item.views > 0);
  expect(listing, 'a demo listing with views').toBeDefined();
  return listing!.id;
}

test('a seller reads a listing’s figures per day and downloads the account’s as a CSV file', async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  const id = await aListingWithViews(page);

  await page.goto(`/dashboard/listings/${id}`);
  const panel = page.getByRole('region', { name: 'Performance over time' });
  const last30 = panel.getByRole('button', { name: 'Last 30 days' });
  await expect(last30).toHaveAttribute('aria-pressed', 'true');
  for (const metric of PERFORMANCE_METRICS) {
    await expect(
      panel.getByRole('heading', { name: METRIC_LABELS[metric], level: 3 }),
    ).toBeVisible();
  }
  // The period by keyboard: Tab to the next button, Enter.
  await last30.focus();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Last 90 days' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByText(/^Views: [\d,]+ in the last 90 days\. Busiest day: /)).toBeVisible();
  // Every number in a table behind a native disclosure, opened by keyboard.
  await panel.getByText('Show the figures for each day').focus();
  await page.keyboard.press('Enter');
  const table = panel.getByRole('table', { name: /^Figures for this listing per day/ });
  await expect(table.getByRole('row')).toHaveCount(91);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/performance-listing.png`, fullPage: true });

  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Performance over time' });
  const views = summary.getByText(/^Views: ([\d,]+) in the last 30 days\. Busiest day: /);
  await expect(views).toBeVisible();
  const shownViews = Number(
    /^Views: ([\d,]+)/.exec((await views.textContent())!)![1]!.replace(/,/g, ''),
  );
  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^vanyard-performance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('date,views,enquiries,phone_reveals,saves,search_appearances');
  expect(lines).toHaveLength(31);
  // The file holds the days the chart shows.
  const csvViews = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0);
  expect(csvViews).toBe(shownViews);
  expect(shownViews).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/performance-dashboard.png`, fullPage: true });
});
