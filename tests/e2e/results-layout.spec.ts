import { expect, test } from '@playwright/test';
import { expectResultsFor } from './support/search';

// Results on a phone and on a wide screen: the popular models strip and the cards.

test('the popular models are one sideways row on phones, reachable by Tab @both', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans/ford');
  await expectResultsFor(page, request, { make: 'ford' });
  const strip = page.getByRole('region', { name: 'Popular Ford Models' }).getByRole('list');
  const items = strip.getByRole('listitem');
  await expect(items).toHaveCount(8);
  const tops = await items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  const scrolls = await strip.evaluate((list) => list.scrollWidth > list.clientWidth + 1);
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    expect(new Set(tops).size, 'one row, no wrapping').toBe(1);
    expect(scrolls, 'the row scrolls sideways').toBe(true);
    // Every model link can be reached from the keyboard and is scrolled into view on focus.
    const links = strip.getByRole('link');
    const last = links.last();
    await links.first().focus();
    for (let presses = 0; presses < 8; presses++) {
      if (await last.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
  } else {
    expect(scrolls, 'wide screens wrap instead').toBe(false);
  }
});

test('a card shows mileage, fuel and gearbox, and at most two badges @both', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans?ulezCompliant=true');
  const expected = await expectResultsFor(page, request, { ulezCompliant: true });
  const card = page.getByRole('main').getByRole('article').first();
  const item = expected.items[0]!;
  await expect(card).toContainText(`${item.mileage.toLocaleString('en-GB')} miles`);
  await expect(card).toContainText(
    item.fuel_type === 'diesel' ? 'Diesel' : /Petrol|Electric|Hybrid/,
  );
  await expect(card).toContainText(item.transmission === 'manual' ? 'Manual' : 'Automatic');
  const badges = card.getByRole('listitem').filter({ hasText: /^(Featured|ULEZ|Inc\. VAT)$/ });
  expect(await badges.count()).toBeLessThanOrEqual(2);
  await expect(badges.filter({ hasText: 'ULEZ' })).toHaveCount(1);
});

test('the results page is no wider than the screen, the cards below the first row too @both', async ({
  page,
  request,
}) => {
  await page.goto('/used-vans');
  await expectResultsFor(page, request, {});
  // The cards after the first row are rendered only near the screen; a stand-in width for them
  // once made the phone's one-column grid wider than the phone.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
});
