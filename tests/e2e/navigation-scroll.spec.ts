import { expect, test, type Page } from '@playwright/test';
import { resultCards } from './support/search';
import { waitForHydration } from './support/ssr';

/*
 * Where a page opens, for each way of arriving (docs/decisions/025-scroll-and-listing-page.md):
 * a new page at its top, back/forward/reload where the reader was (also once content that loads
 * later is in), a #section at the section.
 */

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Scrolls the window and waits until the page has seen it (scroll events are async). */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  // Let the scroll event land before anything navigates.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  return scrollY(page);
}

async function scrollToEnd(page: Page): Promise<number> {
  return scrollTo(page, 100_000);
}

/** Stays at `y` (within 2 px) for a while: no late restore moves it afterwards. */
async function expectSettledAt(page: Page, y: number): Promise<void> {
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(y - 2);
  await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(y + 2);
  await page.waitForTimeout(600);
  const settled = await scrollY(page);
  expect(Math.abs(settled - y)).toBeLessThanOrEqual(2);
}

/** The results page with its 24 cards in (they load after the page). */
async function openResults(page: Page): Promise<void> {
  await page.goto('/used-vans');
  await expect(resultCards(page).nth(20)).toBeVisible();
}

/** Scrolls well down a loaded results page, to a card's place. */
async function scrollDownResults(page: Page): Promise<number> {
  const card = resultCards(page).nth(14);
  await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return scrollTo(page, await scrollY(page));
}

test('a link opens the new page at its top, with focus on its content', async ({ page }) => {
  await page.goto('/used-vans');
  await expect(resultCards(page).first()).toBeVisible();
  // The cards are server-rendered: a click before React has taken over is a full page load,
  // which rightly leaves focus where a new document starts, not on the content (decision 063).
  await waitForHydration(page);
  await scrollToEnd(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expectSettledAt(page, 0);
  await expect(page.getByRole('banner')).toBeInViewport();
  await expect(page.getByRole('main')).toBeFocused();
});

test('a page opened by a full load starts at its top, whatever the tab saw before', async ({
  page,
}) => {
  // Scrolled to the end of one page, then an address typed into the same tab.
  await openResults(page);
  await scrollToEnd(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSettledAt(page, 0);

  // Then another, after scrolling this one: and reloading that one keeps it at its top.
  await scrollToEnd(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSettledAt(page, 0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSettledAt(page, 0);
});

test('the not-found page opens at its top after a full load', async ({ page }) => {
  await page.goto('/about');
  await scrollToEnd(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInViewport();
  await expectSettledAt(page, 0);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeInViewport();
});

test('a reload keeps the place on a page whose content loads later', async ({ page }) => {
  await openResults(page);
  const y = await scrollDownResults(page);
  expect(y).toBeGreaterThan(1000);
  await page.reload();
  await expect(resultCards(page).nth(20)).toBeAttached();
  await expectSettledAt(page, y);
});

test('back and forward return to where the reader was @both', async ({ page }) => {
  await openResults(page);
  const resultsY = await scrollDownResults(page);

  // Into a listing from the card in view: the listing opens at its top.
  const card = resultCards(page).nth(14);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/used-vans\/[^/]+\/[^/]+\/.+\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSettledAt(page, 0);
  await expect(page.getByText('Loading similar vans…')).toHaveCount(0);
  const listingY = await scrollTo(page, 700);

  await page.goBack();
  await expect(page).toHaveURL('/used-vans');
  await expectSettledAt(page, resultsY);
  await expect(card).toBeInViewport();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSettledAt(page, listingY);
});

test('back from another site restores the place once the results are in again', async ({
  page,
}) => {
  await openResults(page);
  const y = await scrollDownResults(page);
  // A full load in between: going back builds the results page afresh, content after the page.
  await page.goto('/about');
  await expectSettledAt(page, 0);
  await page.goBack();
  await expect(page).toHaveURL('/used-vans');
  await expectSettledAt(page, y);
});

test('a link to a section on the same page scrolls to it', async ({ page }) => {
  await page.goto('/terms');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const link = contents.getByRole('link').nth(4);
  const id = ((await link.getAttribute('href')) ?? '').replace(/^.*#/, '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/terms#${id}$`));
  const section = page.locator(`[id="${id}"]`);
  await expect.poll(async () => (await section.boundingBox())!.y).toBeLessThan(120);
  expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(-2);
  expect(await scrollY(page)).toBeGreaterThan(200);
});

test('a link to a section of another page opens that page at the section', async ({ page }) => {
  await page.goto('/faq');
  await page.getByText('Is it really free to list a van?').click();
  await page.getByRole('link', { name: 'Listing Boosts' }).click();
  await expect(page).toHaveURL('/help#listing-boosts');
  const section = page.locator('[id="listing-boosts"]');
  await expect(section).toBeInViewport();
  await expect.poll(async () => (await section.boundingBox())!.y).toBeLessThan(120);
  expect(await scrollY(page)).toBeGreaterThan(200);
});

test('a full load of an address with a #section opens at the section @both', async ({ page }) => {
  await page.goto('/help#listing-boosts');
  const section = page.locator('[id="listing-boosts"]');
  await expect.poll(async () => (await section.boundingBox())?.y ?? 9999).toBeLessThan(120);
  expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(-2);
  expect(await scrollY(page)).toBeGreaterThan(200);
});
