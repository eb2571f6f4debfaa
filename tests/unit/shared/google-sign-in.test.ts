import { describe, expect, it } from 'vitest';
import {
  GOOGLE_CANCELLED_MESSAGE,
  GOOGLE_CODE_MESSAGE,
  GOOGLE_FAILED_MESSAGE,
  GOOGLE_STATE_MESSAGE,
  GOOGLE_UNVERIFIED_MESSAGE,
  federatedSignUpDecision,
  googleLinkNotice,
  googleSignInErrorMessage,
} from '#shared/auth/google-sign-in';

describe('the Google sign-in rules both stages share', () => {
  it('links a verified address in use, makes an account for a new one, refuses an unverified one', () => {
    expect(federatedSignUpDecision({ email: 'a@x.org', emailVerified: true }, 'native-1')).toEqual({
      kind: 'link',
      username: 'native-1',
    });
    expect(federatedSignUpDecision({ email: 'a@x.org', emailVerified: true }, undefined)).toEqual({
      kind: 'create',
    });
    expect(federatedSignUpDecision({ email: 'a@x.org', emailVerified: false }, 'native-1')).toEqual(
      {
        kind: 'refuse-unverified',
      },
    );
    expect(federatedSignUpDecision({ email: '', emailVerified: true }, undefined).kind).toBe(
      'refuse-unverified',
    );
  });

  it('words each failure that comes back to the callback', () => {
    expect(googleSignInErrorMessage({ error: 'access_denied' })).toBe(GOOGLE_CANCELLED_MESSAGE);
    // Cognito wraps a trigger's refusal: 'PreSignUp failed with error <message>.'
    expect(
      googleSignInErrorMessage({
        error: 'invalid_request',
        description: `PreSignUp failed with error ${GOOGLE_UNVERIFIED_MESSAGE}.`,
      }),
    ).toBe(GOOGLE_UNVERIFIED_MESSAGE);
    expect(googleSignInErrorMessage({ reported: 'invalid_grant' })).toBe(GOOGLE_CODE_MESSAGE);
    expect(
      googleSignInErrorMessage({ reported: 'An error occurred while validating the state.' }),
    ).toBe(GOOGLE_STATE_MESSAGE);
    expect(googleSignInErrorMessage({})).toBe(GOOGLE_FAILED_MESSAGE);
  });

  it('notices the first sign-in through a Google identity linked to a password account', () => {
    const at = 1_800_000_000;
    const linked = (primary: string, dateCreated: number) => [
      {
        userId: '1',
        providerName: 'Google',
        providerType: 'Google',
        issuer: null,
        primary,
        dateCreated: String(dateCreated),
      },
    ];
    expect(googleLinkNotice(linked('false', at * 1000 - 2000), at)).toBe(true);
    // API Gateway hands claims over as strings; the SPA reads the token itself, but either works.
    expect(googleLinkNotice(JSON.stringify(linked('false', at * 1000)), at)).toBe(true);
    // An account Google made, or a link from long ago, is no news.
    expect(googleLinkNotice(linked('true', at * 1000), at)).toBe(false);
    expect(googleLinkNotice(linked('false', at * 1000 - 86_400_000), at)).toBe(false);
    expect(googleLinkNotice(undefined, at)).toBe(false);
    expect(googleLinkNotice('not json', at)).toBe(false);
  });
});
