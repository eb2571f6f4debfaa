import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/ssr';

// Issue 20: after the first, server-rendered page, following links stays inside the SPA: no
// document is fetched again and the page's JavaScript state survives each step.

/** Counts document requests (full page loads) from now on. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documents++;
    }
  });
  return () => documents;
}

async function stillTheSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(
    1,
  );
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('links, the pager, breadcrumbs, the header and history navigate without a reload', async ({
  page,
}) => {
  await page.goto('/used-vans/ford');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
  const documents = countDocuments(page);
  const resultsHeading = await heading(page).textContent();

  // A card to its listing.
  const card = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const listingPath = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(listingPath!);
  await expect(heading(page)).not.toHaveText(resultsHeading!);
  await stillTheSameDocument(page);

  // A breadcrumb back to the make's results.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Ford', exact: true })
    .click();
  await expect(page).toHaveURL(/\/used-vans\/ford$/);
  await expect(heading(page)).toHaveText(resultsHeading!);

  // The pager's next page.
  await page
    .getByRole('navigation', { name: 'Pages of results' })
    .getByRole('link', { name: /^(Page )?2$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);

  // History: back to page 1, forward to page 2 again.
  await page.goBack();
  await expect(page).toHaveURL(/\/used-vans\/ford$/);
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);

  // The header's home link.
  await page.getByRole('banner').getByRole('link', { name: 'VanYard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page)).not.toHaveText(resultsHeading!);

  await stillTheSameDocument(page);
  expect(documents()).toBe(0);
});
