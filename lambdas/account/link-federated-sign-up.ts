import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { GOOGLE_UNVERIFIED_MESSAGE, federatedSignUpDecision } from '#shared/auth/google-sign-in';

/** What the pre-sign-up rule needs of the user pool (platform/cognito.ts `federatedPool`). */
export type FederatedPool = {
  /** The user name of the password (non-federated) account using this address, if any. */
  nativeUsernameByEmail(email: string): Promise<string | undefined>;
  /** Makes the provider's identity a way into the native account (AdminLinkProviderForUser). */
  linkProvider(nativeUsername: string, providerName: string, providerUserId: string): Promise<void>;
};

/** `Google_1234` → ['Google', '1234'] (Cognito names a federated user `{provider}_{id}`). */
export function providerOf(userName: string): { providerName: string; providerUserId: string } {
  const at = userName.indexOf('_');
  if (at <= 0 || at === userName.length - 1) {
    throw new Error(`Not a federated user name: ${userName}`);
  }
  return { providerName: userName.slice(0, at), providerUserId: userName.slice(at + 1) };
}

/**
 * Cognito's pre-sign-up trigger. A password sign-up passes untouched (its code confirms it).
 * A first sign-in with Google (`PreSignUp_ExternalProvider`) follows the shared rule
 * (`#shared/auth/google-sign-in`): an unverified address is refused (Cognito sends the browser
 * back with the message); an address a password account uses links the Google identity to
 * that account, so the person signs into it and no second user is made; otherwise the new
 * federated account is confirmed with its e-mail verified, as Google verified it.
 */
export async function linkFederatedSignUp(
  event: PreSignUpTriggerEvent,
  pool: FederatedPool,
): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const attributes = event.request.userAttributes;
  const email = (attributes.email ?? '').trim();
  const existing = email ? await pool.nativeUsernameByEmail(email) : undefined;
  const decision = federatedSignUpDecision(
    { email, emailVerified: attributes.email_verified === 'true' },
    existing,
  );
  if (decision.kind === 'refuse-unverified') throw new Error(GOOGLE_UNVERIFIED_MESSAGE);
  if (decision.kind === 'link') {
    const { providerName, providerUserId } = providerOf(event.userName);
    await pool.linkProvider(decision.username, providerName, providerUserId);
    return event;
  }
  event.response = { ...event.response, autoConfirmUser: true, autoVerifyEmail: true };
  return event;
}
