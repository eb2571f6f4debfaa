import { expect, test } from '@playwright/test';
import { ARTICLES } from '#shared/content/articles';
import { expectNoSeriousA11yViolations } from './support/axe';

test('the blog lists both articles, newest first @mobile', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Van News and Buying Guides');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(
    [...ARTICLES].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.title),
  );
  await expectNoSeriousA11yViolations(page);
});

for (const article of ARTICLES) {
  test(`the article ${article.slug} reads in full, with its author and Article JSON-LD @mobile`, async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(`/blog/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(`${article.title} | VanYard`);
    const body = page.locator('.prose-vy');
    await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(800);
    await expect(body.getByRole('table').first()).toBeVisible();
    // Every picture in the text has loaded (none broken) and says what it shows.
    for (const image of await body.getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('alt', /.{20,}/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.getByRole('complementary', { name: 'About the author' })).toContainText(
      article.author.name,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      datePublished: article.date,
    });
    await expectNoSeriousA11yViolations(page);
  });
}

test('an unknown article is the not-found page with a 404 @mobile', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
