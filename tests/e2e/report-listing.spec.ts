import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { REPORT_MESSAGES } from '#shared/reports';
import { DEMO_ADMIN } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';
import { searchFromApi } from './support/search';
import { useStoredSession } from './support/session';
import { lookAt } from './support/shots';
import { waitForHydration } from './support/ssr';

// Report a listing (issue 32 §5 and §7, decision 067) on the seeded stage: a buyer who is not
// signed in reports a van from its page through the dialog, and an admin finds the report,
// its note shown as the text it is, in the Reports queue beside Moderation.

test('a buyer reports a listing and an admin sees it in the Reports queue', async ({
  page,
}, testInfo) => {
  // The dearest van: not one the other specs open first.
  const { items } = await searchFromApi(page.request, { sort: 'price-desc' });
  const van = items[0]!;
  const note = `<b>Mileage</b> looks wrong ${randomUUID().slice(0, 8)}`;

  await page.goto(van.path);
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Report this listing' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  const reasons = dialog.getByRole('group', { name: 'What is wrong with it?' });
  await expect(reasons.getByRole('radio')).toHaveCount(6);
  await expect(reasons.getByRole('radio').first()).toBeFocused();

  // Nothing chosen: the form says so and sends nothing.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(REPORT_MESSAGES.reason)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'report-dialog');

  await reasons.getByRole('radio', { name: 'Wrong details' }).check();
  await dialog.getByLabel(/Tell us more/).fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(REPORT_MESSAGES.received)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: REPORT_MESSAGES.received }),
  ).toBeVisible();

  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin');
  // Beside Moderation in the admin navigation, with how many listings have open reports.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const reports = nav.getByRole('link', { name: /^Reports/ });
  await expect(reports).toHaveAccessibleName(/^Reports ?[1-9][\d+]* open$/);
  await reports.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // The note as typed: its markup shown as characters, never as bold text.
  const entry = page.getByRole('article').filter({ hasText: note });
  await expect(entry).toBeVisible();
  await expect(entry.locator('b')).toHaveCount(0);
  await expect(entry.getByText(/Wrong details/).first()).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Dismiss reports of / })).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Take down / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'report-admin-queue', { fullPage: true });
});
