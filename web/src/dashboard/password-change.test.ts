import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from '#shared/auth/forms';
import { PASSWORD_POLICY } from '#shared/auth/password-policy';
import { firstErrorPerField } from '../forms/field-errors';
import {
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_HINT,
  passwordChangeFailure,
  passwordPolicyHint,
} from './password-change';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('passwordChangeFailure', () => {
  it('reads a wrong current password from Cognito and from cognito-local', () => {
    expect(
      passwordChangeFailure(named('NotAuthorizedException', 'Incorrect username or password.')),
    ).toEqual({ kind: 'wrong-current' });
    expect(passwordChangeFailure(named('InvalidPasswordException', 'Invalid password'))).toEqual({
      kind: 'wrong-current',
    });
  });

  it('reads an expired or missing session', () => {
    for (const message of [
      'Access Token has expired',
      'Access Token has been revoked',
      'Invalid Access Token',
    ]) {
      expect(passwordChangeFailure(named('NotAuthorizedException', message))).toEqual({
        kind: 'session-expired',
      });
    }
    expect(
      passwordChangeFailure(
        named('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.'),
      ),
    ).toEqual({ kind: 'session-expired' });
  });

  it("reads Cognito's refusal of the new password", () => {
    expect(
      passwordChangeFailure(
        named(
          'InvalidPasswordException',
          'Password does not conform to policy: Password not long enough',
        ),
      ),
    ).toEqual({ kind: 'weak-new' });
  });

  it('says too many attempts when rate limited, and the generic message otherwise', () => {
    expect(passwordChangeFailure(named('LimitExceededException'))).toEqual({
      kind: 'other',
      description: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(passwordChangeFailure(named('InternalErrorException'))).toEqual({
      kind: 'other',
      description: PASSWORD_CHANGE_MESSAGES.failed,
    });
    expect(passwordChangeFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'other',
      description: 'Could not update your password.',
    });
    expect(passwordChangeFailure(undefined)).toEqual({
      kind: 'other',
      description: 'Could not update your password.',
    });
  });
});

describe('passwordPolicyHint', () => {
  it("describes the pool's policy", () => {
    expect(PASSWORD_HINT).toBe(
      `At least ${PASSWORD_POLICY.minLength} characters, with a lower-case letter and a number.`,
    );
  });

  it('lists every requirement of other policies', () => {
    const base = {
      minLength: 10,
      requireLowercase: false,
      requireUppercase: false,
      requireDigits: false,
      requireSymbols: false,
    };
    expect(passwordPolicyHint(base)).toBe('At least 10 characters.');
    expect(passwordPolicyHint({ ...base, requireDigits: true })).toBe(
      'At least 10 characters, with a number.',
    );
    expect(
      passwordPolicyHint({
        ...base,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      }),
    ).toBe(
      'At least 10 characters, with a lower-case letter, a capital letter, a number and a symbol.',
    );
  });
});

describe('changePasswordSchema (as the dialog uses it)', () => {
  it("puts 'New passwords do not match' on the confirm field", () => {
    const parsed = changePasswordSchema.safeParse({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-22',
      confirmPassword: 'new-pass-23',
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(firstErrorPerField(parsed.error)).toEqual({
        confirmPassword: 'New passwords do not match',
      });
    }
  });
});
