import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  linkFederatedSignUp,
  providerOf,
  type FederatedPool,
} from '#lambdas/account/link-federated-sign-up';
import { GOOGLE_UNVERIFIED_MESSAGE } from '#shared/auth/google-sign-in';

/**
 * The event as AWS documents it for the pre sign-up trigger (Cognito developer guide, "Pre sign-up
 * Lambda trigger"): a first Google sign-in names the user `Google_{sub}` with the mapped attributes.
 */
function event(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  userName: string,
  userAttributes: Record<string, string>,
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_AbCdEfGhI',
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: '1example23456789' },
    triggerSource,
    request: { userAttributes, validationData: {} },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

function pool(users: Record<string, string>) {
  const links: [string, string, string][] = [];
  const fake: FederatedPool = {
    nativeUsernameByEmail: (email) => Promise.resolve(users[email.toLowerCase()]),
    linkProvider: (username, provider, id) => {
      links.push([username, provider, id]);
      return Promise.resolve();
    },
  };
  return { fake, links };
}

const google = (attributes: Record<string, string>) =>
  event('PreSignUp_ExternalProvider', 'Google_109876543210987654321', {
    'cognito:email_alias': '',
    'cognito:phone_number_alias': '',
    ...attributes,
  });

describe('the pre sign-up trigger', () => {
  it('links a verified Google address to the password account using it, and makes no user', async () => {
    const { fake, links } = pool({ 'sales@northern-van-centre.example': 'a1b2c3d4-uuid' });
    const answer = await linkFederatedSignUp(
      google({
        email: 'sales@northern-van-centre.example',
        email_verified: 'true',
        name: 'Northern Van Centre',
      }),
      fake,
    );
    expect(links).toEqual([['a1b2c3d4-uuid', 'Google', '109876543210987654321']]);
    // Nothing auto-confirmed: the sign-in goes into the linked account.
    expect(answer.response.autoConfirmUser).toBe(false);
  });

  it('confirms a new person whose Google address nobody uses, its e-mail verified', async () => {
    const { fake, links } = pool({});
    const answer = await linkFederatedSignUp(
      google({ email: 'new.person@gmail.example', email_verified: 'true', name: 'New Person' }),
      fake,
    );
    expect(links).toEqual([]);
    expect(answer.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });

  it('refuses an unverified Google address with the message the sign-in page shows', async () => {
    const { fake, links } = pool({ 'victim@example.org': 'victim-uuid' });
    await expect(
      linkFederatedSignUp(google({ email: 'victim@example.org', email_verified: 'false' }), fake),
    ).rejects.toThrow(GOOGLE_UNVERIFIED_MESSAGE);
    await expect(linkFederatedSignUp(google({ email: 'x@example.org' }), fake)).rejects.toThrow(
      GOOGLE_UNVERIFIED_MESSAGE,
    );
    expect(links).toEqual([]);
  });

  it('passes a password sign-up through untouched', async () => {
    const { fake, links } = pool({ 'a@example.org': 'someone' });
    const signUp = event('PreSignUp_SignUp', 'f1e2d3c4-uuid', {
      email: 'a@example.org',
      name: 'A',
    });
    const answer = await linkFederatedSignUp(structuredClone(signUp), fake);
    expect(answer).toEqual(signUp);
    expect(links).toEqual([]);
  });

  it('reads the provider and its user id from the federated user name', () => {
    expect(providerOf('Google_1234_5')).toEqual({
      providerName: 'Google',
      providerUserId: '1234_5',
    });
    expect(() => providerOf('Google_')).toThrow();
    expect(() => providerOf('nounderscore')).toThrow();
  });
});
