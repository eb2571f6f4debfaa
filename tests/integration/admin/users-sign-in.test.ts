import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '#infra/local/stage/auth/cognito-users';
import { USER_DISABLED_MESSAGE } from '#infra/local/stage/auth/disabled-accounts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { COGNITO_PROXY_PREFIX } from '#infra/local/stage/gateway/cognito-proxy';
import { ACCOUNT_DISABLED_MESSAGE } from '#shared/auth/account-disabled';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { aListingForm, api, newSeller, type Seller } from '../own-listings/seller-stage';

// Disabling an account on the whole local stage, as the SPA meets it: the admin route through
// the gateway, then sign-in and token refresh through the gateway's Cognito proxy (refused as
// Cognito refuses them), and the API refusing the seller's still-valid ID token.
let stage: TestStage;
let admin: Seller;
let browser: CognitoIdentityProviderClient;
const PASSWORD = 'disabled-user-2026';

beforeAll(async () => {
  stage = await sharedTestStage();
  admin = await newSeller(stage, { admin: true });
  // As aws-amplify reaches the pool from the page: through the gateway.
  browser = new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    endpoint: `${stage.url}${COGNITO_PROXY_PREFIX}`,
  });
}, 180_000);

afterAll(async () => {
  browser?.destroy();
});

async function signIn(email: string) {
  const result = await browser.send(
    new InitiateAuthCommand({
      ClientId: stage.userPool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  return result.AuthenticationResult!;
}

async function refresh(token: string) {
  return browser.send(
    new InitiateAuthCommand({
      ClientId: stage.userPool.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: token },
    }),
  );
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => `${error.name}: ${error.message}`,
  );

describe('a disabled account on the local stage', () => {
  let email: string;
  let userId: string;
  let tokens: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    email = `disabled.${Date.now()}@example.org`;
    const admins = new CognitoIdentityProviderClient({
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      endpoint: stage.endpoints.cognito,
    });
    await createConfirmedUser(admins, stage.userPool.id, {
      email,
      password: PASSWORD,
      fullName: 'Dee Sabled',
    });
    admins.destroy();
    tokens = await signIn(email);
    const claims = JSON.parse(
      Buffer.from(tokens.IdToken!.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string };
    userId = claims.sub;
    // Its profile, as the first signed-in page makes it.
    expect((await api(stage, 'GET', '/api/me/profile', { token: tokens.IdToken! })).status).toBe(
      200,
    );
  });

  it('cannot sign in or refresh its tokens once an admin disables it', async () => {
    const disabled = await api(stage, 'PUT', `/api/admin/users/${userId}/disabled`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(await refusal(signIn(email))).toBe(`NotAuthorizedException: ${USER_DISABLED_MESSAGE}`);
    expect(await refusal(refresh(tokens.RefreshToken!))).toBe(
      `NotAuthorizedException: ${USER_DISABLED_MESSAGE}`,
    );
  });

  it('gets 403 for a listing write with an ID token from before', async () => {
    const { status, body } = await api(stage, 'POST', '/api/me/listings', {
      token: tokens.IdToken!,
      body: { ...aListingForm(['p1', 'p2', 'p3']), idempotency_key: randomUUID() },
    });
    expect(status).toBe(403);
    expect(body.error.message).toBe(ACCOUNT_DISABLED_MESSAGE);
  });

  it('signs in again once enabled', async () => {
    const enabled = await api(stage, 'PUT', `/api/admin/users/${userId}/disabled`, {
      token: admin.token,
      body: { disabled: false },
    });
    expect(enabled.status).toBe(200);
    expect((await signIn(email)).IdToken).toEqual(expect.any(String));
  });

  it('leaves other accounts’ sign-in alone', async () => {
    expect(await refusal(signIn(`nobody.${Date.now()}@example.org`))).not.toContain(
      USER_DISABLED_MESSAGE,
    );
  });
});
