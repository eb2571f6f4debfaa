import { expect, test } from '@playwright/test';

test('an unknown path gets status 404 and the not-found page @mobile', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | VanYard');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(main.getByRole('link', { name: 'Browse used vans' })).toHaveAttribute(
    'href',
    '/used-vans',
  );

  // The layout is still there, and the home link works inside the app.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Used Vans for Sale, Free to List' }),
  ).toBeVisible();
});

test('page paths of the product answer 200 @mobile', async ({ request }) => {
  expect((await request.get('/')).status()).toBe(200);
  expect((await request.get('/used-vans/ford/transit-custom')).status()).toBe(200);
});

test('an unknown API path answers a JSON 404 in the error shape @mobile', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
});
