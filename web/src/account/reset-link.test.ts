import { describe, expect, it } from 'vitest';
import { carriesResetFields, resetLinkFields } from './reset-link';

describe('the reset link', () => {
  it('reads the address and the code from the fragment', () => {
    expect(resetLinkFields('', '#email=jo%2Bvans%40example.org&code=654321')).toEqual({
      email: 'jo+vans@example.org',
      code: '654321',
    });
  });

  it('falls back to a query string, the fragment winning', () => {
    expect(resetLinkFields('?email=a%40b.org&code=111222', '')).toEqual({
      email: 'a@b.org',
      code: '111222',
    });
    expect(resetLinkFields('?code=111222', '#code=333444').code).toBe('333444');
  });

  it('keeps only six digits of a code and is empty without a link', () => {
    expect(resetLinkFields('', '#code=12-34 5678').code).toBe('123456');
    expect(resetLinkFields('', '')).toEqual({ email: '', code: '' });
  });

  it('says when the address bar holds fields to remove', () => {
    expect(carriesResetFields('', '#code=1')).toBe(true);
    expect(carriesResetFields('?email=a', '')).toBe(true);
    expect(carriesResetFields('', '')).toBe(false);
    expect(carriesResetFields('?next=1', '#top')).toBe(false);
  });
});
