import { expect, test, type Locator, type Page } from '@playwright/test';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE } from '#shared/csv-import/columns';
import { DEMO_ADMIN } from './support/account';
import { signInWithApi } from './support/api-session';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addPhotos, photoFiles } from './support/listing-form';
import { adminIdToken } from './support/moderation';
import { newAccount } from './support/new-account';
import { EMPTY_URL } from './support/stage';
import { stateText } from './support/listing';

// CSV import (issue 18) in Chromium at 1280 and 390 px against the seeded local stage: a dealer
// imports a file with good and bad rows, watches the dialog (locked while it runs), reads the
// errors in the spec's words, finds the good rows in My Listings and is asked before importing
// the same file again; an admin imports for another account from Admin Listings. Each run uses
// accounts of its own. The rows carry no images the run could fetch (the stage allows no image
// host): one row's image is the cloud metadata address, which the URL guard refuses; since
// issue 28 that leaves the photo out, not the row, and a van with fewer than 3 photos is a
// Draft the seller completes (add photos, Submit for review).

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const METADATA_IMAGE = 'http://169.254.169.254/latest/meta-data/van.jpg';
const LOCKED = 'The import is running: this window can be closed when it has finished.';

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

const MODELS = [
  ['Ford', 'Transit Custom'],
  ['Volkswagen', 'Crafter'],
  ['Renault', 'Trafic'],
  ['Mercedes-Benz', 'Sprinter'],
] as const;

/** A good row: the template's example, its own title and model, no images. */
function goodRow(title: string, n: number): Row {
  const [make, model] = MODELS[n % MODELS.length]!;
  return { ...TEMPLATE_EXAMPLE, title, make, model, images: '', year: String(2015 + (n % 8)) };
}

function csv(rows: readonly Row[]): string {
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return [
    IMPORT_COLUMNS.join(','),
    ...rows.map((row) => IMPORT_COLUMNS.map((column) => cell(row[column] ?? '')).join(',')),
  ].join('\r\n');
}

/**
 * 40 good rows with 4 others among them (file rows 3, 6, 9 and 12): 3 refused with their
 * messages, and one whose only photo cannot be fetched, imported without it (a warning).
 */
function dealerFile(stamp: string) {
  const rows: Row[] = Array.from({ length: 40 }, (_, i) => goodRow(`Import ${stamp} #${i + 1}`, i));
  const lastYear = new Date().getUTCFullYear() + 1;
  const bad: [number, Row, string][] = [
    [1, { ...goodRow(`Bad ${stamp} a`, 0), price: '' }, 'Missing required field: price'],
    [
      4,
      { ...goodRow(`Bad ${stamp} b`, 1), year: '1850' },
      `Year must be between 1900 and ${lastYear}`,
    ],
    [
      7,
      { ...goodRow(`Bad ${stamp} c`, 2), ulez_compliant: 'maybe' },
      'ulez_compliant must be true or false',
    ],
  ];
  for (const [index, row] of bad) rows.splice(index, 0, row);
  const photoless = { ...goodRow(`Photo gone ${stamp}`, 3), images: METADATA_IMAGE };
  rows.splice(10, 0, photoless);
  const errors = bad.map(
    ([index, row, message]) => `Row ${index + 2} (${row.make} ${row.model}): ${message}`,
  );
  const warnings = [
    `Row 12 (${photoless.make} ${photoless.model}): imported without 1 photo: ${METADATA_IMAGE}; saved as a draft: add 3 more photos, then submit it for review`,
  ];
  // Every row imported has fewer than 3 photos (none here): each is a draft.
  return { text: csv(rows), rows: rows.length, good: 41, errors, warnings };
}

