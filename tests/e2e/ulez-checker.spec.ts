import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('Check Compliance waits for both inputs, then answers by the shared rule', async ({
  page,
}) => {
  await page.goto('/ulez-van-checker');
  await expect(page).toHaveTitle('ULEZ Van Checker: Is My Van ULEZ Compliant? | VanYard');
  const check = page.getByRole('button', { name: 'Check Compliance' });
  await expect(check).toBeDisabled();
  await page.getByLabel('Fuel type').selectOption('diesel');
  await expect(check).toBeDisabled();
  await page.getByLabel('Year of registration').selectOption('2015');
  await expect(check).toBeEnabled();
  await check.click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading')).toHaveAccessibleName('Not ULEZ Compliant');
  await expect(result).toContainText('£12.50');

  await page.getByLabel('Year of registration').selectOption('2016');
  await expect(result).toBeHidden();
  await check.click();
  await expect(
    page.getByRole('region', { name: 'Result' }).getByRole('heading'),
  ).toHaveAccessibleName('ULEZ Compliant');

  await page.getByLabel('Fuel type').selectOption('electric');
  await page.getByLabel('Year of registration').selectOption('1990');
  await check.click();
  await expect(
    page.getByRole('region', { name: 'Result' }).getByRole('heading'),
  ).toHaveAccessibleName('ULEZ Compliant');
  await expectNoSeriousA11yViolations(page);
});

test('offers the three fuels, years from this year to 1990, the standards and the official checker', async ({
  page,
}) => {
  await page.goto('/ulez-van-checker');
  await expect(page.getByLabel('Fuel type').locator('option')).toHaveText([
    'Select fuel type',
    'Diesel',
    'Petrol',
    'Electric',
  ]);
  const years = page.getByLabel('Year of registration').locator('option');
  await expect(years.nth(1)).toHaveText(String(new Date().getFullYear()));
  await expect(years.last()).toHaveText('1990');
  const table = page.getByRole('table', { name: 'The ULEZ standard by fuel type' });
  await expect(table).toContainText('Euro 6');
  await expect(table).toContainText('September 2016');
  await expect(table).toContainText('Euro 4');
  await expect(table).toContainText('January 2006');
  await expect(page.getByText('This check is only a guide')).toBeVisible();
  await expect(
    page.getByRole('link', { name: "Transport for London's official vehicle checker" }),
  ).toHaveAttribute('href', /^https:\/\/tfl\.gov\.uk\//);
});
