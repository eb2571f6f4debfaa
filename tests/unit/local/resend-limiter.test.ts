import { describe, expect, it } from 'vitest';
import { maskedAddress, RESEND_CODE_LIMIT } from '#infra/local/stage/auth/resend-code';
import { resendLimiter } from '#infra/local/stage/auth/resend-limiter';

describe('the local stage’s limit on new sign-up codes', () => {
  it('lets one through a minute, five an hour, per account', () => {
    let now = 0;
    const limiter = resendLimiter(RESEND_CODE_LIMIT, () => now);
    expect(limiter.take('a')).toBe(true);
    now += 59_000;
    expect(limiter.take('a')).toBe(false);
    // Another account has its own allowance.
    expect(limiter.take('b')).toBe(true);
    const allowed: boolean[] = [];
    for (let minute = 1; minute <= 6; minute++) {
      now = minute * 61_000;
      allowed.push(limiter.take('a'));
    }
    // Four more in the hour (five with the first), then none until the first is an hour old.
    expect(allowed).toEqual([true, true, true, true, false, false]);
    now = 3_600_000;
    expect(limiter.take('a')).toBe(true);
  });

  it('does not count a refused request', () => {
    let now = 0;
    const limiter = resendLimiter({ minimumGapSeconds: 60, perHour: 2 }, () => now);
    expect(limiter.take('a')).toBe(true);
    now = 30_000;
    expect(limiter.take('a')).toBe(false);
    now = 60_000;
    expect(limiter.take('a')).toBe(true);
  });

  it('masks the address as Cognito does', () => {
    expect(maskedAddress('jo.tester@example.org')).toBe('j***@e***');
  });
});
