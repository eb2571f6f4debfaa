import { expect, test, type Page } from '@playwright/test';
import type { SearchCard } from '#shared/search/response';
import { expectNoSeriousA11yViolations } from './support/axe';
import { soldListing } from './support/listing';
import { searchFromApi } from './support/search';
import { lookAt } from './support/shots';
import { waitForHydration } from './support/ssr';

// Compare vans and recently viewed (issue 32 §4, decision 062) on the seeded stage at 390 px:
// the compare list and the history are this browser's localStorage, the cards the stage's own.

/** Three live vans that differ on price and seller type, so the table has rows to mark. */
async function threeVans(page: Page): Promise<SearchCard[]> {
  const { items } = await searchFromApi(page.request, { sort: 'price-asc' });
  // Distinct titles, so each van's link and Remove are named apart.
  const distinct = items.filter(
    (card, index) => items.findIndex((other) => other.title === card.title) === index,
  );
  const trade = distinct.filter((card) => card.seller_type === 'trade_dealer');
  const privately = distinct.find((card) => card.seller_type === 'private_seller');
  if (trade.length < 2 || !privately) throw new Error('The seed has no mix of sellers to compare');
  return [trade[0]!, privately, trade[1]!];
}

async function addToCompare(page: Page, card: SearchCard) {
  await page.goto(card.path);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Add to compare' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('compare vans @both', () => {
  test('a buyer compares three vans side by side, removes one, and finds them recently viewed', async ({
    page,
  }, testInfo) => {
    const vans = await threeVans(page);
    for (const van of vans) await addToCompare(page, van);
    await lookAt(page, testInfo, 'cmp-detail-button');
    await page.getByRole('link', { name: 'Compare vans (3)' }).click();

    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${vans.map((v) => v.id).join(',')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Compare vans' })).toBeVisible();
    const table = page.getByRole('table');
    for (const van of vans) {
      await expect(table.getByRole('link', { name: van.title, exact: true })).toBeVisible();
    }
    // The rows that differ say so in their label; those that agree do not.
    const price = table.getByRole('rowheader', { name: /^Price/ });
    await expect(price).toContainText('Differs');
    await expect(table.getByRole('rowheader', { name: /^Seller type/ })).toContainText('Differs');
    await expect(table.locator('tr[data-differs]')).not.toHaveCount(0);
    await expect(page.getByText(/Rows marked Differs/)).toBeVisible();

    const region = page.getByRole('region', { name: /Vans side by side/ });
    const headings = table.locator('thead th');
    await expect(headings.nth(0)).toBeInViewport();
    await expect(headings.nth(1)).toBeInViewport();
    await lookAt(page, testInfo, 'cmp-compare', { fullPage: true });
    await expectNoSeriousA11yViolations(page);
    if (testInfo.project.name === 'mobile') {
      // At 390 px: the labels and two vans in view, the third a sideways scroll away, and the
      // row labels stay put while the vans scroll.
      const widths = await region.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(widths.scroll).toBeGreaterThan(widths.client);
      await expect(headings.nth(2)).not.toBeInViewport();
      const before = await price.boundingBox();
      await region.evaluate((el) => el.scrollBy({ left: 400 }));
      await expect(headings.nth(2)).toBeInViewport();
      expect((await price.boundingBox())?.x).toBe(before?.x);
    }

    await table.getByRole('button', { name: `Remove ${vans[1]!.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${vans[0]!.id},${vans[2]!.id}$`));
    await expect(table.locator('thead th')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: /^Seller type/ })).not.toContainText(
      'Differs',
    );

    // Recently viewed on the home page: the three vans just seen, newest first.
    await page.goto('/');
    await waitForHydration(page);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('article')).toHaveCount(3);
    const titles = await recent.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual([...vans].reverse().map((van) => van.title));
    await recent.scrollIntoViewIfNeeded();
    await lookAt(page, testInfo, 'cmp-home-recent');
    await expectNoSeriousA11yViolations(page);
  });

  test('a shared link opens signed out, forgives its mistakes and marks a sold van', async ({
    page,
  }) => {
    const [live] = await threeVans(page);
    const sold = await soldListing(page.request);
    await page.goto(`/compare?ids=${live!.id},${sold.id},not*an*id,${live!.id}`);
    // Not server-rendered (not indexable): the SPA's shell, ready when its heading shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Compare vans' })).toBeVisible();
    await expect(
      page.getByText('Part of this link was not a van and has been left out.'),
    ).toBeVisible();
    await expect(page.getByText('A van named twice in this link is shown once.')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.locator('thead th')).toHaveCount(2);
    await expect(table.getByText('No longer available').first()).toBeVisible();
    // Not for search engines: the shell's noindex, and the page's own says the same.
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
    await expect(page.locator('meta[name="robots"]:not([content="noindex"])')).toHaveCount(0);

    // A postcode adds the distance row.
    await page.getByRole('textbox', { name: 'Your postcode' }).fill('ls1 4dy');
    await page.getByRole('button', { name: 'Show distances' }).click();
    await expect(page).toHaveURL(/postcode=LS1%204DY|postcode=LS1\+4DY/);
    await expect(table.getByRole('rowheader', { name: /^Distance/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Distance/ })).toContainText(/miles? away/);
    await expectNoSeriousA11yViolations(page);
  });
});
