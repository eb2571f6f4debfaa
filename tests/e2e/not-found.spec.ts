import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test('an unknown path answers 404 and shows the not-found page with ways back', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(main.getByRole('link', { name: 'Browse used vans' })).toHaveAttribute(
    'href',
    '/used-vans',
  );
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(
    page.getByRole('heading', { name: "The UK's #1 Free Platform for Used Vans" }),
  ).toBeVisible();
});

test('a known page path answers 200', async ({ request }) => {
  expect((await request.get('/')).status()).toBe(200);
  expect((await request.get('/used-vans/ford/transit-custom')).status()).toBe(200);
});

test('an unknown API path answers JSON 404 in our error shape', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
});
