/**
 * Google sign-in through Cognito's hosted UI, the rules both stages share (decision 076): the
 * AWS stage's pre-sign-up trigger and the local stage's stand-in decide a first Google sign-in
 * with `federatedSignUpDecision`, and the SPA reads the outcome from the ID token's
 * `identities` claim with `googleLinkNotice` and words failures with `googleSignInErrorMessage`.
 */

/** The provider's name on the user pool, in user names (`Google_{id}`) and in `identities`. */
export const GOOGLE_PROVIDER = 'Google';

/** What a first sign-in with Google tells the pool about the person (Google's claims, mapped). */
export type FederatedProfile = { email: string; emailVerified: boolean };

export type FederatedSignUpDecision =
  /** Google has not verified the address: nobody may take an account by it. */
  | { kind: 'refuse-unverified' }
  /** A password account uses the address: the Google identity becomes a way into it. */
  | { kind: 'link'; username: string }
  /** Nobody uses the address: a new account, confirmed, its e-mail verified by Google. */
  | { kind: 'create' };

/**
 * The one rule for a Google identity the pool has never seen. Linking by e-mail is safe only
 * because Google verified the address (an unverified one could claim anyone's account), so an
 * unverified address is refused outright rather than given a second, unlinked account.
 */
export function federatedSignUpDecision(
  profile: FederatedProfile,
  existingUsername: string | undefined,
): FederatedSignUpDecision {
  if (!profile.emailVerified || !profile.email) return { kind: 'refuse-unverified' };
  return existingUsername ? { kind: 'link', username: existingUsername } : { kind: 'create' };
}

/** Shown on the sign-in page when Google has not verified the address. */
export const GOOGLE_UNVERIFIED_MESSAGE =
  'Your Google account’s e-mail address is not verified. Verify it with Google, or sign in with your e-mail and password.';

/** Shown once, after the first Google sign-in into an existing password account. */
export const GOOGLE_LINKED_MESSAGE =
  'Your Google account is now linked to your VanYard account. You can sign in with either.';

export const GOOGLE_CANCELLED_MESSAGE = 'You cancelled signing in with Google.';
export const GOOGLE_CODE_MESSAGE =
  'That Google sign-in had expired or was already used. Please try again.';
export const GOOGLE_STATE_MESSAGE =
  'That Google sign-in did not start on this page, so it was stopped. Please try again.';
export const GOOGLE_FAILED_MESSAGE = 'Failed to sign in with Google';

/** The words of the unverified refusal that survive Cognito wrapping a trigger's message. */
const UNVERIFIED_MARKER = 'not verified';

/**
 * The sign-in page's message for a Google sign-in that came back without a session: from the
 * callback's `error` and `error_description` (Cognito's: `access_denied` when the person
 * cancelled, a trigger's refusal in its description) or the failure Amplify reported (the token
 * exchange's `invalid_grant`, a `state` it did not issue).
 */
export function googleSignInErrorMessage(failure: {
  error?: string | null;
  description?: string | null;
  reported?: string | null;
}): string {
  const description = failure.description ?? '';
  if (description.includes(UNVERIFIED_MARKER)) return GOOGLE_UNVERIFIED_MESSAGE;
  if (failure.error === 'access_denied') return GOOGLE_CANCELLED_MESSAGE;
  const reported = failure.reported ?? '';
  if (/invalid_grant/.test(reported)) return GOOGLE_CODE_MESSAGE;
  if (/validating the state/i.test(reported)) return GOOGLE_STATE_MESSAGE;
  return GOOGLE_FAILED_MESSAGE;
}

/** One entry of the ID token's `identities` claim, as Cognito writes it for Google. */
export type TokenIdentity = {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: string | null;
  /** 'true' when the account was made by this identity; 'false' when linked to a password account. */
  primary: 'true' | 'false';
  /** Milliseconds since the epoch, as a string. */
  dateCreated: string;
};

/** How soon after the link a sign-in counts as its first (the hosted UI round trip, generously). */
const FIRST_SIGN_IN_WINDOW_MS = 5 * 60_000;

/**
 * Whether this sign-in is the first through a Google identity linked to an existing password
 * account: the claim Cognito sets on both stages, read in the browser, so the notice needs no
 * state of its own. `authTime` is the token's `auth_time` (seconds).
 */
export function googleLinkNotice(identities: unknown, authTime: unknown): boolean {
  const list = typeof identities === 'string' ? safeParse(identities) : identities;
  if (!Array.isArray(list) || typeof authTime !== 'number') return false;
  return list.some((entry: Partial<TokenIdentity>) => {
    if (entry?.providerName !== GOOGLE_PROVIDER || entry.primary !== 'false') return false;
    const linkedAt = Number(entry.dateCreated);
    return (
      Number.isFinite(linkedAt) && Math.abs(authTime * 1000 - linkedAt) < FIRST_SIGN_IN_WINDOW_MS
    );
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
