import { describe, expect, it } from 'vitest';
import { formatCount, signedInAs } from './admin-format';

describe('formatCount', () => {
  it('groups thousands the British way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('gives null for anything that is not a count', () => {
    expect(formatCount(undefined)).toBeNull();
    expect(formatCount(null)).toBeNull();
    expect(formatCount('12')).toBeNull();
    expect(formatCount(Number.NaN)).toBeNull();
    expect(formatCount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatCount(-1)).toBeNull();
  });
});

describe('signedInAs', () => {
  it('shows the name with the e-mail beside it', () => {
    expect(signedInAs({ name: 'Alex Admin', email: 'admin@example.com' })).toEqual({
      primary: 'Alex Admin',
      secondary: 'admin@example.com',
    });
  });

  it('shows the e-mail alone when there is no separate name', () => {
    expect(signedInAs({ name: '', email: 'admin@example.com' })).toEqual({
      primary: 'admin@example.com',
    });
    expect(signedInAs({ name: '  ', email: 'admin@example.com' })).toEqual({
      primary: 'admin@example.com',
    });
    expect(signedInAs({ name: 'Admin@Example.com', email: 'admin@example.com' })).toEqual({
      primary: 'admin@example.com',
    });
  });

  it('falls back to the name, then to a plain word', () => {
    expect(signedInAs({ name: 'Alex Admin', email: '' })).toEqual({ primary: 'Alex Admin' });
    expect(signedInAs({ name: '', email: '' })).toEqual({ primary: 'Admin' });
  });
});
