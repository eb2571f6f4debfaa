import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/account';
import { newAccount } from './support/new-account';
import { lookAt } from './support/shots';
import { waitForHydration } from './support/ssr';

// Saved vans (issue 32 §1 and §7, decision 064) on the seeded stage: a van saved signed out is
// kept in the browser, and moves into the account when the buyer signs in.

test('a van saved signed out is kept on /saved after signing in', async ({ page }, testInfo) => {
  const buyer = await newAccount(page);

  await page.goto('/used-vans');
  await waitForHydration(page);
  const heart = page.getByTestId('save-van').first();
  const name = (await heart.getAttribute('aria-label')) ?? '';
  const title = /^Save (.+) to your saved vans$/.exec(name)?.[1];
  expect(title, name).toBeTruthy();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await lookAt(page, testInfo, 'sv-results-heart');

  await page.getByRole('banner').getByRole('link', { name: 'Saved vans' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved vans' })).toBeVisible();
  await expect(page.getByText('Your saved vans are kept in this browser only.')).toBeVisible();
  await expect(page.getByRole('link', { name: title!, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in to keep them on every device' }).click();
  // On the sign-in page (its way back in the history state) first: signIn would otherwise
  // open a fresh one, which returns home.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByText('1 saved van', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: title!, exact: true })).toBeVisible();
  await expect(page.getByText('Your saved vans are kept in this browser only.')).toHaveCount(0);
  // Moved, not copied: the browser's list is empty, the account's holds the van.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vanyard:saved-vans')))
    .toBe('[]');
  await expect(
    page.getByRole('button', { name: `Save ${title} to your saved vans` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await lookAt(page, testInfo, 'sv-saved-signed-in', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
