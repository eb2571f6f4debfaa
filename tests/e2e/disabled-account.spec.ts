import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_DISABLED_MESSAGE } from '#shared/auth/account-disabled';
import { signIn } from './support/account';
import { adminIdToken } from './support/moderation';
import { cognito, newAccount, type Account } from './support/new-account';

// A seller an admin disables while they are signed in (their ID token stays valid for up to an
// hour): the next change they try is refused by the API, and the page says why (decision 033).

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The account's user id (its token's `sub`). */
async function userIdOf(page: Page, account: Account): Promise<string> {
  const response = await cognito(page.request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: account.clientId,
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  const { AuthenticationResult } = (await response.json()) as {
    AuthenticationResult: { IdToken: string };
  };
  const payload = AuthenticationResult.IdToken.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

test('a seller disabled mid-session is told why their change was refused', async ({ page }) => {
  const account = await newAccount(page);
  const userId = await userIdOf(page, account);
  await signIn(page, account.email, account.password);
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(account.name);

  const disabled = await page.request.put(`/api/admin/users/${userId}/disabled`, {
    headers: { authorization: `Bearer ${await adminIdToken(page.request)}` },
    data: { disabled: true },
  });
  expect(disabled.status(), await disabled.text()).toBe(200);

  await page.getByLabel('Full Name').fill('Jo Tester-Smith');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toasts(page)).toContainText('Account disabled');
  await expect(toasts(page)).toContainText(ACCOUNT_DISABLED_MESSAGE);
  // Nothing was saved.
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
});
