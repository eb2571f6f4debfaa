import { expect, test, type Page } from '@playwright/test';
import { listingTitle } from '#shared/format';
import { listenForNoise } from './support/console-noise';
import { liveListing } from './support/listing';
import { resultCards, statusLine } from './support/search';
import { waitForHydration } from './support/ssr';

// Issue 29: a page whose data comes from its route's loader (docs/decisions/041-page-loaders.md)
// has it when the server renders it, and again when the reader reaches it inside the app, leaves
// it and comes back: no reload, no page left waiting for data, nothing in the console.

test.describe.configure({ mode: 'parallel' });

/** Marks the document, so a full load in between is seen. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
}

async function stillTheSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(
    1,
  );
}

async function contactDetails(page: Page) {
  const [settings, config] = await Promise.all([
    page.request.get('/api/settings').then((r) => r.json() as Promise<{ contact: Contact | null }>),
    page.request.get('/config.json').then((r) => r.json() as Promise<{ contact: Contact }>),
  ]);
  return settings.contact ?? config.contact;
}

type Contact = { email: string; phone: string };

test('the contact page has its details when opened, reached from another page and revisited', async ({
  page,
}) => {
  const { noise } = listenForNoise(page);
  const contact = await contactDetails(page);
  const main = page.getByRole('main');
  const footerContact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' });

  // Server-rendered, then taken over.
  await page.goto('/contact');
  await waitForHydration(page);
  await markDocument(page);
  await expect(main.getByRole('link', { name: contact.email })).toBeVisible();

  // Away inside the app, and back by a link: the details again, from the browser's own fetch.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await footerContact.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(main.getByRole('link', { name: contact.email })).toBeVisible();
  await expect(main.getByRole('link', { name: contact.phone })).toBeVisible();

  // History both ways.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.goForward();
  await expect(main.getByRole('link', { name: contact.email })).toBeVisible();
  await stillTheSameDocument(page);
  expect(noise).toEqual([]);
});

test('the contact page reached in the app from a page without its data', async ({ page }) => {
  const { noise } = listenForNoise(page);
  const contact = await contactDetails(page);
  await page.goto('/about');
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: contact.email })).toBeVisible();
  await stillTheSameDocument(page);
  expect(noise).toEqual([]);
});

test('a blog article has its text when opened, reached from the blog and revisited', async ({
  page,
}) => {
  const { noise } = listenForNoise(page);
  const main = page.getByRole('main');
  await page.goto('/blog');
  await waitForHydration(page);
  await markDocument(page);

  // Into an article inside the app: its text arrives, not only its heading.
  const first = main.locator('a[href^="/blog/"]').first();
  const path = (await first.getAttribute('href'))!;
  const blogHeading = (await main.getByRole('heading', { level: 1 }).textContent())!;
  await first.click();
  await expect(page).toHaveURL(path);
  // The article's own paragraphs, once the article has replaced the blog (its cards are
  // articles too, still shown while the article's loader runs; the URL changes first).
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(blogHeading);
  const paragraphs = main.locator('article:has(h1) p');
  await expect.poll(() => paragraphs.count()).toBeGreaterThan(3);
  const firstParagraph = (await paragraphs.nth(2).textContent())!;

  // To the blog by its breadcrumb, and by history back to the article again.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goBack();
  await expect(page).toHaveURL(path);
  await expect(paragraphs.nth(2)).toHaveText(firstParagraph);
  await stillTheSameDocument(page);

  // The article server-rendered, then another article reached from it inside the app.
  await page.goto(path);
  await waitForHydration(page);
  await markDocument(page);
  await expect(paragraphs.nth(2)).toHaveText(firstParagraph);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  const other = main.locator(`a[href^="/blog/"]:not([href="${path}"])`).first();
  await other.click();
  await expect.poll(() => paragraphs.count()).toBeGreaterThan(3);
  await expect(paragraphs.nth(2)).not.toHaveText(firstParagraph);
  await stillTheSameDocument(page);
  expect(noise).toEqual([]);
});

test('the home page has its featured vans and count when opened, left and reached again in the app', async ({
  page,
}) => {
  const { noise } = listenForNoise(page);
  const featured = page.getByRole('region', { name: 'Featured Vans' }).getByRole('article');
  const count = page
    .getByRole('form', { name: 'Find your next van' })
    .getByRole('button', { name: /^Search [\d,]+ vans?$/ });
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  await expect(featured.first()).toBeVisible();
  await expect(count).toBeVisible();
  const cards = await featured.count();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('banner').getByRole('link', { name: 'VanYard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(featured).toHaveCount(cards);
  await expect(count).toBeVisible();
  await stillTheSameDocument(page);
  expect(noise).toEqual([]);
});

test('a results page has its vans and make information when opened, refiltered and reached again', async ({
  page,
}) => {
  const { noise } = listenForNoise(page);
  const main = page.getByRole('main');
  const about = page.getByRole('heading', { level: 2, name: 'About Ford vans' });
  await page.goto('/used-vans/ford');
  await waitForHydration(page);
  await markDocument(page);
  // Server-rendered with its data: the cards and the make's section are in the page.
  await expect(resultCards(page).first()).toBeVisible();
  await expect(about).toBeVisible();
  const fordStatus = (await statusLine(page).textContent())!;

  // Another search inside the app: its own answer, from the browser's fetch.
  await page.getByRole('banner').getByRole('link', { name: 'VanYard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/used-vans\/ford$/);
  await expect(statusLine(page)).toHaveText(fordStatus);
  await expect(about).toBeVisible();
  await expect(main).not.toContainText('Loading vans');
  await stillTheSameDocument(page);
  expect(noise).toEqual([]);
});

test('a listing has its details and similar vans when opened, and another is reached in the app', async ({
  page,
  request,
}) => {
  const { noise } = listenForNoise(page);
  const detail = await liveListing(request);
  const similar = page.getByRole('region', { name: 'Similar Vans' });
  await page.goto(detail.path);
  await waitForHydration(page);
  await markDocument(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingTitle(detail.listing));
  await expect(similar.getByRole('article').first()).toBeVisible();

  // A similar van inside the app: its own detail, fetched by the browser.
  const next = similar.getByRole('article').first().getByRole('link').first();
  const nextPath = (await next.getAttribute('href'))!;
  await next.click();
  await expect(page).toHaveURL(nextPath);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    listingTitle(detail.listing),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back to the first: the answer the page started from is still there.
  await page.goBack();
  await expect(page).toHaveURL(detail.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingTitle(detail.listing));
  await stillTheSameDocument(page);
  expect(noise).toEqual([]);
});

test('an unknown listing is the not-found page when opened, and a live van is reached from it in the app', async ({
  page,
}) => {
  const { noise } = listenForNoise(page);
  const response = await page.goto('/used-vans/ford/transit/leeds/NoSuchVan1');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await markDocument(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing not found');

  // Its way on, inside the app: the results, then a van, whose page leaves the not-found view.
  await page.getByRole('main').getByRole('link', { name: 'Browse more vans' }).click();
  await expect(resultCards(page).first()).toBeVisible();
  const card = resultCards(page).first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
  await expect(page.getByRole('region', { name: 'Similar Vans' })).toBeVisible();
  await stillTheSameDocument(page);
  // The browser reports the document's own 404; nothing else.
  expect(noise.filter((entry) => !/status of 404/.test(entry.text))).toEqual([]);
});
