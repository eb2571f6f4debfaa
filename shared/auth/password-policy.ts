/**
 * The password rule of every stage's user pool (the CDK construct and the local stage's
 * cognito-local) and of the forms that set a password. Stronger than the specification's 6
 * characters (docs/decisions/014-accounts-and-sessions.md): 8 or more, with a lower-case letter
 * and a number. Length matters most; symbol rules only produce 'Password1!'.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireDigits: true,
  requireUppercase: false,
  requireSymbols: false,
} as const;

/** Cognito's own ceiling for a password. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  length: `Password must be at least ${PASSWORD_POLICY.minLength} characters`,
  lowercase: 'Password must contain a lower-case letter',
  digit: 'Password must contain a number',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
} as const;

/** The first rule a new password breaks, or null when it meets the policy. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_POLICY.minLength) return PASSWORD_MESSAGES.length;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password))
    return PASSWORD_MESSAGES.lowercase;
  if (PASSWORD_POLICY.requireDigits && !/\d/.test(password)) return PASSWORD_MESSAGES.digit;
  return null;
}

/** 'At least 8 characters, with a lower-case letter and a number.' from the pool's policy. */
export function passwordPolicyHint(policy: {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}): string {
  const needs = [
    policy.requireLowercase ? 'a lower-case letter' : null,
    policy.requireUppercase ? 'a capital letter' : null,
    policy.requireDigits ? 'a number' : null,
    policy.requireSymbols ? 'a symbol' : null,
  ].filter((need): need is string => need !== null);
  const length = `At least ${policy.minLength} characters`;
  if (needs.length === 0) return `${length}.`;
  const last = needs.pop();
  const list = needs.length ? `${needs.join(', ')} and ${last}` : last;
  return `${length}, with ${list}.`;
}

export const PASSWORD_HINT = passwordPolicyHint(PASSWORD_POLICY);
