import { expect, test, type Page } from '@playwright/test';

const BANNER_TEXT = 'Have a Van to Sell? List it Free in 2 mins';

const NAV_LINKS = [
  ['Browse Vans', '/used-vans'],
  ['Free Valuation', '/value-my-van'],
  ['How It Works', '/how-it-works'],
  ['Sell Your Van for Free', '/add-listing'],
  ['Sign In', '/auth/login'],
] as const;

/** Desktop shows the navigation in the header; phones open the side sheet first. */
async function mainNavigation(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
  }
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

test('the shared layout shows the banner, the navigation and the footer @both', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');

  const banner = page.getByRole('complementary', { name: 'Sell your van' });
  await expect(banner).toContainText(BANNER_TEXT);
  await expect(banner.getByRole('link', { name: 'List Now' })).toHaveAttribute(
    'href',
    '/add-listing',
  );

  const nav = await mainNavigation(page, isMobile);
  for (const [name, href] of NAV_LINKS) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  if (isMobile) await page.keyboard.press('Escape');

  const footer = page.getByRole('contentinfo');
  for (const column of ['About', 'Services', 'Support']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
  }
  await expect(
    footer
      .getByRole('navigation', { name: 'Services' })
      .getByRole('link', { name: 'ULEZ Checker' }),
  ).toHaveAttribute('href', '/ulez-van-checker');
  await expect(
    footer.getByRole('navigation', { name: 'Support' }).getByRole('link', { name: 'FAQ' }),
  ).toHaveAttribute('href', '/faq');
  await expect(footer.getByRole('link', { name: 'VanYard on Facebook' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} VanYard`);
});

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a dismissed banner stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Sell your van' });
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Dismiss banner' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
});
