import { expect, test, type Page } from '@playwright/test';
import { signInWithApi } from './support/api-session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createListingWithApi } from './support/listing-api';
import { photoFiles } from './support/listing-form';
import { newAccount } from './support/new-account';
import { RENEWAL_MESSAGES } from '#shared/listing-expiry';

// My Listings' stock tools (issue 33 §2, decision 071) in Chromium at 1280 px: search by stock
// reference with the search in the address (Back returns to it), an order, then ticking two
// vans and marking them sold from the bulk bar after its dialog names how many; then Renew on
// the van still waiting for review, which the bar lists with the reason it was not renewed
// (decision 077). The search, filter and bulk rules themselves are unit and integration tests;
// this checks the page.

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('a dealer finds a van by stock reference and marks two sold at once', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await newAccount(page);
  await signInWithApi(page, account);
  const photos = await photoFiles(`stock-${testInfo.project.name}`);
  const stamp = Date.now();
  const vans = ['A', 'B', 'C'].map((letter, i) => ({
    title: `Stock van ${letter} ${stamp}`,
    reference: `SV-${letter}${stamp % 10_000}`,
    price: 10_000 + i * 1_000,
  }));
  for (const van of vans) {
    await createListingWithApi(page.request, account, van.title, photos, {
      stock_reference: van.reference,
      price: van.price,
    });
  }

  await page.goto('/dashboard/listings');
  const table = page.getByRole('table', { name: 'Your active listings' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('cell', { name: vans[0]!.reference })).toBeVisible();

  // Search by a stock reference, typed in another case: one van, and the address says so.
  await page.getByLabel('Search your vans').fill(vans[1]!.reference.toLowerCase());
  await page
    .getByRole('search', { name: 'Your listings' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/[?&]q=sv-b/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText(vans[1]!.title)).toBeVisible();

  // Back: every van again.
  await page.goBack();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByLabel('Search your vans')).toHaveValue('');

  // Cheapest first, kept in the address.
  await page.getByLabel('Sort by').selectOption('price_low');
  await expect(page).toHaveURL(/[?&]sort=price_low/);
  await expect(table.getByRole('row').nth(1)).toContainText(vans[0]!.title);

  // Tick two vans: the bulk bar counts them.
  await page.getByRole('checkbox', { name: `Select ${vans[0]!.title}` }).check();
  await page.getByRole('checkbox', { name: `Select ${vans[2]!.title}` }).check();
  const bar = page.getByRole('region', { name: 'Selected listings' });
  await expect(bar).toContainText('2 listings selected');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('my-listings-bulk-bar.png') });

  await bar.getByRole('button', { name: 'Mark as sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark 2 listings as sold?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(toasts(page)).toContainText('2 listings marked as sold');
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText(vans[1]!.title)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Sold Listings \(2\)/ })).toBeVisible();

  // Renew the one left: it waits for review, so the bar names it with the reason, still ticked.
  await page.getByRole('checkbox', { name: `Select ${vans[1]!.title}` }).check();
  await bar.getByRole('button', { name: 'Renew' }).click();
  const renew = page.getByRole('dialog', { name: 'Renew 1 listing?' });
  await renew.getByRole('button', { name: 'Renew' }).click();
  await expect(renew).toBeHidden();
  const refused = bar.getByRole('alert');
  await expect(refused).toContainText('1 listing could not be changed');
  await expect(refused).toContainText(`${vans[1]!.title}: ${RENEWAL_MESSAGES.underReview}`);
  await expect(page.getByRole('checkbox', { name: `Select ${vans[1]!.title}` })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('my-listings-bulk-renew-refused.png') });
});
