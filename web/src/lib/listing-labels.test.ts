import { describe, expect, it } from 'vitest';
import { BOOST_EXPIRED_HINT, boostDate, boostLabel } from './listing-labels';

describe('boostDate', () => {
  it('writes dd MMM yyyy in UK time, with Sep rather than Sept', () => {
    expect(boostDate('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(boostDate('2026-09-14T10:00:00Z')).toBe('14 Sep 2026');
    // 23:30 UTC on 31 July is 1 August in London.
    expect(boostDate('2026-07-31T23:30:00Z')).toBe('01 Aug 2026');
    expect(boostDate('nonsense')).toBe('');
  });
});

describe('boostLabel', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const base = {
    status: 'active' as const,
    search_featured: false,
    homepage_featured: false,
    boost_expires: null as string | null,
  };
  const future = '2026-03-12T12:00:00Z';
  const past = '2026-02-20T12:00:00Z';

  it('reads Featured until … for the homepage boost and Boosted until … for search', () => {
    expect(boostLabel({ ...base, homepage_featured: true, boost_expires: future }, now)).toEqual({
      kind: 'featured',
      text: 'Featured until 12 Mar 2026',
      short: 'Featured',
      until: '12 Mar 2026',
    });
    expect(boostLabel({ ...base, search_featured: true, boost_expires: future }, now)).toEqual({
      kind: 'boosted',
      text: 'Boosted until 12 Mar 2026',
      short: 'Boosted',
      until: '12 Mar 2026',
    });
    const both = { ...base, search_featured: true, homepage_featured: true, boost_expires: future };
    expect(boostLabel(both, now)?.text).toBe('Featured until 12 Mar 2026');
  });

  it('reads Boost expired, with a hint to renew, once the expiry has passed', () => {
    const label = boostLabel({ ...base, search_featured: true, boost_expires: past }, now);
    expect(label).toEqual({
      kind: 'expired',
      text: 'Boost expired',
      short: 'Boost expired',
      hint: BOOST_EXPIRED_HINT,
    });
    expect(BOOST_EXPIRED_HINT).toMatch(/Boost it again/);
    // Expiring exactly now is expired: boosted means in the future.
    expect(
      boostLabel({ ...base, homepage_featured: true, boost_expires: now.toISOString() }, now)?.kind,
    ).toBe('expired');
  });

  it('reads Boost expired once the expiry has cleared the flags and kept the last end', () => {
    // lambdas/boosts/boost-state.ts withBoostEnded: flags off, boost_expires the last end.
    expect(boostLabel({ ...base, boost_expires: past }, now)?.kind).toBe('expired');
    // Ended early (a refund, an admin) with the other type's end still ahead on the field.
    expect(boostLabel({ ...base, boost_expires: future }, now)?.kind).toBe('expired');
    // One type ended, the other runs: the running one's line.
    expect(boostLabel({ ...base, search_featured: true, boost_expires: future }, now)?.text).toBe(
      'Boosted until 12 Mar 2026',
    );
  });

  it('has no line for a listing never boosted, or on a sold listing', () => {
    expect(boostLabel(base, now)).toBeNull();
    expect(boostLabel({ ...base, search_featured: true }, now)).toBeNull();
    expect(
      boostLabel({ ...base, status: 'sold', search_featured: true, boost_expires: future }, now),
    ).toBeNull();
    expect(
      boostLabel({ ...base, status: 'sold', search_featured: true, boost_expires: past }, now),
    ).toBeNull();
  });

  it('still labels inactive listings (the Active tab is every status but sold)', () => {
    expect(
      boostLabel({ ...base, status: 'inactive', search_featured: true, boost_expires: past }, now)
        ?.kind,
    ).toBe('expired');
  });
});
