import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_CODE_LIMIT } from '#infra/local/stage/auth/resend-code';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { COGNITO_PROXY_PREFIX } from '#infra/local/stage/gateway/cognito-proxy';
import { createMailbox } from '#infra/local/stage/mailbox';
import type { TestStage } from './test-stage';
import { sharedTestStage } from './shared-stage';

// 'Resend code' on the local stage: cognito-local has no ResendConfirmationCode, so the gateway's
// Cognito proxy provides it as Cognito does (a new code for an unconfirmed account, mailed to
// the local mailbox; the old code no longer confirms), with its answers and its limits.
let stage: TestStage;
let browser: CognitoIdentityProviderClient;
const PASSWORD = 'resend-pass-2026';
let accounts = 0;

beforeAll(async () => {
  stage = await sharedTestStage();
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

async function codeMails(to: string, count: number) {
  const mailbox = createMailbox(stage.dataDir);
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await mailbox.list()).filter((mail) => mail.to.includes(to));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} mails for ${to}`);
}
const codeIn = (text: string) => /code is (\d{6})/.exec(text)?.[1] ?? '';

async function signUp(): Promise<string> {
  const email = `unconfirmed${++accounts}.${Date.now()}@example.org`;
  await browser.send(
    new SignUpCommand({
      ClientId: stage.userPool.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await codeMails(email, 1);
  return email;
}

const resend = (email: string) =>
  browser.send(
    new ResendConfirmationCodeCommand({ ClientId: stage.userPool.clientId, Username: email }),
  );

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => `${error.name}: ${error.message}`,
  );

const confirm = (email: string, code: string) =>
  browser.send(
    new ConfirmSignUpCommand({
      ClientId: stage.userPool.clientId,
      Username: email,
      ConfirmationCode: code,
    }),
  );

describe('ResendConfirmationCode through the local gateway', () => {
  it('mails a new code that confirms the account; the first code no longer does', async () => {
    const email = await signUp();
    const [first] = await codeMails(email, 1);
    const answer = await resend(email);
    expect(answer.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: expect.stringMatching(/^u\*\*\*@e\*\*\*$/),
    });
    const [newest] = await codeMails(email, 2);
    expect(newest!.subject).toBe('Confirm your VanYard account');
    const code = codeIn(newest!.text);
    expect(code).toMatch(/^\d{6}$/);
    const old = codeIn(first!.text);
    if (old !== code) {
      expect(await outcome(confirm(email, old))).toMatch(/^CodeMismatchException/);
    }
    await confirm(email, code);
    const signedIn = await browser.send(
      new InitiateAuthCommand({
        ClientId: stage.userPool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    expect(signedIn.AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('finds the account by its address in any case', async () => {
    const email = await signUp();
    expect(await outcome(resend(email.toUpperCase()))).toBe('accepted');
    await codeMails(email, 2);
  });

  it('answers a confirmed account as Cognito does, and mails nothing', async () => {
    const email = await signUp();
    await confirm(email, codeIn((await codeMails(email, 1))[0]!.text));
    expect(await outcome(resend(email))).toBe(
      'InvalidParameterException: User is already confirmed.',
    );
    expect(
      (await createMailbox(stage.dataDir).list()).filter((m) => m.to.includes(email)),
    ).toHaveLength(1);
  });

  it('gives an unknown address the same answer as a known one (no user existence errors)', async () => {
    const answer = await resend(`nobody.${Date.now()}@example.org`);
    expect(answer.CodeDeliveryDetails?.Destination).toMatch(/^n\*\*\*@e\*\*\*$/);
  });

  it('limits resends: one a minute and a few an hour, in Cognito’s words', async () => {
    const email = await signUp();
    expect(await outcome(resend(email))).toBe('accepted');
    expect(await outcome(resend(email))).toBe(
      'LimitExceededException: Attempt limit exceeded, please try after some time.',
    );
    // The refused one mailed nothing: the sign-up code and one resend.
    expect(
      (await createMailbox(stage.dataDir).list()).filter((m) => m.to.includes(email)),
    ).toHaveLength(2);
    expect(RESEND_CODE_LIMIT).toEqual({ minimumGapSeconds: 60, perHour: 5 });
  });

  it('refuses a request without an address as Cognito does', async () => {
    const response = await fetch(`${stage.url}${COGNITO_PROXY_PREFIX}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ResendConfirmationCode',
      },
      body: JSON.stringify({ ClientId: stage.userPool.clientId }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'InvalidParameterException' });
  });
});
