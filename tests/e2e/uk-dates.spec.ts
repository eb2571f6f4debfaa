import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from './support/account';
import { signInWithApi } from './support/api-session';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { fillListingForm, photoFiles } from './support/listing-form';
import { newAccount } from './support/new-account';

// Dates are entered day first (issue 28), the same in every browser: here one set to US
// English, where a date input would show mm/dd/yyyy and read 03/04 as 4 March. The listing
// form's MOT expiry date and the admin's date filters use the one UK date entry
// (web/src/forms/uk-date-field.tsx, shared/uk-date.ts).

test.use({ locale: 'en-US' });

const FORMAT = /Day, month and year, for example 31\/08\/2026/;

test('the MOT expiry date is typed day first and kept so, in a US-English browser', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await newAccount(page);
  await signInWithApi(page, account);
  await page.goto('/add-listing');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  const mot = page.getByLabel('MOT Expiry Date', { exact: true });
  await expect(mot).toHaveAttribute('type', 'text');
  await expect(mot).toHaveAccessibleDescription(FORMAT);
  await expect(page.getByPlaceholder(/mm\/dd\/yyyy/i)).toHaveCount(0);

  // A day that does not exist is said so at the field.
  await mot.fill('31/02/2027');
  await page.getByRole('button', { name: 'Add Listing' }).click();
  await expect(mot).toHaveAttribute('aria-invalid', 'true');
  await expect(mot).toHaveAccessibleDescription(/Enter a real date/);

  // 3/4/2027 is 3 April: written out in full when the field is left, and kept so once saved.
  const title = `UK date ${testInfo.project.name} ${Date.now()}`;
  await fillListingForm(page, title, await photoFiles(`uk-dates-${testInfo.project.name}`));
  await mot.fill('3/4/2027');
  await mot.blur();
  await expect(mot).toHaveValue('03/04/2027');
  await expect(mot).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add Listing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings$/);
  const edit = page.getByRole('link', { name: /^Edit 2021 Ford Transit Custom/ }).first();
  await edit.click();
  await expect(page.getByLabel('Listing Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('MOT Expiry Date', { exact: true })).toHaveValue('03/04/2027');
});

test('the admin date filters take UK dates in a US-English browser', async ({ page }) => {
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Listings' })).toBeVisible();

  const from = page.getByLabel('Created from', { exact: true });
  const to = page.getByLabel('Created to', { exact: true });
  await expect(from).toHaveAttribute('type', 'text');
  await expect(from).toHaveAccessibleDescription(FORMAT);
  await from.fill('1/2/2026');
  await expect(page).toHaveURL(/[?&]from=2026-02-01(&|$)/);

  // A date that does not read is no filter, and is said so once the field is left.
  await to.fill('31/02/2026');
  await to.blur();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/Enter a real date/);
  expect(page.url()).not.toMatch(/[?&]to=/);
  await to.fill('28/02/2026');
  await expect(page).toHaveURL(/[?&]to=2026-02-28(&|$)/);
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await to.blur();
  await expect(from).toHaveValue('01/02/2026');
  await expectNoSeriousA11yViolations(page);

  // Payments take them alike.
  await page.goto('/admin/payments');
  const paymentsFrom = page.getByLabel('Created from', { exact: true });
  await paymentsFrom.fill('01/01/2099');
  await expect(page).toHaveURL(/[?&]from=2099-01-01(&|$)/);
  await expect(page.getByText('No payments found')).toBeVisible();
});
