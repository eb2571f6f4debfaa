import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Their heads, headings, steps, figures and links are checked as the server renders them
// (web/src/routes/static-pages-render.test.tsx); here, accessibility at 390 px.

const INFO_PAGES = [
  {
    path: '/how-it-works',
    h1: 'How It Works',
  },
  {
    path: '/how-to-sell-your-van-quickly-and-easily',
    h1: 'How to Sell Your Van Quickly and Easily',
  },
  {
    path: '/register-to-sell',
    h1: 'Sell Your Vans on VanYard',
  },
] as const;

for (const info of INFO_PAGES) {
  test(`${info.path} has no serious or critical accessibility violations @mobile`, async ({
    page,
  }) => {
    await page.goto(info.path);
    await expect(page.getByRole('heading', { level: 1, name: info.h1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
