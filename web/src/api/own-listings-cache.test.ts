import { describe, expect, it } from 'vitest';
import { isOwnListingsKey } from './own-listings-cache';

describe('isOwnListingsKey', () => {
  it("matches useApi's keys of both tabs' pages and of one listing", () => {
    expect(isOwnListingsKey(['/api/me/listings?tab=active', 'user-1'])).toBe(true);
    expect(isOwnListingsKey(['/api/me/listings?tab=sold&cursor=abc', 'user-1'])).toBe(true);
    expect(isOwnListingsKey(['/api/me/listings/lst_1', 'user-1'])).toBe(true);
    expect(isOwnListingsKey('/api/me/listings')).toBe(true);
  });

  it('leaves other answers alone', () => {
    expect(isOwnListingsKey(['/api/me/listings-stats', 'user-1'])).toBe(false);
    expect(isOwnListingsKey(['/api/me/profile', 'user-1'])).toBe(false);
    expect(isOwnListingsKey(['/api/listings/lst_1'])).toBe(false);
    expect(isOwnListingsKey(null)).toBe(false);
    expect(isOwnListingsKey([42])).toBe(false);
  });
});