async function chooseFile(dialog: Locator, name: string, text: string) {
  await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

/** Starts the import and checks the dialog cannot be closed while it runs (polled every 1 s). */
async function importAndWatch(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Import listings' }).click();
  await expect(dialog.getByText(LOCKED)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Close' }).click({ force: true });
  await expect(dialog).toBeVisible();
  const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(dialog.getByText(LOCKED)).toHaveCount(0);
}

async function noSidewaysScroll(dialog: Locator) {
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

test('a dealer imports good and bad rows, reads the errors, finds the vans as drafts, is asked before importing the file again, and completes a draft', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const account = await newAccount(page);
  await signInWithApi(page, account);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const file = dealerFile(stamp);

  await page.goto('/dashboard/listings');
  await expect(page.getByText('No active listings found')).toBeVisible();
  const opener = page.getByRole('button', { name: 'Import CSV' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog).toBeVisible();

  // The template is a real file with the run's header row; the instructions a readable page.
  const template = dialog.getByRole('link', { name: 'Download the CSV template' });
  await expect(template).toHaveAttribute('href', '/listing-import-template.csv');
  const templateText = await (await page.request.get('/listing-import-template.csv')).text();
  expect(templateText.split('\n')[0]).toBe(IMPORT_COLUMNS.join(','));
  await expect(dialog.getByRole('link', { name: /Read the import instructions/ })).toHaveAttribute(
    'href',
    '/help/listing-import',
  );
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(dialog);

  // Refused in the browser before anything is sent.
  await chooseFile(dialog, 'stock.xlsx', 'not a csv');
  await expect(dialog.getByText('Please choose a .csv file')).toBeVisible();
  // More than 5,000 rows: told before the upload, nothing sent.
  const tooMany = Array.from({ length: 5001 }, (_, i) => goodRow(`Too many ${stamp} ${i}`, i));
  await chooseFile(dialog, `too-many-${stamp}.csv`, csv(tooMany));
  await dialog.getByRole('button', { name: 'Import listings' }).click();
  await expect(
    dialog.getByText(
      'The file has more than 5,000 rows: split it into smaller files and import each',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);

  await chooseFile(dialog, `stock-${stamp}.csv`, file.text);
  await importAndWatch(page, dialog);

  await expect(
    dialog.getByText(`Successfully imported ${file.good} out of ${file.rows} listings`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      `${file.good} listings were saved as drafts because they have fewer than 3 photos: add their photos in My Listings, then submit each for review.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '3 errors occurred' })).toBeVisible();
  const errors = dialog.getByRole('region', { name: '3 errors occurred' });
  await expect(errors.getByRole('listitem')).toHaveText(file.errors);
  const warnings = dialog.getByRole('region', { name: '1 row was imported without some photos' });
  await expect(warnings.getByRole('listitem')).toHaveText(file.warnings);
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(dialog);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(notifications(page).getByText('Import Completed')).toBeVisible();
  await expect(
    notifications(page).getByText(
      `Successfully imported ${file.good} out of ${file.rows} listings`,
    ),
  ).toBeVisible();

  // The imported rows are the seller's listings now, drafts short of photos; the bad ones are not.
  await expect(page.getByRole('tab', { name: `Active Listings (${file.good})` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Showing \\d+ of ${file.good}$`))).toBeVisible();
  await expect(stateText(page, 'Draft').first()).toBeVisible();
  await expect(page.getByText('Add at least 3 photos').first()).toBeVisible();
  for (const other of ['Pending review', 'Live', 'Approved', 'Pending']) {
    await expect(stateText(page, other)).toHaveCount(0);
  }
  const complete = page.getByRole('link', {
    name: /^Complete 20\d\d (Ford Transit Custom|Volkswagen Crafter|Renault Trafic|Mercedes-Benz Sprinter): add photos and submit it for review$/,
  });
  await expect(complete.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same file again: the question, and Cancel leaves it be.
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Imports in the last 30 days (1)')).toBeVisible();
  await chooseFile(dialog, `stock-${stamp}.csv`, file.text);
  await dialog.getByRole('button', { name: 'Import listings' }).click();
  await expect(
    dialog.getByText(/^This file was imported on \d{1,2} \w+ \d{4}\. Import it again\?$/),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import again' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Import listings' })).toBeVisible();
  await expect(dialog.getByText(/Import it again\?/)).toHaveCount(0);

  // Closed with Escape (nothing runs), the focus back on the button; reopened, it starts afresh.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByText(/Import it again\?/)).toHaveCount(0);
  await expect(dialog.getByLabel('CSV file', { exact: true })).toHaveValue('');
  await expect(page.getByRole('tab', { name: `Active Listings (${file.good})` })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A draft completed: Complete opens its form, which says what it lacks; with 3 photos added,
  // Submit for review sends it to our team, and it reads Pending review.
  await complete.first().click();
  await expect(page).toHaveURL(/\/dashboard\/listings\/[^/]+\/edit$/);
  const state = page.getByRole('region', { name: /^Status/ });
  await expect(state.getByText('Draft', { exact: true })).toBeVisible();
  await expect(state).toContainText('Add at least 3 photos, then press Submit for review.');
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await submit.click();
  await expect(page.getByRole('group', { name: 'Images' })).toContainText(
    'Please upload at least 3 images',
  );
  await addPhotos(page, await photoFiles(`csv-draft-${testInfo.project.name}`));
  await expect(page.getByText('Ready', { exact: true })).toHaveCount(3, { timeout: 30_000 });
  await expect(state).toContainText('It has enough photos: press Submit for review.');
  await submit.click();
  await expect(notifications(page)).toContainText('Listing updated and sent for approval');
  await expect(page).toHaveURL(/\/dashboard\/listings$/);
  await expect(stateText(page, 'Pending review')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: `Active Listings (${file.good})` })).toBeVisible();
});

test.describe('on the empty stage', () => {
  // A long run (its pending vans kept out of the seeded stage's moderation queue).
  test.use({ baseURL: EMPTY_URL });

  test('a seller who leaves during an import finds its progress on My Listings', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const account = await newAccount(page);
    await signInWithApi(page, account);
    const stamp = `${testInfo.project.name}-resume-${Date.now()}`;
    // Still running when the seller is back: the empty stage pauses each chunk of 50 rows
    // (EMPTY_IMPORT_CHUNK_PAUSE_MS, two at a time), so 250 rows take three pauses, about 24 s,
    // however fast the machine writes them (decision 070; it was 2,000 rows before).
    const count = 250;
    const rows = Array.from({ length: count }, (_, i) => goodRow(`Resume ${stamp} #${i + 1}`, i));
    const name = `resume-${stamp}.csv`;

    await page.goto('/dashboard/listings');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await chooseFile(dialog, name, csv(rows));
    await dialog.getByRole('button', { name: 'Import listings' }).click();
    // Started (uploaded, the run asked for): then the seller goes elsewhere and comes back.
    await expect(dialog.getByText(/^(Waiting to start\.\.\.|Checked \d)/)).toBeVisible({
      timeout: 30_000,
    });
    await page.goto('/dashboard');
    await page.goto('/dashboard/listings');

    const banner = page.getByRole('region', { name: `Importing ${name}` });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await banner.getByRole('button', { name: 'Show progress' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 240_000 });
    await expect(
      dialog.getByText(`Successfully imported ${count} out of ${count} listings`, { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('tab', { name: `Active Listings (${count})` })).toBeVisible();
    await expect(notifications(page).getByText('Import Completed')).toBeVisible();
  });
});

test('the instructions read as a page, with the template and the file', async ({ page }) => {
  await page.goto('/help/listing-import');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Importing listings from a CSV file' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The columns' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'engine_size_cc' })).toBeVisible();
  const markdown = await page.request.get('/listing-import-instructions.md');
  expect(markdown.ok()).toBe(true);
  expect(await markdown.text()).toMatch(/^# Importing listings from a CSV file/);
  await expectNoSeriousA11yViolations(page);
});

