import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER } from '#infra/local/demo-data/demo-accounts';

// The seeded e2e stage makes these accounts (infra/local/demo-data/demo-accounts.ts).
export { DEMO_ADMIN, DEMO_SELLER };

/** Signs in through /auth/login and waits until the page has left it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * The newest verification code the local mailbox holds for an address, once it holds `count`
 * code mails for it (a resend adds one).
 */
export async function codeFromMailbox(page: Page, email: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/_local/mailbox.json');
      const { mails } = (await response.json()) as { mails: { to: string[]; text: string }[] };
      const codes = mails
        .filter((mail) => mail.to.includes(email))
        .map((mail) => /verification code is (\d{6})/.exec(mail.text)?.[1])
        .filter(Boolean);
      code = codes.length >= count ? codes[0] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}
