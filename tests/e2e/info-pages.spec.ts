import { expect, test, type Page } from '@playwright/test';
import { TRADE_SIGN_UP_PATH } from '../../shared/auth/account-type';
import { BOOST_FROM_PENCE } from '../../shared/boosts';
import { formatMoney } from '../../shared/format';
import { LISTING_LIVE_DAYS } from '../../shared/site-facts';
import { expectNoSeriousA11yViolations } from './support/axe';

const INFO_PAGES = [
  {
    path: '/how-it-works',
    h1: 'How It Works',
    title: 'How It Works | VanYard',
  },
  {
    path: '/how-to-sell-your-van-quickly-and-easily',
    h1: 'How to Sell Your Van Quickly and Easily',
    title: 'How to Sell Your Van Quickly and Easily | VanYard',
  },
  {
    path: '/register-to-sell',
    h1: 'Sell Your Vans on VanYard',
    title: 'Trade Van Sellers: List Your Stock Free | VanYard',
  },
] as const;

/** The heading levels inside main, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
}

for (const info of INFO_PAGES) {
  test(`${info.path} has its heading, document title and meta description @mobile`, async ({
    page,
  }) => {
    await page.goto(info.path);
    await expect(page.getByRole('heading', { level: 1, name: info.h1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(info.title);

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(description?.length ?? 0).toBeLessThan(160);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${info.path}$`),
    );

    // One h1, then h2 and h3 without skipping a level.
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    }
  });

  test(`${info.path} has no serious or critical accessibility violations @mobile`, async ({
    page,
  }) => {
    await page.goto(info.path);
    await expect(page.getByRole('heading', { level: 1, name: info.h1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('how it works has a buyer track and a seller track with the shared figures @mobile', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  const main = page.getByRole('main');

  const buyers = main.getByRole('region', { name: 'For buyers' });
  await expect(buyers).toBeVisible();
  await expect(buyers.getByRole('list', { name: 'For buyers' }).locator(':scope > li')).toHaveCount(
    6,
  );
  await expect(buyers).toContainText('no account needed');
  await expect(buyers).toContainText('V5C');
  await expect(buyers).toContainText('HPI');

  const sellers = main.getByRole('region', { name: 'For sellers' });
  await expect(sellers).toBeVisible();
  await expect(
    sellers.getByRole('list', { name: 'For sellers' }).locator(':scope > li'),
  ).toHaveCount(6);
  await expect(sellers).toContainText(`${LISTING_LIVE_DAYS} days`);
  await expect(sellers).toContainText(formatMoney(BOOST_FROM_PENCE / 100));
  await expect(sellers).toContainText('Top of Search Results');
  await expect(sellers).toContainText('Homepage Featured');

  for (const href of ['/used-vans', '/add-listing', '/value-my-van', '/ulez-van-checker', '/faq']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('how to sell shows six numbered steps and a free listing button @mobile', async ({ page }) => {
  await page.goto('/how-to-sell-your-van-quickly-and-easily');
  const main = page.getByRole('main');

  const steps = main.getByRole('list', { name: 'Six steps to a quick, safe sale' });
  await expect(steps.locator(':scope > li')).toHaveCount(6);
  const titles = steps.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(6);
  for (let step = 1; step <= 6; step++) {
    await expect(titles.nth(step - 1)).toHaveText(new RegExp(`^Step ${step}: `));
  }
  await expect(steps.getByRole('link', { name: 'free van valuation' })).toHaveAttribute(
    'href',
    '/value-my-van',
  );

  const button = main.getByRole('link', { name: 'Create a Free Listing', exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', '/add-listing');
});

test('register to sell sends dealers to registration and sign-in @mobile', async ({ page }) => {
  await page.goto('/register-to-sell');
  const main = page.getByRole('main');

  // Dealers register as trade accounts (decision 031).
  const register = main.getByRole('link', { name: 'Register to Sell', exact: true });
  await expect(register.first()).toBeVisible();
  for (const link of await register.all()) {
    await expect(link).toHaveAttribute('href', TRADE_SIGN_UP_PATH);
  }
  await expect(main.getByRole('link', { name: 'Sign in', exact: true }).first()).toHaveAttribute(
    'href',
    '/auth/login',
  );

  await expect(main).toContainText('Trade Dealer');
  await expect(main).toContainText(/no commission/i);
  await expect(main).toContainText(/CSV/);
  // The spec allows no traffic or dealer-count claims on this page.
  await expect(main).not.toContainText(/over \d+ (vans|dealers|buyers|visitors)/i);

  const questions = main.locator('details');
  await expect(questions).toHaveCount(4);
  const first = questions.first();
  await expect(first).not.toHaveAttribute('open');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first).toContainText(/no listing fees/i);
});
