import { authErrorMessage } from '../auth/auth-errors';

/** The change-password dialog's messages, the wrong current password included. */
export const PASSWORD_CHANGE_MESSAGES = {
  success: 'Your password has been updated successfully.',
  failed: 'Could not update your password.',
  sessionExpired:
    'Your login session has expired. Please log out and log back in to change your password.',
  wrongCurrent: 'Your current password is not right.',
  weakNew: 'That password does not meet the requirements.',
  mustSignIn: 'You must be logged in to change your password',
} as const;

export type PasswordChangeFailure =
  | { kind: 'wrong-current' }
  | { kind: 'weak-new' }
  | { kind: 'session-expired' }
  | { kind: 'other'; description: string };

const RATE_LIMITED = [
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
];

/**
 * What a failed `updatePassword` means. Cognito answers NotAuthorizedException both for a
 * wrong current password ('Incorrect username or password.') and for an access token that has
 * expired or been revoked ('Access Token has expired'); Amplify throws
 * UserUnAuthenticatedException when it has no tokens at all. cognito-local answers a wrong
 * current password with InvalidPasswordException ('Invalid password'), which Cognito uses for
 * a new password its policy refuses ('Password does not conform to policy: ...').
 */
export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  const { name: rawName, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  const name = typeof rawName === 'string' ? rawName : '';
  const text = typeof message === 'string' ? message : '';
  if (name === 'UserUnAuthenticatedException') return { kind: 'session-expired' };
  if (name === 'NotAuthorizedException') {
    return /token/i.test(text) ? { kind: 'session-expired' } : { kind: 'wrong-current' };
  }
  if (name === 'InvalidPasswordException') {
    return /policy|conform/i.test(text) ? { kind: 'weak-new' } : { kind: 'wrong-current' };
  }
  if (RATE_LIMITED.includes(name) || name === 'NetworkError') {
    return { kind: 'other', description: authErrorMessage(error, PASSWORD_CHANGE_MESSAGES.failed) };
  }
  return { kind: 'other', description: PASSWORD_CHANGE_MESSAGES.failed };
}

export { PASSWORD_HINT, passwordPolicyHint } from '#shared/auth/password-policy';
