import { expect, test, type Locator } from '@playwright/test';
import { SORT_LABELS, SORTS } from '#shared/search/constants';
import { expectNoSeriousA11yViolations } from './support/axe';
import { lookAt } from './support/shots';
import { expectResultsFor, statusLine } from './support/search';
import { waitForHydration } from './support/ssr';

// A postcode search is nearest first unless the buyer chooses another order (decision 024).

/** How many lines `text` takes inside `element` (1 when it does not wrap). */
async function linesOf(element: Locator, text: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      const start = content.indexOf(wanted);
      if (start === -1) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);
}

test('a postcode search is nearest first, with Distance in the sort menu', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/used-vans?postcode=LS1+4DY');
  // The radius travels with the postcode; nearest first is the default, so no sort parameter.
  await expect(page).toHaveURL('/used-vans?postcode=LS1+4DY&radius=50');
  const expected = await expectResultsFor(page, request, { postcode: 'LS1 4DY', radius: 50 });
  expect(expected.sort).toBe('distance');
  const distances = expected.items.map((item) => item.distance_miles!);
  expect(distances.length).toBeGreaterThan(1);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('distance');
  // The spec's orders and their wording, plus distance now that there is a postcode.
  await expect(sort.locator('option')).toHaveText(SORTS.map((key) => SORT_LABELS[key]));
  await expect(sort.locator('option:checked')).toHaveText('Distance: nearest first');

  await lookAt(page, testInfo, 'results-postcode');
  await lookAt(page, testInfo, 'results-postcode-full', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('another order chosen with a postcode is kept, and Featured first is a choice', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans?postcode=LS1+4DY&radius=national');
  await expectResultsFor(page, request, { postcode: 'LS1 4DY', radius: 'national' });
  // The server-rendered results show before the app takes over; the order is the app's to change.
  await waitForHydration(page);
  const sort = page.getByLabel('Sort by');

  await sort.selectOption('featured');
  await expect(page).toHaveURL('/used-vans?postcode=LS1+4DY&radius=national&sort=featured');
  const featured = await expectResultsFor(page, request, {
    postcode: 'LS1 4DY',
    radius: 'national',
    sort: 'featured',
  });
  expect(featured.items[0]?.featured, 'boosted vans come first when asked for').toBe(true);
  await expect(sort).toHaveValue('featured');

  await sort.selectOption('price-asc');
  await expect(page).toHaveURL('/used-vans?postcode=LS1+4DY&radius=national&sort=price-asc');
  const cheapest = await expectResultsFor(page, request, {
    postcode: 'LS1 4DY',
    radius: 'national',
    sort: 'price-asc',
  });
  const prices = cheapest.items.map((item) => item.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Back to the default: the parameter goes.
  await sort.selectOption('distance');
  await expect(page).toHaveURL('/used-vans?postcode=LS1+4DY&radius=national');
  await expectResultsFor(page, request, { postcode: 'LS1 4DY', radius: 'national' });
});

test('the postcode never wraps over two lines @both', async ({ page, request }) => {
  await page.goto('/used-vans?postcode=LS1+4DY&radius=national&fuelType=diesel');
  await expectResultsFor(page, request, {
    postcode: 'LS1 4DY',
    radius: 'national',
    fuelType: 'diesel',
  });
  await expect(statusLine(page)).toContainText('nearest first from LS1 4DY');
  expect(await linesOf(statusLine(page), 'LS1 4DY')).toBe(1);
  const chip = page.getByRole('button', { name: 'Remove filter: Nearest to LS1 4DY' });
  expect(await linesOf(chip, 'LS1 4DY')).toBe(1);
});
