import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  newPasswordSchema,
  registerSchema,
  signInSchema,
} from '#shared/auth/forms';
import { PASSWORD_MESSAGES, passwordProblem } from '#shared/auth/password-policy';
import { ACCOUNT_DISABLED_MESSAGE } from '#shared/auth/account-disabled';
import { authErrorMessage } from '../auth/auth-errors';
import { firstErrorPerField } from '../forms/field-errors';
import {
  holdPassword,
  noteCodeSent,
  RESEND_WAIT_MS,
  resendWaitLeft,
  takePassword,
} from './pending-sign-in';
import { afterConfirmPath, safeReturnPath } from './return-path';
import { verifyPath } from './verify-path';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? {}
    : firstErrorPerField(result.error as Parameters<typeof firstErrorPerField>[0]);

describe('the password policy', () => {
  it.each([
    ['short1', PASSWORD_MESSAGES.length],
    ['NOLOWERCASE1', PASSWORD_MESSAGES.lowercase],
    ['no-digits-here', PASSWORD_MESSAGES.digit],
    ['x1'.repeat(129), PASSWORD_MESSAGES.tooLong],
    ['van-driver-2026', null],
    ['abcdefg1', null],
  ])('%s: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});

describe('the account forms', () => {
  it('sign in: a valid e-mail and at least 6 characters, in the spec words', () => {
    expect(errorsOf(signInSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(signInSchema.parse({ email: ' Jo@Example.ORG ', password: '123456' }).email).toBe(
      'jo@example.org',
    );
  });

  it('registration: name, e-mail, the policy, and the confirmation on its own field', () => {
    expect(
      errorsOf(
        registerSchema.safeParse({
          fullName: 'J',
          email: '',
          password: 'short',
          confirmPassword: '',
        }),
      ),
    ).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: AUTH_MESSAGES.email,
      password: PASSWORD_MESSAGES.length,
      confirmPassword: "Passwords don't match",
    });
    expect(
      errorsOf(
        registerSchema.safeParse({
          fullName: 'Jo Bloggs',
          email: 'jo@example.org',
          password: 'van-driver-2026',
          confirmPassword: 'van-driver-2025',
        }),
      ),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('a new password from the reset mail needs the 6-digit code', () => {
    expect(
      errorsOf(
        newPasswordSchema.safeParse({
          email: 'jo@example.org',
          code: '12a456',
          password: 'van-driver-2026',
          confirmPassword: 'van-driver-2026',
        }),
      ),
    ).toEqual({ code: AUTH_MESSAGES.code });
  });

  it('changing the password: the current one, the policy and the spec message for a mismatch', () => {
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          currentPassword: '',
          newPassword: 'van-driver-2026',
          confirmPassword: 'van-driver-2027',
        }),
      ),
    ).toEqual({
      currentPassword: AUTH_MESSAGES.currentPassword,
      confirmPassword: 'New passwords do not match',
    });
  });
});

describe('sign-in errors', () => {
  it('say the same for a wrong password and an unknown address', () => {
    const wrong = authErrorMessage(
      { name: 'NotAuthorizedException' },
      'Failed to sign in',
      'sign-in',
    );
    expect(wrong).toBe('Incorrect email or password.');
    expect(authErrorMessage({ name: 'UserNotFoundException' }, 'x', 'sign-in')).toBe(wrong);
    // cognito-local's answer to a wrong password.
    expect(authErrorMessage({ name: 'InvalidPasswordException' }, 'x', 'sign-in')).toBe(wrong);
  });

  it("say to wait when Cognito's lockout refuses a sign-in", () => {
    const locked = { name: 'NotAuthorizedException', message: 'Password attempts exceeded' };
    expect(authErrorMessage(locked, 'x', 'sign-in')).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('say why when Cognito refuses a disabled account, as the API does (decision 033)', () => {
    const disabled = { name: 'NotAuthorizedException', message: 'User is disabled.' };
    expect(authErrorMessage(disabled, 'x', 'sign-in')).toBe(ACCOUNT_DISABLED_MESSAGE);
  });

  it('fall back to the spec wording for anything unknown', () => {
    expect(authErrorMessage(new Error('boom'), 'Failed to create account')).toBe(
      'Failed to create account',
    );
    expect(authErrorMessage({ name: 'InvalidPasswordException' }, 'x')).toBe(
      'That password does not meet the requirements.',
    );
  });
});

describe('where sign-in returns to', () => {
  it.each([
    [undefined, '/'],
    ['/dashboard/profile', '/dashboard/profile'],
    ['/used-vans/ford?minPrice=5000#results', '/used-vans/ford?minPrice=5000#results'],
    ['https://evil.example/', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['/auth/login', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s -> %s', (from, to) => {
    expect(safeReturnPath(from)).toBe(to);
  });

  it.each([
    [undefined, '/dashboard'],
    ['/add-listing', '/add-listing'],
    ['//evil.example', '/dashboard'],
    ['/auth/register', '/dashboard'],
  ])('after confirming an address: %s -> %s', (from, to) => {
    expect(afterConfirmPath(from)).toBe(to);
  });

  it('sends an unconfirmed account to the code step with its address', () => {
    expect(verifyPath('jo+vans@example.org')).toBe('/auth/register?verify=jo%2Bvans%40example.org');
  });
});

describe('the account between sign-up and its code', () => {
  it('hands the password over once, for the same address only', () => {
    holdPassword('Jo@Example.org', 'van-seller-7');
    expect(takePassword('someone.else@example.org')).toBeUndefined();
    expect(takePassword(' jo@example.org')).toBe('van-seller-7');
    expect(takePassword('jo@example.org')).toBeUndefined();
  });

  it('waits a minute between codes for one address', () => {
    noteCodeSent('jo@example.org', 1_000);
    expect(resendWaitLeft('JO@example.org', 31_000)).toBe(RESEND_WAIT_MS - 30_000);
    expect(resendWaitLeft('jo@example.org', 1_000 + RESEND_WAIT_MS)).toBe(0);
    expect(resendWaitLeft('other@example.org', 2_000)).toBe(0);
  });
});
