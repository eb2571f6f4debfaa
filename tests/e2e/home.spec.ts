import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatLocation, formatMileage, formatPrice, listingTitle } from '#shared/format';
import type { ListingCard } from '#shared/listing';
import { cardHeadlineText } from '#shared/listing-headline';
import { listingPath } from '#shared/listing-paths';
import { cardOfListing } from '#shared/search/card-of-listing';
import { vatWords } from '#shared/vat';
import { FEATURED_PER_PAGE, featuredFromApi } from './support/featured';
import { openInApp } from './support/open-in-app';

function featuredSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured Vans' });
}

async function expectCards(section: Locator, expected: ListingCard[]) {
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  for (const [index, listing] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: listingTitle(listing) })).toHaveAttribute(
      'href',
      listingPath(listing),
    );
    await expect(card).toContainText(formatPrice(listing.price));
    await expect(card).toContainText(formatLocation(listing.location));
    // The result card's facts (one card for home and results): mileage, VAT, ULEZ, headline.
    const shown = cardOfListing(listing, { featured: true, distanceMiles: null });
    await expect(card).toContainText(formatMileage(listing.mileage));
    await expect(card).toContainText(vatWords(listing));
    await expect(card.getByText('ULEZ', { exact: true })).toHaveCount(shown.ulez_compliant ? 1 : 0);
    if (shown.headline) {
      const line = card.getByTestId('card-headline');
      await expect(line).toHaveAttribute('title', shown.headline);
      await expect(line).toHaveText(cardHeadlineText(shown.headline, shown.title));
    }
    if (listing.image_urls[0]) {
      const image = card.locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(image).toHaveAttribute('width', '640');
      await expect(image).toHaveAttribute(
        'srcset',
        /320\.webp 320w, .*640\.webp 640w, .*1280\.webp 1280w/,
      );
    }
  }
}

test('home has the hero, the page title and the meta description', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Used Vans for Sale, Free to List' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('VanYard | Used Vans for Sale, Free to List');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /used vans/i);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Browse Vans' })).toHaveAttribute(
    'href',
    '/used-vans',
  );
  await expect(main.getByRole('link', { name: 'List it Free' })).toHaveAttribute(
    'href',
    '/add-listing',
  );
});

test('the featured pager walks through the featured vans', async ({ page, request }) => {
  const featured = await featuredFromApi(request);
  const totalPages = Math.ceil(featured.length / FEATURED_PER_PAGE);
  expect(totalPages, 'the seeded stage needs more than one page of featured vans').toBeGreaterThan(
    1,
  );

  await page.goto('/');
  const section = featuredSection(page);
  const previous = section.getByRole('button', { name: 'Previous featured vans' });
  const next = section.getByRole('button', { name: 'Next featured vans' });
  const indicator = section.getByText(new RegExp(`\\d+ / ${totalPages}$`));

  await expect(indicator).toHaveText(`Page 1 / ${totalPages}`);
  await expectCards(section, featured.slice(0, FEATURED_PER_PAGE));
  await expect(previous).toHaveAttribute('aria-disabled', 'true');

  for (let pageNumber = 2; pageNumber <= totalPages; pageNumber++) {
    await next.click();
    await expect(indicator).toHaveText(`Page ${pageNumber} / ${totalPages}`);
    const start = (pageNumber - 1) * FEATURED_PER_PAGE;
    await expectCards(section, featured.slice(start, start + FEATURED_PER_PAGE));
  }
  // The arrows stay focusable at the ends but do nothing there.
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await next.click({ force: true });
  await expect(indicator).toHaveText(`Page ${totalPages} / ${totalPages}`);

  await previous.click();
  await expect(indicator).toHaveText(`Page ${totalPages - 1} / ${totalPages}`);
  await expect(previous).toBeFocused();
});

test('a featured card opens the listing’s detail path', async ({ page, request }) => {
  const [first] = await featuredFromApi(request);
  if (!first) throw new Error('The seeded stage has no featured vans');
  await page.goto('/');
  await featuredSection(page)
    .getByRole('link', { name: listingTitle(first) })
    .click();
  await expect(page).toHaveURL(listingPath(first));
});

test('eight skeleton cards show while the featured vans load', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/listings/featured', async (route) => {
    await released;
    await route.continue();
  });

  await openInApp(page, '/');
  const section = featuredSection(page);
  await expect(section.getByRole('status')).toHaveText('Loading featured vans');
  await expect(section.locator('[aria-busy="true"] .animate-pulse')).toHaveCount(8);

  release();
  await expect(section.getByRole('article')).toHaveCount(FEATURED_PER_PAGE);
  await expect(section.getByRole('status')).toHaveCount(0);
});

test('a failed featured load is silent and reads as none', async ({ page }) => {
  await page.route('**/api/listings/featured', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again later' } }),
    }),
  );
  await openInApp(page, '/');
  await expect(
    featuredSection(page).getByText('No featured vans available at the moment.'),
  ).toBeVisible();
  await expect(page.getByText('Try again later')).toHaveCount(0);
});

test('the marketing text links to the popular makes', async ({ page }) => {
  await page.goto('/');
  const makes = page.getByRole('region', { name: 'Buy and sell used vans for free' });
  const expected: [string, string][] = [
    ['Ford', '/used-vans/ford'],
    ['Mercedes-Benz', '/used-vans/mercedes-benz'],
    ['Volkswagen', '/used-vans/volkswagen'],
    ['Renault', '/used-vans/renault'],
    ['Vauxhall', '/used-vans/vauxhall'],
    ['Citroën', '/used-vans/citroen'],
    ['Peugeot', '/used-vans/peugeot'],
    ['Nissan', '/used-vans/nissan'],
  ];
  for (const [make, path] of expected) {
    await expect(makes.getByRole('link', { name: `Used ${make} vans` })).toHaveAttribute(
      'href',
      path,
    );
  }
});

test('latest van news shows the two articles, newest first, with en-GB dates', async ({ page }) => {
  await page.goto('/');
  const news = page.getByRole('region', { name: 'Latest van news' });
  const articles = news.getByRole('article');
  await expect(articles).toHaveCount(2);

  await expect(articles.nth(0).getByRole('link')).toHaveAttribute(
    'href',
    '/blog/volkswagen-transporter-t7-review',
  );
  await expect(articles.nth(0).locator('time')).toHaveText('4 March 2025');
  await expect(articles.nth(1).getByRole('link')).toHaveAttribute(
    'href',
    '/blog/ford-transit-reliability',
  );
  await expect(articles.nth(1).locator('time')).toHaveText('18 February 2025');
});

test('after a postcode search, home shows the vans near that postcode', async ({
  page,
  request,
}) => {
  // A first visit knows no postcode: no strip.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Vans' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Vans near / })).toHaveCount(0);

  await page.goto('/used-vans?postcode=M1+1AE');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/vans? found/);

  const expected = await request.get('/api/listings/nearby?postcode=M1+1AE');
  const { items } = (await expected.json()) as { items: { id: string; distance_miles: number }[] };
  expect(items.length).toBeGreaterThan(0);
  await page.goto('/');
  const nearby = page.getByRole('region', { name: 'Vans near M1 1AE' });
  await expect(nearby.getByRole('article')).toHaveCount(items.length);
  await expect(nearby.getByRole('article').first()).toContainText(
    `${items[0]!.distance_miles} ${items[0]!.distance_miles === 1 ? 'mile' : 'miles'} away`,
  );
  await nearby.getByRole('link', { name: 'See all vans near M1 1AE' }).click();
  await expect(page).toHaveURL(/\/used-vans\?.*postcode=M1/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/vans? found/);
});
