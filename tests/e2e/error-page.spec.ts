import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/ssr';

const ERROR_HEADING = { level: 1, name: 'Unexpected Application Error!' } as const;

test('a first page whose code fails to load shows the application error @mobile', async ({
  page,
}) => {
  // The home route's code is a lazily loaded chunk: when it cannot load, the router's error
  // element must take over instead of a blank page.
  await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(page).toHaveTitle(/Unexpected Application Error!/);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('a later page whose code fails to load shows the error inside the layout @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app must be running: it starts after the first paint and the main photo (decision 029),
  // and a link followed before that is an ordinary page load.
  await waitForHydration(page);
  // As after a deploy that replaced the chunks: the next page's code cannot be loaded.
  await page.route('**/assets/*.js', (route) => route.abort());

  await page.getByRole('main').getByRole('link', { name: 'Browse Vans' }).click();

  await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
  ).toHaveAttribute('href', '/');
});
