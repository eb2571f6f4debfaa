import { type APIRequestContext, type Page } from '@playwright/test';
import { codeFromMailbox } from './account';

export type Account = { email: string; password: string; name: string; clientId: string };

const PASSWORD = 'van-seller-2026';

/** Calls cognito-local through the gateway, as aws-amplify does in the browser. */
export function cognito(request: APIRequestContext, operation: string, body: object) {
  return request.post('/_local/cognito/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
}

async function cognitoOk(request: APIRequestContext, operation: string, body: object) {
  const response = await cognito(request, operation, body);
  if (!response.ok()) {
    throw new Error(`${operation}: ${response.status()} ${await response.text()}`);
  }
}

/** A signed-up account nobody else uses, not confirmed yet (its code is in the mailbox). */
export async function unconfirmedAccount(page: Page): Promise<Account> {
  const { request } = page;
  const config = (await (await request.get('/config.json')).json()) as {
    auth: { userPoolClientId: string };
  };
  const ClientId = config.auth.userPoolClientId;
  const unique = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  const account: Account = {
    email: `seller.${unique}@example.org`,
    password: PASSWORD,
    name: 'Jo Tester',
    clientId: ClientId,
  };
  await cognitoOk(request, 'SignUp', {
    ClientId,
    Username: account.email,
    Password: account.password,
    UserAttributes: [
      { Name: 'email', Value: account.email },
      { Name: 'name', Value: account.name },
    ],
  });
  await codeFromMailbox(page, account.email);
  return account;
}

/** A confirmed account nobody else uses (sign up, then the code from the mailbox). */
export async function newAccount(page: Page): Promise<Account> {
  const account = await unconfirmedAccount(page);
  await cognitoOk(page.request, 'ConfirmSignUp', {
    ClientId: account.clientId,
    Username: account.email,
    ConfirmationCode: await codeFromMailbox(page, account.email),
  });
  return account;
}
