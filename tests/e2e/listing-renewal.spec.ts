import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';
import { useStoredSession } from './support/session';

// Issue 33 §4 (decision 072): the seeded stage's expiry run at start mailed the demo dealer a
// reminder for each of its vans ending this week and expired its vans whose 60 days are over.
// The seller renews one from the reminder's link, signed out, once; then an expired one from
// My Listings in one click. A retry takes the next mail and the next expired row.

type StoredMail = { to: string[]; subject: string; text: string };

test('a seller renews from the reminder e-mail once, and an expired van from My Listings', async ({
  page,
}, testInfo) => {
  const { mails } = (await (await page.request.get('/_local/mailbox.json')).json()) as {
    mails: StoredMail[];
  };
  const reminders = mails.filter(
    (mail) =>
      mail.to.includes(DEMO_SELLER.email) && mail.subject.startsWith('Your listing ends on '),
  );
  expect(reminders.length).toBeGreaterThan(testInfo.retry);
  const mail = reminders[testInfo.retry]!;
  const link = new URL(/(http\S+\/listings\/renew\?token=\S+)/.exec(mail.text)![1]!);

  // Signed out, from the e-mail: a page that asks, then renews.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your listing' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Renew listing' }).click();
  await expect(page.getByRole('status')).toContainText(
    /is advertised again until \d{1,2} \w+ \d{4}\./,
  );
  // The same link again: nothing more happens, and the page says so.
  await page.reload();
  await page.getByRole('button', { name: 'Renew listing' }).click();
  await expect(page.getByRole('status')).toContainText('This renewal link was already used.');

  // Signed in, in My Listings: the expired vans went live over 60 days ago, further down.
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/dashboard/listings');
  const expiredRows = page
    .getByRole('row')
    .filter({ has: page.locator('[data-listing-state="expired"]') });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(page.getByRole('table')).toBeVisible();
  while ((await expiredRows.count()) === 0 && (await loadMore.count()) > 0) {
    const shown = await page.getByRole('row').count();
    await loadMore.click();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(shown);
  }
  const row = expiredRows.first();
  const id = (await row.locator('[data-row-link]').getAttribute('data-row-link'))!;
  const title = (await row.locator('[data-row-link]').textContent())!.trim();
  await expect(row.getByRole('link', { name: `Boost ${title}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Renew ${title}` }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Listing renewed',
  );
  const renewed = page.getByRole('row').filter({ has: page.locator(`[data-row-link="${id}"]`) });
  await expect(renewed.locator('[data-listing-state]')).toHaveText('Live');
});
