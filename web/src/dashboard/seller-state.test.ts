import { describe, expect, it } from 'vitest';
import { NEW_SELLER_STATS, type DashboardListing, type SellerStats } from '#shared/dashboard';
import { boostEndsText, isNewSeller, moreText, summaryText, waitingText } from './seller-state';

const NOW = new Date('2026-11-24T12:00:00Z');

const stats = (fields: Partial<SellerStats>): SellerStats => ({ ...NEW_SELLER_STATS, ...fields });

const listing = (fields: Partial<DashboardListing>): DashboardListing => ({
  id: 'l-1',
  make: 'Ford',
  model: 'Transit',
  year: 2019,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  search_featured: true,
  homepage_featured: false,
  boost_expires: null,
  ...fields,
});

describe("the seller's state in words", () => {
  it('is new only with no listing in any state', () => {
    expect(isNewSeller(stats({}))).toBe(true);
    expect(isNewSeller(stats({ totalListings: 1, soldListings: 1 }))).toBe(false);
  });

  it('says one live listing, or many, and leaves out what is zero', () => {
    expect(summaryText(stats({ activeListings: 1, totalListings: 1 }))).toBe(
      'You have 1 live listing.',
    );
    expect(summaryText(stats({ activeListings: 0, pendingListings: 1, totalListings: 1 }))).toBe(
      'You have 0 live listings and 1 waiting for approval.',
    );
    expect(
      summaryText(
        stats({
          activeListings: 1234,
          rejectedListings: 2,
          boostsEndingSoon: [listing({})],
          totalListings: 1240,
        }),
      ),
    ).toBe('You have 1,234 live listings and 3 needing your attention.');
  });

  it('counts a boost’s end in London calendar days', () => {
    const ends = (iso: string) => boostEndsText(listing({ boost_expires: iso }), NOW);
    expect(ends('2026-11-24T23:30:00.000Z')).toBe('Boost ends today (24 Nov 2026)');
    // 00:30 on the 25th in London (GMT in November) is tomorrow.
    expect(ends('2026-11-25T00:30:00.000Z')).toBe('Boost ends tomorrow (25 Nov 2026)');
    expect(ends('2026-11-27T10:00:00.000Z')).toBe('Boost ends in 3 days (27 Nov 2026)');
    expect(boostEndsText(listing({ boost_expires: null }), NOW)).toBe('');
  });

  it('says how long a listing has waited, and how many more there are', () => {
    expect(waitingText(listing({ updated_at: '2026-11-24T08:00:00.000Z' }), NOW)).toBe(
      'Sent for approval today',
    );
    expect(waitingText(listing({ updated_at: '2026-11-21T08:00:00.000Z' }), NOW)).toBe(
      'Sent for approval 3 days ago',
    );
    expect(moreText(7, 5)).toBe('and 2 more');
    expect(moreText(5, 5)).toBeNull();
  });
});
