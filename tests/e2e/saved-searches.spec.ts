import { expect, test, type Page } from '@playwright/test';
import { signInWithApi } from './support/api-session';
import { expectNoSeriousA11yViolations } from './support/axe';
import { fillListingForm, photoFiles } from './support/listing-form';
import { approveListing } from './support/moderation';
import { newAccount } from './support/new-account';

// Issue 32 §7: save a search, list a matching van through the seller's form, have it approved,
// and find the alert in the local mailbox; then manage the search and stop its e-mails from the
// mail's link. One account of its own; a word of its own in the search, so only its van matches.

type StoredMail = { to: string[]; subject: string; text: string; html?: string };

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function mailTo(page: Page, email: string, subject: RegExp): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/_local/mailbox.json');
        const { mails } = (await response.json()) as { mails: StoredMail[] };
        found = mails.find((mail) => mail.to.includes(email) && subject.test(mail.subject));
        return found !== undefined;
      },
      // The matcher follows the stream in seconds; instant digests go out every minute.
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}

test('a buyer saves a search and gets an e-mail when a matching van is approved', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const account = await newAccount(page);
  await signInWithApi(page, account);
  const word = `alert${Date.now().toString(36)}`;

  await page.goto(`/used-vans/ford/transit-custom?maxPrice=19000&search=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = `Ford Transit Custom under £19,000 matching '${word}'`;
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('E-mail me').selectOption({ label: 'Instantly' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(toasts(page)).toContainText('Search saved');

  // The van, through the seller's form.
  await page.goto('/dashboard/add-listing');
  await fillListingForm(page, `Transit Custom ${word}`, await photoFiles(testInfo.project.name));
  await page.getByRole('button', { name: 'Add Listing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings$/);
  const edit = page.getByRole('link', { name: /^Edit 2021 Ford Transit Custom/ });
  const id = (await edit.getAttribute('href'))!.split('/')[3]!;
  await approveListing(page.request, id);

  const mail = await mailTo(page, account.email, /new van for/);
  expect(mail.subject).toBe(`1 new van for '${name}'`);
  expect(mail.text).toContain(`/${id}`);
  expect(mail.text).toContain('£18,995');
  expect(mail.html).toContain('<img src=');

  await page.goto('/saved-searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const card = page.getByRole('region', { name });
  await expect(card.getByText('No new matches since the last e-mail')).toBeVisible();
  await expect(card.getByRole('link', { name: `Open ${name}` })).toHaveAttribute(
    'href',
    `/used-vans/ford/transit-custom?search=${word}&maxPrice=19000`,
  );
  await expectNoSeriousA11yViolations(page);

  // The mail's link stops the e-mails without signing in.
  const link = /Stop these e-mails: (\S+)/.exec(mail.text)![1]!;
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Stop e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no more e-mails' })).toContainText(
    `You will get no more e-mails for '${name}'.`,
  );
  await expectNoSeriousA11yViolations(page);
});