test('an admin imports listings for another account from Admin Listings', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(240_000);
  const seller = await newAccount(page);
  const stamp = `${testInfo.project.name}-admin-${Date.now()}`;
  const rows = [goodRow(`Admin import ${stamp} #1`, 0), goodRow(`Admin import ${stamp} #2`, 1)];
  rows.push({ ...goodRow(`Admin import ${stamp} #3`, 2), hpi_clear: 'yes' });

  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Listings' })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog).toBeVisible();

  // No account chosen yet: nothing is sent.
  await chooseFile(dialog, `admin-${stamp}.csv`, csv(rows));
  await dialog.getByRole('button', { name: 'Import listings' }).click();
  await expect(dialog.getByText('Choose the account the listings belong to')).toBeVisible();

  // The new account reaches the admin's list within seconds (the admin mirror): once the API
  // lists it, one search offers it (a search made before would be answered from the cache).
  const token = await adminIdToken(page.request);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/admin/users?q=${encodeURIComponent(seller.email)}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        const { rows } = (await response.json()) as { rows: { email: string }[] };
        return rows.map((row) => row.email);
      },
      { timeout: 60_000 },
    )
    .toContain(seller.email);
  const search = dialog.getByLabel('Find the account by name or e-mail');
  const choice = dialog.getByRole('radio', {
    name: new RegExp(seller.email.replace(/\./g, '\\.')),
  });
  await search.fill(seller.email);
  await expect(choice).toBeVisible();
  await choice.check();
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(dialog);

  await importAndWatch(page, dialog);
  await expect(
    dialog.getByText('Successfully imported 2 out of 3 listings', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText(/^2 listings were saved as drafts/)).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Row 4 / })).toHaveText(
    'Row 4 (Renault Trafic): hpi_clear must be true or false',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page).getByText('Import Completed')).toBeVisible();

  // The seller's listings, drafts (no photos), on Admin Listings filtered by the owner.
  await page.goto(`/admin/listings?owner=${encodeURIComponent(seller.email)}`);
  const link = (n: number) =>
    page.getByRole('link', { name: `Admin import ${stamp} #${n}`, exact: true });
  await expect(link(1)).toBeVisible({ timeout: 15_000 });
  await expect(link(2)).toBeVisible();
  await expect(link(3)).toHaveCount(0);
  for (const n of [1, 2]) {
    const row = page.getByRole(isMobile ? 'listitem' : 'row').filter({ has: link(n) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  }
});
