import { generateKeyPairSync, createSign } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UserNotConfirmedException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConfirmedUser, grantAdmin } from '#infra/local/stage/auth/cognito-users';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { readMailboxFiles } from '#lambdas/mail/mailbox-files';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { adminStatsSchema } from '#shared/admin/dashboard';
import { ACCOUNT_TYPE_ATTRIBUTE } from '#shared/auth/account-type';

// Accounts end to end on the local stage: cognito-local (through the gateway's proxy, as the
// SPA reaches it), its post-confirmation trigger, the gateway's JWT checks and the handlers.
let stage: TestStage;
let cognito: CognitoIdentityProviderClient;
let table: DynamoDBDocumentClient;
let counter = 0;

const PASSWORD = 'van-driver-2026';
const newEmail = () => `buyer${++counter}.${Date.now()}@example.org`;

async function latestCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await readMailboxFiles(stage.mailboxDir)).filter((mail) =>
      mail.to.includes(email),
    );
    // Newest first: the code of the latest request (a reset after the sign-up's).
    const code = /verification code is (\d{6})/.exec(mails[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code mail for ${email}`);
}

async function signUp(email: string, name = 'Sam Buyer', extra: AttributeType[] = []) {
  await cognito.send(
    new SignUpCommand({
      ClientId: stage.userPool.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: name }, ...extra],
    }),
  );
}

async function confirm(email: string) {
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: stage.userPool.clientId,
      Username: email,
      ConfirmationCode: await latestCode(email),
    }),
  );
}

async function signIn(email: string, password = PASSWORD, clientId = stage.userPool.clientId) {
  const result = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult!;
}

async function newAccount(name?: string) {
  const email = newEmail();
  await signUp(email, name);
  await confirm(email);
  const tokens = await signIn(email);
  return { email, idToken: tokens.IdToken!, accessToken: tokens.AccessToken! };
}

function api(path: string, token?: string, init: RequestInit = {}) {
  return fetch(`${stage.url}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
const subOf = (token: string) => claimsOf(token).sub!;

/** Straight to cognito-local, for the admin operations the SPA never makes. */
const adminCognito = () =>
  new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    endpoint: stage.endpoints.cognito,
  });

async function newAppClient(admin: CognitoIdentityProviderClient, userPoolId: string) {
  const { UserPoolClient } = await admin.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: `other-client-${Date.now()}`,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  return UserPoolClient!.ClientId!;
}

beforeAll(async () => {
  stage = await sharedTestStage();
  // Through the gateway, like the SPA.
  cognito = new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    endpoint: `${stage.url}/_local/cognito`,
  });
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      endpoint: stage.endpoints.dynamodb,
    }),
  );
}, 120_000);

afterAll(async () => {
  cognito?.destroy();
  table?.destroy();
});

describe('sign-up, verification and sign-in', () => {
  it('signs up, reads the code from the mailbox, confirms, gets a profile and calls a protected API', async () => {
    const email = newEmail();
    await signUp(email, 'Jo Tradesperson');
    await expect(signIn(email)).rejects.toBeInstanceOf(UserNotConfirmedException);
    await confirm(email);
    const tokens = await signIn(email);

    // The post-confirmation trigger wrote the profile.
    const { Item } = await table.send(
      new GetCommand({
        TableName: stage.tableName,
        Key: { PK: `USER#${subOf(tokens.IdToken!)}`, SK: 'PROFILE' },
      }),
    );
    expect(Item).toMatchObject({
      email,
      full_name: 'Jo Tradesperson',
      seller_type: 'private_seller',
    });

    const response = await api('/api/me/profile', tokens.IdToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email, full_name: 'Jo Tradesperson' });
  });

  it("makes a trade dealer's account from the trade sign-up, and only from it", async () => {
    const email = newEmail();
    await signUp(email, 'Northern Vans', [{ Name: ACCOUNT_TYPE_ATTRIBUTE, Value: 'trade_dealer' }]);
    await confirm(email);
    const tokens = await signIn(email);
    const profile = await api('/api/me/profile', tokens.IdToken);
    // With its dealer page from the start (decision 069): a slug from the name.
    expect(await profile.json()).toMatchObject({
      email,
      seller_type: 'trade_dealer',
      dealer_slug: expect.stringMatching(/^northern-vans(-\d+)?$/),
    });

    // Anything else in the attribute is an ordinary, private account.
    const other = newEmail();
    await signUp(other, 'Pat Private', [{ Name: ACCOUNT_TYPE_ATTRIBUTE, Value: 'wizard' }]);
    await confirm(other);
    const otherTokens = await signIn(other);
    expect(await (await api('/api/me/profile', otherTokens.IdToken)).json()).toMatchObject({
      seller_type: 'private_seller',
    });
  });

  it('refuses a wrong password', async () => {
    const { email } = await newAccount();
    // Cognito answers NotAuthorizedException; cognito-local InvalidPasswordException. The page
    // shows one message for both.
    await expect(signIn(email, 'not-the-password-1')).rejects.toMatchObject({
      name: expect.stringMatching(/^(NotAuthorizedException|InvalidPasswordException)$/),
    });
  });

  it('resets a forgotten password with the code from the mailbox', async () => {
    const { email } = await newAccount();
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: stage.userPool.clientId, Username: email }),
    );
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: stage.userPool.clientId,
        Username: email,
        ConfirmationCode: await latestCode(email),
        Password: 'a-new-password-7',
      }),
    );
    await expect(signIn(email)).rejects.toMatchObject({
      name: expect.stringMatching(/^(NotAuthorizedException|InvalidPasswordException)$/),
    });
    expect((await signIn(email, 'a-new-password-7')).IdToken).toBeTruthy();
  });
});

