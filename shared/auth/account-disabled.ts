/**
 * What the API answers a disabled account still holding a valid token (403), and what the
 * sign-in page says when Cognito refuses a disabled account: the same words, so a seller
 * learns why whichever they meet first (docs/decisions/033-account-policy-on-the-contract.md).
 */
export const ACCOUNT_DISABLED_CODE = 'account_disabled';

export const ACCOUNT_DISABLED_MESSAGE =
  'Your account has been disabled. Please contact us if you think this is a mistake.';
