import { expect, test, type Page } from '@playwright/test';
import { LABELS } from '../../shared/catalogue';
import { formatMileage, formatPrice, listingTitle } from '../../shared/format';
import type { LiveListingDetail } from '../../shared/listing-detail';
import { expectNoSeriousA11yViolations } from './support/axe';
import { liveListing } from './support/listing';
import { waitForHydration } from './support/ssr';

/** Any live van with photos and a seller (the default check also wants both contact routes). */
const withSeller = (detail: LiveListingDetail) =>
  detail.listing.image_urls.length >= 1 && detail.seller !== null;

/** The Notifications live region, where toasts appear. */
function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

test('key facts sit under the title with their names', async ({ page, request }) => {
  const { listing, path } = await liveListing(request);
  await page.goto(path);

  const facts = page.getByRole('group', { name: 'Key facts' });
  await expect(facts.getByRole('term')).toHaveText(['Year', 'Mileage', 'Fuel', 'Gearbox', 'ULEZ']);
  await expect(facts.getByRole('definition')).toHaveText([
    String(listing.year),
    formatMileage(listing.mileage),
    LABELS.fuel_type[listing.fuel_type],
    LABELS.transmission[listing.transmission],
    listing.ulez_compliant ? 'Compliant' : 'Not compliant',
  ]);
  // Under the title and above the photos.
  const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const factsBox = (await facts.boundingBox())!;
  const photosBox = (await page.getByRole('region', { name: 'Photos' }).boundingBox())!;
  expect(factsBox.y).toBeGreaterThan(titleBox.y + titleBox.height);
  expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(photosBox.y);
  // Inside the page's width: nothing sticks out sideways on a phone.
  const width = page.viewportSize()!.width;
  expect(factsBox.x + factsBox.width).toBeLessThanOrEqual(width);
  await expectNoSeriousA11yViolations(page);
});

test("a dealer's price without VAT shows the total with VAT", async ({ page, request }) => {
  const { listing, path } = await liveListing(
    request,
    { sellerType: 'trade_dealer', priceIncludesVat: false },
    withSeller,
  );
  await page.goto(path);
  const withVat = formatPrice(Math.round(listing.price * 1.2));
  await expect(page.getByTestId('listing-price')).toHaveText(
    `${formatPrice(listing.price)} + VAT (${withVat} inc. VAT)`,
  );
});

test('a price with VAT, and a private sale, add nothing', async ({ page, request }) => {
  const included = await liveListing(
    request,
    { sellerType: 'trade_dealer', priceIncludesVat: true },
    withSeller,
  );
  await page.goto(included.path);
  const price = page.getByTestId('listing-price');
  await expect(price).toHaveText(`${formatPrice(included.listing.price)} Including VAT`);

  const privateSale = await liveListing(
    request,
    { sellerType: 'private_seller', priceIncludesVat: false },
    withSeller,
  );
  await page.goto(privateSale.path);
  await expect(price).toHaveText(
    `${formatPrice(privateSale.listing.price)} Private sale: no VAT to add`,
  );
});

test('Share copies the link where there is no share sheet', async ({ page, request, context }) => {
  const detail = await liveListing(request);
  // Chromium on Linux has no share sheet; make sure of it.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(detail.path);
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(notifications(page)).toContainText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The canonical address, on the site's configured origin (the stage's is localhost).
  expect(new URL(copied).pathname).toBe(detail.path);
  expect(copied).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
});

test('Share opens the share sheet where the device has one', async ({ page, request }) => {
  const detail = await liveListing(request);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto(detail.path);
  await waitForHydration(page);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest),
    )
    .toEqual([{ title: listingTitle(detail.listing), url: canonical }]);
  expect(new URL(canonical!).pathname).toBe(detail.path);
  await expect(notifications(page)).not.toContainText('Link copied');
});

test('on desktop the seller card stays in view; on phones the contact bar does', async ({
  page,
  request,
}) => {
  const detail = await liveListing(request);
  await page.goto(detail.path);
  await expect(page.getByText('Loading similar vans…')).toHaveCount(0);
  const seller = page.getByRole('region', { name: 'Seller', exact: true });
  const description = page.getByRole('heading', { name: 'Description', exact: true });
  const width = page.viewportSize()!.width;

  // Down to the description, well past where the seller card starts.
  await description.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const box = (await seller.boundingBox())!;

  if (width >= 1024) {
    // Pinned near the top of the window, in its own column: nothing of the page under it.
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThanOrEqual(24);
    const photos = (await page.getByRole('region', { name: 'Photos' }).boundingBox())!;
    const heading = (await description.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(photos.x + photos.width);
    expect(box.x).toBeGreaterThanOrEqual(heading.x + heading.width);
    // At the end of the page it stops above the similar vans instead of covering them.
    const similar = page.getByRole('heading', { name: 'Similar Vans', exact: true });
    await similar.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    const atEnd = (await seller.boundingBox())!;
    const similarBox = (await similar.boundingBox())!;
    expect(atEnd.y + atEnd.height).toBeLessThanOrEqual(similarBox.y);
  } else {
    // Phones: the card scrolls away with the page and the bar keeps Call and Email in reach.
    expect(box.y + box.height).toBeLessThan(0);
    const bar = page.getByRole('region', { name: 'Contact the seller' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Email' })).toBeVisible();
  }
});