describe('the server enforces who may call what', () => {
  it('answers 401 without a token, and with a forged, tampered or expired token', async () => {
    const { idToken } = await newAccount();
    expect((await api('/api/me/profile')).status).toBe(401);

    // A key the pool's JWKS does not publish: a token this pool never signed.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = JSON.parse(
      Buffer.from(idToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const unsigned = `${part({ alg: 'RS256', kid: 'other', typ: 'JWT' })}.${part(payload)}`;
    const forged = `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
    expect((await api('/api/me/profile', forged)).status).toBe(401);

    // This pool's signature over a changed payload.
    const [header, , signature] = idToken.split('.');
    const tampered = `${header}.${part({ ...payload, sub: 'somebody-else' })}.${signature}`;
    expect((await api('/api/me/profile', tampered)).status).toBe(401);

    // A real token once it has expired: the gateway runs in this process, so move its clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600 * 1000 });
    try {
      expect((await api('/api/me/profile', idToken)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await api('/api/me/profile', idToken)).status).toBe(200);
  });

  it('answers 401 to a token of another user pool, or of another app client of this pool', async () => {
    const admin = adminCognito();
    try {
      const { email, idToken, accessToken } = await newAccount();
      expect((await api('/api/me/profile', idToken)).status).toBe(200);
      expect((await api('/api/me/profile', accessToken)).status).toBe(200);

      // cognito-local signs every pool's tokens with one key, so neither fails on its signature:
      // the other pool's is refused for its issuer (and its client), the second client's, which
      // shares our issuer, for its audience alone.
      const { UserPool } = await admin.send(
        new CreateUserPoolCommand({ PoolName: `other-pool-${Date.now()}` }),
      );
      const otherPoolId = UserPool!.Id!;
      const otherEmail = newEmail();
      await createConfirmedUser(admin, otherPoolId, {
        email: otherEmail,
        password: PASSWORD,
        fullName: 'Olly Otherpool',
      });
      const otherPool = await signIn(otherEmail, PASSWORD, await newAppClient(admin, otherPoolId));
      expect(claimsOf(otherPool.IdToken!).iss).not.toBe(claimsOf(idToken).iss);

      const otherClient = await signIn(
        email,
        PASSWORD,
        await newAppClient(admin, stage.userPool.id),
      );
      expect(claimsOf(otherClient.IdToken!).iss).toBe(claimsOf(idToken).iss);
      expect(claimsOf(otherClient.IdToken!).aud).not.toBe(stage.userPool.clientId);

      for (const { IdToken, AccessToken } of [otherPool, otherClient]) {
        for (const token of [IdToken, AccessToken]) {
          // Without a token api() sends no header, which would be refused for the wrong reason.
          expect(token).toEqual(expect.any(String));
          expect((await api('/api/me/profile', token)).status).toBe(401);
        }
      }
    } finally {
      admin.destroy();
    }
  });

  it('answers 403 to a non-admin on admin routes, and lets an admin through', async () => {
    const { email, idToken } = await newAccount();
    expect((await api('/api/admin/stats', idToken)).status).toBe(403);
    expect((await api('/api/admin/sitemaps', idToken, { method: 'POST' })).status).toBe(403);

    const admin = adminCognito();
    await grantAdmin(admin, stage.userPool.id, email).finally(() => admin.destroy());
    // The group is in tokens issued after the grant.
    const { IdToken } = await signIn(email);
    const stats = await api('/api/admin/stats', IdToken);
    expect(stats.status).toBe(200);
    // The figures are the shared stage's (other files' listings and payments, decision 053):
    // here the answer's shape; admin/admin-figures and figures-stage check the figures.
    expect(adminStatsSchema.safeParse(await stats.json()).success).toBe(true);
    const sitemaps = await api('/api/admin/sitemaps', IdToken, { method: 'POST' });
    expect(sitemaps.status).toBe(200);
    expect(await sitemaps.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Sitemaps generated successfully!/),
    });
  });

  it('lets each user read and change only their own profile', async () => {
    const alice = await newAccount('Alice Able');
    const bob = await newAccount('Bob Baker');
    const update = {
      full_name: 'Bob Baker Vans',
      phone_number: '07700 900123',
      location: 'Leeds',
      website_url: 'https://bob.example',
    };
    const put = await api('/api/me/profile', bob.idToken, {
      method: 'PUT',
      body: JSON.stringify(update),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ ...update, email: bob.email });

    const aliceNow = await (await api('/api/me/profile', alice.idToken)).json();
    expect(aliceNow).toMatchObject({
      full_name: 'Alice Able',
      phone_number: null,
      email: alice.email,
    });
    // There is no path to address another user's profile: the subject of the token decides.
    expect((await api(`/api/profiles/${subOf(alice.idToken)}`, bob.idToken)).status).toBe(404);
    const smuggled = await api('/api/me/profile', bob.idToken, {
      method: 'PUT',
      body: JSON.stringify({ ...update, id: subOf(alice.idToken), email: 'x@example.org' }),
    });
    expect(smuggled.status).toBe(200);
    expect(await (await api('/api/me/profile', alice.idToken)).json()).toMatchObject({
      full_name: 'Alice Able',
    });
    expect(await smuggled.json()).toMatchObject({ id: subOf(bob.idToken), email: bob.email });
  });

  it('never lets a private seller make their own account a trade account', async () => {
    const { idToken } = await newAccount('Pat Private');
    const put = await api('/api/me/profile', idToken, {
      method: 'PUT',
      body: JSON.stringify({
        full_name: 'Pat Private Vans Ltd',
        phone_number: '',
        location: 'Leeds',
        website_url: '',
        seller_type: 'trade_dealer',
      }),
    });
    // The other fields are saved; the account's type is not the user's to set (decision 031).
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      full_name: 'Pat Private Vans Ltd',
      seller_type: 'private_seller',
    });
    expect(await (await api('/api/me/profile', idToken)).json()).toMatchObject({
      seller_type: 'private_seller',
    });
  });

  it('answers 400 with a message per field for a bad profile', async () => {
    const { idToken } = await newAccount();
    const response = await api('/api/me/profile', idToken, {
      method: 'PUT',
      body: JSON.stringify({
        full_name: 'J',
        phone_number: '12345',
        location: 'x'.repeat(81),
        website_url: 'javascript:alert(1)',
      }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields).sort()).toEqual(
      ['full_name', 'location', 'phone_number', 'website_url'].sort(),
    );
  });

  it("answers a new seller's dashboard: no listings in any state", async () => {
    const { idToken } = await newAccount();
    const response = await api('/api/me/listings/stats', idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      activeListings: 0,
      boostedListings: 0,
      pendingListings: 0,
      totalListings: 0,
      enquiriesReceived: 0,
      boostsEndingSoon: [],
    });
    expect((await api('/api/me/listings/stats')).status).toBe(401);
  });
});

describe('rate limits on the endpoints we own', () => {
  it('answers 429 with Retry-After past 20 profile changes in ten minutes', async () => {
    const { idToken } = await newAccount();
    const update = JSON.stringify({
      full_name: 'Busy Bee',
      phone_number: '',
      location: '',
      website_url: '',
      seller_type: 'private_seller',
    });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 22; i++) {
      const response = await api('/api/me/profile', idToken, { method: 'PUT', body: update });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
