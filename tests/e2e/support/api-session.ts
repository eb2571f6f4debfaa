import { expect, type Page } from '@playwright/test';
import type { Credentials } from './boosts';
import { cognito } from './new-account';

/**
 * Signs an account in without the sign-in page: the password exchange aws-amplify makes
 * (USER_PASSWORD_AUTH through the gateway's Cognito proxy), its tokens put where aws-amplify
 * keeps them (localStorage), as `useStoredSession` does for the demo accounts (decision 058).
 * The page is left on a blank same-origin answer: the test goes on with its own `goto`.
 * Tests of signing in itself (accounts.spec.ts, the sessions setup) use `signIn`.
 */
export async function signInWithApi(page: Page, account: Credentials): Promise<void> {
  const { request } = page;
  const config = (await (await request.get('/config.json')).json()) as {
    auth: { userPoolClientId: string };
  };
  const clientId = config.auth.userPoolClientId;
  const response = await cognito(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { AuthenticationResult: tokens } = (await response.json()) as {
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  };
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const user = `${prefix}.${account.email}`;
  const items: [string, string][] = [
    [`${prefix}.LastAuthUser`, account.email],
    [`${user}.idToken`, tokens.IdToken],
    [`${user}.accessToken`, tokens.AccessToken],
    [`${user}.refreshToken`, tokens.RefreshToken],
    [`${user}.clockDrift`, '0'],
    [
      `${user}.signInDetails`,
      JSON.stringify({ loginId: account.email, authFlowType: 'USER_PASSWORD_AUTH' }),
    ],
  ];
  await page.goto('/api/health');
  // Another account's tokens go first: this is a sign-out, then a sign-in.
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [name, value] of entries) localStorage.setItem(name, value);
  }, items);
}
