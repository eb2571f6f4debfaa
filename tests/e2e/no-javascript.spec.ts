import { expect, test } from '@playwright/test';
import { PAGE_SIZE } from '#shared/search/constants';
import { liveListing } from './support/listing';

// Issue 20: a crawler or a link preview that runs no script reads the whole page from the HTML.

test.use({ javaScriptEnabled: false });

test('a results page lists its vans with links, prices and the next page @mobile', async ({
  page,
}) => {
  await page.goto('/used-vans/ford');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ford');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(PAGE_SIZE);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/used-vans\/ford\//);
    await expect(card).toContainText('£');
  }
  await expect(
    page.getByRole('navigation', { name: 'Pages of results' }).locator('a[href*="page=2"]').first(),
  ).toBeAttached();
  await expect(page).toHaveTitle(/Ford/);
});

test('a listing shows its details, description and photos, and its breadcrumbs @mobile', async ({
  page,
}) => {
  const listing = await liveListing(page.request);
  await page.goto(listing.path);
  const van = listing.listing;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    van.description.split('\n')[0]!.slice(0, 40).trim(),
  );
  await expect(page.getByRole('main')).toContainText(van.mileage.toLocaleString('en-GB'));
  await expect(page.locator('main img[src^="/images/"]').first()).toBeAttached();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\//);
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
});

test('a blog article shows its text @mobile', async ({ page }) => {
  await page.goto('/blog');
  const first = page.getByRole('main').locator('a[href^="/blog/"]').first();
  const href = await first.getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const paragraphs = page.getByRole('main').locator('article p');
  expect(await paragraphs.count()).toBeGreaterThan(2);
});
