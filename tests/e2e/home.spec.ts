import { expect, test } from '@playwright/test';
import { EMPTY_PORT } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('home page with demo data', () => {
  test('has a real title, the hero and featured vans that link to their detail pages', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle("VanYard | The UK's #1 Free Platform for Used Vans");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(
      page.getByRole('heading', { level: 1, name: "The UK's #1 Free Platform for Used Vans" }),
    ).toBeVisible();

    const featured = page.getByRole('region', { name: 'Featured Vans' });
    const cards = featured.getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    await expect(first).toContainText('Featured');
    await expect(first).toContainText(/£\d{1,3}(,\d{3})*/);
    await expect(first).toContainText(/(19|20)\d{2} [A-Z][\w-]+ \S+/);
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/used-vans\/[a-z0-9-]+\/[a-z0-9-]+\/\d{4}\/[a-z0-9-]+\/[A-Za-z0-9_-]+$/,
    );
    await expect(first.locator('img').first()).toHaveJSProperty('complete', true);
    await expectNoSeriousA11yViolations(page);
  });

  test('pages through featured vans with the arrows', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Vans' });
    const indicator = featured.getByText(/^\s*(Page )?\d+ \/ \d+\s*$/);
    await expect(indicator).toHaveText(/1 \/ [2-9]/);
    const total = Number((await indicator.innerText()).split('/')[1]);
    const previous = featured.getByRole('button', { name: 'Previous featured vans' });
    const next = featured.getByRole('button', { name: 'Next featured vans' });
    await expect(previous).toBeDisabled();
    const firstTitle = await featured.getByRole('listitem').first().innerText();
    await next.click();
    await expect(indicator).toHaveText(new RegExp(`2 / ${total}`));
    await expect(featured.getByRole('listitem').first()).not.toHaveText(firstTitle);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(indicator).toHaveText(new RegExp(`1 / ${total}`));
  });

  test('links to popular makes and the latest news', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Used Ford vans', exact: true })).toHaveAttribute(
      'href',
      '/used-vans/ford',
    );
    await expect(
      page.getByRole('link', { name: 'Used Mercedes-Benz vans', exact: true }),
    ).toHaveAttribute('href', '/used-vans/mercedes-benz');
    const news = page.getByRole('region', { name: 'Latest van news' });
    await expect(news.getByRole('article')).toHaveCount(2);
    await expect(news).toContainText(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
  });
});

test.describe('home page with no featured vans', () => {
  test.use({ baseURL: `http://127.0.0.1:${EMPTY_PORT}` });

  test('says so and links to browsing', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Vans' });
    await expect(featured).toContainText('No featured vans available at the moment.');
    await expect(featured.getByRole('link', { name: /browse/i })).toHaveAttribute(
      'href',
      '/used-vans',
    );
    await expect(featured.getByRole('button', { name: 'Next featured vans' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
