import { expect, test, type Page } from '@playwright/test';
import { BOOST_DURATIONS_DAYS, BOOST_PRICES_PENCE } from '../../shared/boosts';
import { formatLongDate, formatMoney } from '../../shared/format';
import { LEGAL_LAST_UPDATED, MINIMUM_ACCOUNT_AGE } from '../../shared/site-facts';
import { expectNoSeriousA11yViolations } from './support/axe';

/** `lastSection`: the id of the last section, for opening the page straight at it. */
const LEGAL_PAGES = [
  { path: '/terms', title: 'Terms of Service', lastSection: 'contact-us' },
  { path: '/privacy', title: 'Privacy Policy', lastSection: 'contact-us' },
] as const;

function contents(page: Page) {
  return page.getByRole('navigation', { name: 'Contents' });
}

for (const { path, title, lastSection } of LEGAL_PAGES) {
  test.describe(`${title} @mobile`, () => {
    test('has its heading, document title, description and date', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | VanYard`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      expect(formatLongDate(LEGAL_LAST_UPDATED)).toBe('27 November 2026');
      await expect(page.getByText('Last updated: 27 November 2026', { exact: true })).toBeVisible();
      await expect(page.getByRole('main').locator('time')).toHaveAttribute(
        'datetime',
        LEGAL_LAST_UPDATED,
      );
    });

    test(`states the minimum age of ${MINIMUM_ACCOUNT_AGE}`, async ({ page }) => {
      expect(MINIMUM_ACCOUNT_AGE).toBe(18);
      await page.goto(path);
      const ageText = page.getByText(`${MINIMUM_ACCOUNT_AGE} or over`).first();
      await ageText.scrollIntoViewIfNeeded();
      await expect(ageText).toBeVisible();
    });

    test('numbers its sections and lists each one in the contents', async ({ page }) => {
      await page.goto(path);
      const links = contents(page).getByRole('link');
      const sections = page.getByRole('main').getByRole('heading', { level: 2 });
      // count() does not wait: the page loads on demand, so wait for its first section.
      await expect(sections.first()).toHaveText(/^1\. /);
      const count = await sections.count();
      expect(count).toBeGreaterThanOrEqual(10);
      await expect(links).toHaveCount(count);
      for (let index = 0; index < count; index++) {
        const heading = sections.nth(index);
        const text = (await heading.textContent())?.trim() ?? '';
        expect(text).toMatch(new RegExp(`^${index + 1}\\. `));
        const id = await heading.getAttribute('id');
        expect(id, `section ${text} has an id`).toBeTruthy();
        await expect(links.nth(index)).toHaveText(text);
        await expect(links.nth(index)).toHaveAttribute('href', `${path}#${id}`);
      }
    });

    test('contents links jump to their sections', async ({ page }) => {
      await page.goto(path);
      const links = contents(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(10);
      // A section far down the page, one in the middle, and back up to the second.
      for (const index of [count - 2, Math.floor(count / 2), 1]) {
        const link = links.nth(index);
        const href = (await link.getAttribute('href')) ?? '';
        const id = href.split('#')[1] ?? '';
        expect(id).not.toBe('');

        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL(`${path}#${id}`);
        const heading = page.locator(`h2[id="${id}"]`);
        await expect(heading).toBeInViewport();
        await expect(heading).toBeFocused();
      }
    });

    test('a link to a section opens the page at that section', async ({ page }) => {
      // The first load in a fresh context, as when following a shared link.
      await page.goto(`${path}#${lastSection}`);
      const heading = page.locator(`h2[id="${lastSection}"]`);
      await expect(heading).toHaveText(/Contact us$/);
      await expect(heading).toBeInViewport();
      await expect(contents(page).getByRole('link').last()).toHaveAttribute(
        'href',
        `${path}#${lastSection}`,
      );
    });

    test('has no serious or critical accessibility violations', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('fits the viewport without sideways scrolling', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('the privacy policy lists what is kept in the browser @mobile', async ({ page }) => {
  await page.goto('/privacy');
  const storage = page.getByRole('table', { name: 'What VanYard keeps in your browser' });
  for (const key of ['vanFilters', 'fromBreadcrumb']) {
    await expect(storage.getByRole('rowheader', { name: key })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /ico\.org\.uk/ })).toHaveAttribute(
    'href',
    /^https:\/\/ico\.org\.uk\//,
  );
});

test('the terms show the boost prices from the one price list @mobile', async ({ page }) => {
  await page.goto('/terms');
  const prices = page.getByRole('table', { name: 'Boost prices' });
  // A heading row, then one row per duration.
  await expect(prices.getByRole('row')).toHaveCount(BOOST_DURATIONS_DAYS.length + 1);
  for (const days of BOOST_DURATIONS_DAYS) {
    const row = prices.getByRole('row', { name: new RegExp(`^${days} days`) });
    await expect(row).toContainText(formatMoney(BOOST_PRICES_PENCE.search_featured[days] / 100));
    await expect(row).toContainText(formatMoney(BOOST_PRICES_PENCE.homepage_featured[days] / 100));
  }
});
