import { ACCOUNT_DISABLED_MESSAGE } from '#shared/auth/account-disabled';

/** What a failed Cognito call tells the person, by error name, with a general message for the rest. */
const MESSAGES: Record<string, string> = {
  // Cognito says NotAuthorizedException; cognito-local InvalidPasswordException on sign-in. Neither
  // says whether the address has an account.
  NotAuthorizedException: 'Incorrect email or password.',
  UserNotFoundException: 'Incorrect email or password.',
  UsernameExistsException: 'An account with this email address already exists. Try signing in.',
  CodeMismatchException: 'That code is not right. Check the latest e-mail from us and try again.',
  ExpiredCodeException: 'That code has expired. Ask for a new one.',
  LimitExceededException: 'Too many attempts. Please wait a few minutes and try again.',
  TooManyRequestsException: 'Too many attempts. Please wait a few minutes and try again.',
  TooManyFailedAttemptsException: 'Too many attempts. Please wait a few minutes and try again.',
  PasswordResetRequiredException: 'You need to reset your password before you can sign in.',
  UserNotConfirmedException: 'Please confirm your email address first.',
  InvalidPasswordException: 'That password does not meet the requirements.',
  NetworkError: 'We could not reach the sign-in service. Check your connection and try again.',
};

export function authErrorMessage(error: unknown, fallback: string, context?: 'sign-in'): string {
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  // Cognito's lockout after repeated wrong passwords: a wait, not a wrong password.
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) {
    return MESSAGES.TooManyFailedAttemptsException!;
  }
  // An admin disabled the account ('User is disabled.'): the words the API uses for it.
  if (name === 'NotAuthorizedException' && /disabled/i.test(message)) {
    return ACCOUNT_DISABLED_MESSAGE;
  }
  // On sign-in an "invalid password" is a wrong one (cognito-local), not a policy failure.
  if (context === 'sign-in' && name === 'InvalidPasswordException') {
    return MESSAGES.NotAuthorizedException!;
  }
  return MESSAGES[name] ?? fallback;
}
