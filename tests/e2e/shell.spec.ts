import { expect, test } from '@playwright/test';

test.describe('the shared layout', () => {
  test('shows the sell banner, the navigation and the footer with the current year', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Sell your van' });
    await expect(banner).toContainText('Have a Van to Sell? List it Free in 2 mins');
    await expect(banner.getByRole('link', { name: 'List Now' })).toHaveAttribute(
      'href',
      '/add-listing',
    );

    if (isMobile) {
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      const links: [string, string][] = [
        ['Browse Vans', '/used-vans'],
        ['Free Valuation', '/value-my-van'],
        ['How It Works', '/how-it-works'],
        ['Sell Your Van for Free', '/add-listing'],
        ['Sign In', '/auth/login'],
      ];
      for (const [label, href] of links) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} VanYard`);
    for (const heading of ['About', 'Services', 'Support']) {
      await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test('remembers that the banner was dismissed', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Sell your van' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: "The UK's #1 Free Platform for Used Vans" }),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sell your van' })).toHaveCount(0);
  });

  test('restores the scroll position on back navigation and starts new pages at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest van news' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800);
  });
});
