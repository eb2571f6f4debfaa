import { expect, test } from '@playwright/test';
import { VALUATION_MESSAGES } from '#shared/valuation/form';
import { valueVan } from '#shared/valuation/formula';
import { formatPrice } from '#shared/format';
import { expectNoSeriousA11yViolations } from './support/axe';

test('an empty form shows every message; model waits for a make', async ({ page }) => {
  await page.goto('/value-my-van');
  await expect(page).toHaveTitle('Free Van Valuation: What Is My Van Worth? | VanYard');
  const model = page.getByLabel('Model');
  await expect(model).toBeDisabled();
  await page.getByRole('button', { name: 'Get My Valuation' }).click();
  for (const message of Object.values(VALUATION_MESSAGES)) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Make')).toBeFocused();
  await page.getByLabel('Make').selectOption('Ford');
  await expect(model).toBeEnabled();
  await expect(model.locator('option')).toContainText([
    'Select model',
    'Transit',
    'Transit Custom',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('a valuation: Calculating..., the range of the formula, the market figures, then reset', async ({
  page,
}) => {
  await page.goto('/free-van-valuation');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/value-my-van$/);
  await page.getByLabel('Make').selectOption('Ford');
  await page.getByLabel('Model').selectOption('Transit Custom');
  await page.getByLabel('Year').selectOption('2019');
  await page.getByLabel('Mileage').fill('60,000');
  await page.getByLabel('Condition').selectOption('good');
  await page.getByLabel('Number of owners').selectOption('2');
  await page.getByRole('button', { name: 'Get My Valuation' }).click();

  await expect(page.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  const range = valueVan(
    {
      make: 'Ford',
      model: 'Transit Custom',
      year: 2019,
      mileage: 60_000,
      condition: 'good',
      owners: '2',
    },
    new Date().getFullYear(),
  );
  const heading = page.getByRole('heading', { name: 'Your estimated valuation' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(
    page.getByText(`${formatPrice(range.low)} – ${formatPrice(range.high)}`),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estimated value' })).toContainText(
    `${formatPrice(range.low)} – ${formatPrice(range.high)}`,
  );
  // Figures, or why there are none: tests/e2e/valuation-result.spec.ts checks them.
  await expect(
    page.getByRole('group', { name: 'Advertised prices for similar vans' }),
  ).toContainText(/similar vans? (?:is |are )?for sale on VanYard/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Calculate Another Van' }).click();
  await expect(page.getByLabel('Make')).toHaveValue('');
  await expect(page.getByLabel('Mileage')).toHaveValue('');
});

test('the result appears only after 1.2 seconds of Calculating...', async ({ page }) => {
  await page.goto('/value-my-van');
  await page.getByLabel('Make').selectOption('Renault');
  await page.getByLabel('Model').selectOption('Master');
  await page.getByLabel('Year').selectOption('2015');
  await page.getByLabel('Mileage').fill('120000');
  await page.getByLabel('Condition').selectOption('fair');
  await page.getByLabel('Number of owners').selectOption('4+');
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Get My Valuation' }).click();
  await expect(page.getByRole('heading', { name: 'Your estimated valuation' })).toBeVisible();
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1200);
});
