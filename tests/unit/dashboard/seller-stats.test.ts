import { describe, expect, it } from 'vitest';
import type { OwnerListingState } from '#lambdas/listing/owner-index';
import { OWNER_DASHBOARD_ATTRIBUTES } from '#lambdas/listing/owner-index';
import { sellerStats } from '#lambdas/enquiry/seller-stats';
import { DASHBOARD_LIST_LIMIT, NEW_SELLER_STATS, sellerStatsSchema } from '#shared/dashboard';
import { OWNER_ROW_ATTRIBUTES } from '#shared/table-keys';

const NOW = new Date('2026-11-24T12:00:00Z');
const HOUR = 3600 * 1000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

let next = 0;
function listing(fields: Partial<OwnerListingState> = {}): OwnerListingState {
  next += 1;
  return {
    id: `l-${next}`,
    make: 'Ford',
    model: 'Transit Custom',
    year: 2020,
    status: 'active',
    approval_status: 'approved',
    search_featured: false,
    homepage_featured: false,
    boost_expires: null,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...fields,
  };
}

const noEnquiries = { received: 0, latestAt: null };

describe('the seller dashboard', () => {
  it('counts live listings and running boosts', () => {
    const stats = sellerStats(
      [
        listing(),
        listing({ status: 'sold' }),
        listing({ approval_status: 'pending' }),
        listing({ search_featured: true, boost_expires: '2026-11-30T00:00:00.000Z' }),
        listing({ homepage_featured: true, boost_expires: '2026-11-24T12:00:00.000Z' }),
        listing({ search_featured: true, boost_expires: '2026-11-20T00:00:00.000Z' }),
      ],
      noEnquiries,
      NOW,
    );
    expect(stats).toMatchObject({ activeListings: 4, boostedListings: 2 });
  });

  it('counts every state, and a sold listing only as sold', () => {
    const stats = sellerStats(
      [
        listing(),
        listing({ approval_status: 'pending' }),
        listing({ approval_status: 'pending', status: 'active' }),
        listing({ approval_status: 'rejected', status: 'inactive' }),
        listing({ status: 'sold' }),
        listing({ status: 'sold', approval_status: 'pending' }),
      ],
      { received: 7, latestAt: '2026-11-23T08:00:00.000Z' },
      NOW,
    );
    expect(stats).toMatchObject({
      activeListings: 1,
      pendingListings: 2,
      rejectedListings: 1,
      soldListings: 2,
      totalListings: 6,
      enquiriesReceived: 7,
      latestEnquiryAt: '2026-11-23T08:00:00.000Z',
    });
    expect(sellerStatsSchema.parse(stats)).toEqual(stats);
  });

  it('counts drafts apart from pending listings, and lists them oldest first with their photos', () => {
    const stats = sellerStats(
      [
        listing({ approval_status: 'pending' }),
        listing({
          id: 'newer-draft',
          approval_status: 'draft',
          created_at: '2026-11-10T09:00:00.000Z',
          image_urls: ['/a.webp', '/b.webp'],
        }),
        listing({
          id: 'older-draft',
          approval_status: 'draft',
          created_at: '2026-11-02T09:00:00.000Z',
          image_urls: [],
        }),
        listing({ status: 'sold', approval_status: 'draft' }),
      ],
      noEnquiries,
      NOW,
    );
    expect(stats).toMatchObject({ pendingListings: 1, draftListings: 2, activeListings: 0 });
    expect(stats.awaitingApproval).toHaveLength(1);
    expect(stats.drafts.map((d) => [d.id, d.photo_count])).toEqual([
      ['older-draft', 0],
      ['newer-draft', 2],
    ]);
    expect(sellerStatsSchema.parse(stats)).toEqual(stats);
  });

  it('lists boosts ending within three days, soonest first, but not ended or later ones', () => {
    const ending = (hours: number, extra: Partial<OwnerListingState> = {}) =>
      listing({ search_featured: true, boost_expires: inHours(hours), ...extra });
    const inTwoDays = ending(48);
    const inAnHour = ending(1, { homepage_featured: true, search_featured: false });
    const stats = sellerStats(
      [
        ending(24 * 3 + 1),
        inTwoDays,
        ending(-1),
        inAnHour,
        ending(10, { status: 'sold' }),
        // A flag cleared by the expiry keeps boost_expires: no boost runs.
        listing({ boost_expires: inHours(5) }),
      ],
      noEnquiries,
      NOW,
    );
    expect(stats.boostsEndingSoon.map((l) => l.id)).toEqual([inAnHour.id, inTwoDays.id]);
    expect(stats.boostsEndingSoon[0]).toEqual({
      id: inAnHour.id,
      make: 'Ford',
      model: 'Transit Custom',
      year: 2020,
      created_at: inAnHour.created_at,
      updated_at: inAnHour.updated_at,
      search_featured: false,
      homepage_featured: true,
      boost_expires: inAnHour.boost_expires,
    });
  });

  it('lists pending ones longest waiting first and rejected ones latest first, a few of each', () => {
    const pending = Array.from({ length: DASHBOARD_LIST_LIMIT + 2 }, (_, i) =>
      listing({ approval_status: 'pending', updated_at: inHours(-10 * (i + 1)) }),
    );
    const oldRejected = listing({ approval_status: 'rejected', updated_at: inHours(-50) });
    const newRejected = listing({ approval_status: 'rejected', updated_at: inHours(-2) });
    const stats = sellerStats([...pending, oldRejected, newRejected], noEnquiries, NOW);
    expect(stats.pendingListings).toBe(DASHBOARD_LIST_LIMIT + 2);
    expect(stats.awaitingApproval.map((l) => l.id)).toEqual(
      [...pending]
        .reverse()
        .slice(0, DASHBOARD_LIST_LIMIT)
        .map((l) => l.id),
    );
    expect(stats.rejected.map((l) => l.id)).toEqual([newRejected.id, oldRejected.id]);
  });

  it('is all zeros and empty lists for a new seller', () => {
    expect(sellerStats([], noEnquiries, NOW)).toEqual(NEW_SELLER_STATS);
  });

  it('reads only attributes the owner index carries', () => {
    for (const attribute of OWNER_DASHBOARD_ATTRIBUTES) {
      expect(OWNER_ROW_ATTRIBUTES as readonly string[]).toContain(attribute);
    }
  });
});
