import { expect, test } from '@playwright/test';

test('a route that fails to load shows the unexpected error page with a way home', async ({
  page,
}) => {
  // The home route's code is a lazily loaded chunk: when it cannot load, the router's error
  // element must take over instead of a blank page.
  await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page).toHaveTitle(/Unexpected Application Error!/);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});
