import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SEEDED_PORT } from './support/stage';

// Admin Payments on a phone (390 px, seeded stage): the payments are cards, nothing scrolls
// sideways, and a refund is offered and asked for in a dialog that fits the screen. Nothing is
// refunded here (admin-payments.spec.ts refunds payments of its own at 1280 px).

test.use({ baseURL: `http://localhost:${SEEDED_PORT}` });

test('Admin Payments on a phone: cards, no sideways scroll, a refund asked in a dialog', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/payments');
  await expect(page).toHaveTitle(/Payments/);

  const cards = page
    .getByRole('list', { name: /^Showing [\d,]+ of [\d,]+ payments$/ })
    .getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The demo data has succeeded payments: each offers its refund, named with amount and payer.
  const refund = page.getByRole('button', { name: /^Refund £[\d,.]+ paid by / }).first();
  await expect(refund).toBeVisible();
  await refund.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(refund).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
