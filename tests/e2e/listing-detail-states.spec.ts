import { expect, test } from '@playwright/test';
import { listingTitle } from '#shared/format';
import { expectNoSeriousA11yViolations } from './support/axe';
import { liveListing, soldListing } from './support/listing';
import { openInApp } from './support/open-in-app';

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

test('a seller without a phone: the button is disabled, and the phone bar says why @both', async ({
  page,
  request,
}) => {
  const detail = await liveListing(
    request,
    { sellerType: 'private_seller' },
    (candidate) => candidate.seller?.has_phone === false,
  );
  await page.goto(detail.path);
  const seller = page.getByRole('region', { name: 'Seller', exact: true });
  await expect(seller.getByRole('button', { name: 'No phone number' })).toBeDisabled();
  await expect(seller.getByRole('button', { name: 'Email seller' })).toBeEnabled();
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;

  await page
    .getByRole('region', { name: 'Contact the seller' })
    .getByRole('button', { name: 'Call Seller' })
    .click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Contact information unavailable');
  await expect(toasts).toContainText('The seller has not provided a phone number.');
});

test('a seller whose details cannot be read: the toast, no way to call, and why @both', async ({
  page,
  request,
}) => {
  const detail = await liveListing(request);
  await page.route(`**/api/listings/${detail.listing.id}`, async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: { ...(await response.json()), seller: null } });
  });
  await openInApp(page, detail.path);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Could not load seller details');
  const seller = page.getByRole('region', { name: 'Seller', exact: true });
  await expect(seller).toContainText('Seller details are not available.');
  await expect(seller.getByRole('button', { name: 'No email address' })).toBeDisabled();
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;

  await page
    .getByRole('region', { name: 'Contact the seller' })
    .getByRole('button', { name: 'Email', exact: true })
    .click();
  await expect(toasts).toContainText('The seller has not provided an email address.');
});

test('a failed load says so in a toast and offers to try again', async ({ page, request }) => {
  const detail = await liveListing(request);
  let failing = true;
  await page.route(`**/api/listings/${detail.listing.id}`, (route) =>
    failing ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.fallback(),
  );
  await openInApp(page, detail.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Could not load listing details',
  );
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Error');
  await expect(toasts).toContainText('Could not load listing details');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingTitle(detail.listing));
});
