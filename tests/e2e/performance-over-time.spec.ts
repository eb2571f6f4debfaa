import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { METRIC_LABELS, PERFORMANCE_METRICS, type PerformanceSeries } from '#shared/performance';
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
  // Three pages, a 91-row table, an axe scan of it and a download: 21 s on a quiet CI machine,
  // over 30 s on a busy one.
  test.setTimeout(60_000);
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

  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/me/performance' &&
      response.request().method() === 'GET',
  );
  await page.goto('/dashboard');
  const shown = (await (await answer).json()) as PerformanceSeries;
  const summary = page.getByRole('region', { name: 'Performance over time' });
  await expect(
    summary.getByText(/^Views: [\d,]+ in the last 30 days\. Busiest day: /),
  ).toBeVisible();
  expect(shown.totals.views).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`vanyard-performance-${shown.from}-to-${shown.to}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('date,views,enquiries,phone_reveals,saves,search_appearances');
  // The days the chart shows; today's may have grown meanwhile (other tests view demo vans).
  expect(lines.slice(1, -1)).toEqual(
    shown.days
      .slice(0, -1)
      .map((day) =>
        [day.date, day.views, day.enquiries, day.reveals, day.saves, day.appearances].join(','),
      ),
  );
  expect(lines.at(-1)).toMatch(new RegExp(`^${shown.to}(,\\d+){5}$`));
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/performance-dashboard.png`, fullPage: true });
});
