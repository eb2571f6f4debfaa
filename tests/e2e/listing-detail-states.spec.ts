import { expect, test } from '@playwright/test';
import { listingTitle } from '../../shared/format';
import { expectNoSeriousA11yViolations } from './support/axe';
import { liveListing, soldListing } from './support/listing';

test('a sold van says so and offers more vans', async ({ page, request }) => {
  const sold = await soldListing(request);
  await page.goto(sold.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `This ${listingTitle(sold)} is no longer available`,
  );
  await expect(page.getByRole('main')).toContainText(
    'Sorry, this van has been sold and is no longer available for purchase.',
  );
  await expect(page.getByRole('link', { name: 'Browse more vans' })).toHaveAttribute(
    'href',
    '/used-vans',
  );
  await expect(page.getByRole('link', { name: `View other ${sold.make} vans` })).toHaveAttribute(
    'href',
    `/used-vans/${sold.make_slug}`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('an unknown listing id shows Listing not found', async ({ page }) => {
  await page.goto('/used-vans/ford/transit/leeds/NoSuchListing123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing not found');
  await expect(page.getByRole('link', { name: 'Browse more vans' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('stale slugs and the shape without the year move to the canonical path', async ({
  page,
  request,
}) => {
  const detail = await liveListing(request, { make: 'ford' }, () => true);
  const id = detail.listing.id;
  await page.goto(`/used-vans/ford/not-the-model/${detail.listing.year - 1}/nowhere/${id}`);
  await expect(page).toHaveURL(detail.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingTitle(detail.listing));

  await page.goto('/');
  await page.goto(
    `/used-vans/${detail.listing.make_slug}/${detail.listing.model_slug}/${detail.listing.location_slug}/${id}`,
  );
  await expect(page).toHaveURL(detail.path);
  // The redirect replaced the entry: one step back is the page before the listing.
  await page.goBack();
  await expect(page).toHaveURL('/');
});
