import { expect, test, type Page } from '@playwright/test';
import { LABELS } from '#shared/catalogue';
import { formatMileage, formatPrice, listingTitle } from '#shared/format';
import type { LiveListingDetail } from '#shared/listing-detail';
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

test('key facts sit under the title with their names @both', async ({ page, request }) => {
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
  // Under the title; above the photos from 768 px, under them on phones (the photo first).
  const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const factsBox = (await facts.boundingBox())!;
  const photosBox = (await page.getByRole('region', { name: 'Photos' }).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(factsBox.y).toBeGreaterThan(titleBox.y + titleBox.height);
  if (width >= 768) expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(photosBox.y);
  else expect(factsBox.y).toBeGreaterThanOrEqual(photosBox.y + photosBox.height);
  // Inside the page's width: nothing sticks out sideways on a phone.
  expect(factsBox.x + factsBox.width).toBeLessThanOrEqual(width);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the main photo comes first, under a one-line title, above the contact bar @both', async ({
  page,
  request,
}) => {
  // A long title (the longest in the demo stock are about 32 characters) with several photos.
  const detail = await liveListing(
    request,
    { make: 'volkswagen' },
    (candidate) =>
      listingTitle(candidate.listing).length >= 30 && candidate.listing.image_urls.length >= 3,
  );
  await page.goto(detail.path);
  await waitForHydration(page);
  const { width, height } = page.viewportSize()!;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(listingTitle(detail.listing));
  const photo = page.getByTestId('main-photo');
  await expect(photo.locator('img[fetchpriority="high"]')).toBeVisible();
  const titleBox = (await heading.boundingBox())!;
  const photoBox = (await photo.boundingBox())!;
  const priceBox = (await page.getByTestId('listing-price').boundingBox())!;
  const factsBox = (await page.getByRole('group', { name: 'Key facts' }).boundingBox())!;

  if (width >= 768) {
    // Wider screens keep the title, price and key facts above the photos.
    expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(photoBox.y);
    expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(photoBox.y);
    return;
  }
  // One line of title, then the photo at once, near the top of the screen (it began ~545 px
  // down), then the price and the key facts.
  const lineHeight = await heading.evaluate((h1) => parseFloat(getComputedStyle(h1).lineHeight));
  expect(titleBox.height).toBeLessThan(lineHeight * 1.5);
  expect(photoBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
  expect(photoBox.y).toBeLessThan(height / 3);
  expect(priceBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
  expect(factsBox.y).toBeGreaterThanOrEqual(priceBox.y + priceBox.height);
  // The whole photo shows above the sticky Call / Email bar, inside the screen's width.
  const bar = (await page.getByRole('region', { name: 'Contact the seller' }).boundingBox())!;
  expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(bar.y);
  expect(photoBox.x).toBeGreaterThanOrEqual(0);
  expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(width);
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

test('on desktop the seller card stays in view; on phones the contact bar does @both', async ({
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
