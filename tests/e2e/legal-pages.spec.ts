import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Their text, dates, numbered sections, contents and tables are checked as the server renders
// them (web/src/routes/static-pages-render.test.tsx); here, what needs a browser: jumping to a
// section, focus, accessibility and the narrow screen.

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

    test('has no serious or critical accessibility violations and fits the viewport', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // No sideways scrolling at 390 px.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
