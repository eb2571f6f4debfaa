import { describe, expect, it } from 'vitest';
import { isBoosted, isHomepageFeatured, isLive } from '#shared/listing';
import { priceReduced } from '#shared/price-history';
import { extraCounts, planDemoData } from '#infra/local/demo-data/plan';
import { DEMO_DEALERS } from '#infra/local/demo-data/sellers';
import { firstBandedVan, SAVED_FROM_DEALERS } from '#infra/local/demo-data/demo-saved-vans';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import { toSearchDoc } from '#lambdas/search/search-doc';
import { NOW, demo } from './fixtures';

function counts(count: number) {
  const listings = demo(count).map((item) => item.listing);
  return {
    listings,
    live: listings.filter(isLive).length,
    sold: listings.filter((l) => l.status === 'sold' && l.approval_status === 'approved').length,
    pending: listings.filter((l) => l.approval_status === 'pending').length,
    rejected: listings.filter((l) => l.approval_status === 'rejected').length,
    draft: listings.filter((l) => l.approval_status === 'draft').length,
    reported: listings.filter((l) => l.reports_hidden === true).length,
    // Live when written: ending within the week, or ended, which the stage's expiry run at
    // start expires (decision 072).
    ending: listings.filter(
      (l) => l.live_until && Date.parse(l.live_until) <= NOW.getTime() + 7 * 86_400_000,
    ).length,
  };
}

describe('demo data plan', () => {
  it.each([40, 240, 1000])(
    'creates %i live listings plus about 5%% sold, pending and rejected, and a few drafts',
    (count) => {
      const c = counts(count);
      expect(c.live - c.ending).toBe(count);
      for (const extra of [c.sold, c.pending, c.rejected]) expect(extra).toBeGreaterThanOrEqual(3);
      const extras = c.sold + c.pending + c.rejected;
      expect(extras + c.draft + c.reported + c.ending).toBe(c.listings.length - count);
      expect(c.ending).toBe(7);
      // One van held back by buyers' reports, for the admin's Reports queue (decision 067).
      expect(c.reported).toBe(1);
      expect(extras / count).toBeLessThan(count >= 200 ? 0.07 : 0.25);
      expect(extras / count).toBeGreaterThan(0.04);
      expect(c.draft).toBeGreaterThanOrEqual(2);
      expect(c.draft / count).toBeLessThanOrEqual(0.05);
    },
  );

  it('gives the drafts to the demo dealer, with fewer than 3 photos, out of search', () => {
    const drafts = demo(240).filter((item) => item.listing.approval_status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    for (const { listing, photos } of drafts) {
      expect(listing.user_id).toBe(DEMO_DEALERS[0]!.id);
      expect(listing.status).toBe('active');
      expect(isLive(listing)).toBe(false);
      expect(photos.length).toBeLessThan(3);
      expect(listing.views).toBe(0);
    }
  });

  it("gives the van buyers' reports hide to the demo dealer, so the demo seller sees it held", () => {
    const [reported, ...more] = demo(240).filter((item) => item.listing.reports_hidden === true);
    expect(more).toEqual([]);
    expect(reported!.listing).toMatchObject({
      user_id: DEMO_DEALERS[0]!.id,
      status: 'active',
      approval_status: 'approved',
      seller_type: 'trade_dealer',
    });
    expect(isLive(reported!.listing)).toBe(false);
  });

  it('gives live vans ends spread ahead, a few of the demo dealer ending this week, three ended (decision 072)', () => {
    const listings = demo(240).map((item) => item.listing);
    const week = NOW.getTime() + 7 * 86_400_000;
    const ended = listings.filter((l) => l.live_until && Date.parse(l.live_until) < NOW.getTime());
    const soon = listings.filter(
      (l) =>
        l.live_until &&
        Date.parse(l.live_until) >= NOW.getTime() &&
        Date.parse(l.live_until) <= week,
    );
    expect(ended).toHaveLength(3);
    expect(soon).toHaveLength(4);
    for (const listing of [...ended, ...soon]) {
      expect(listing.user_id).toBe(DEMO_DEALERS[0]!.id);
      expect(listing.boost_expires).toBeNull();
      expect(isLive(listing)).toBe(true);
    }
    // Every other live van ends after the reminder window, on many different days.
    const rest = listings.filter(isLive).filter((l) => !ended.includes(l) && !soon.includes(l));
    for (const listing of rest) expect(Date.parse(listing.live_until!)).toBeGreaterThan(week);
    expect(new Set(rest.map((l) => l.live_until!.slice(0, 10))).size).toBeGreaterThan(30);
    // Never approved, or sold: no end.
    for (const listing of listings.filter(
      (l) => l.approval_status !== 'approved' || l.status === 'sold',
    )) {
      expect(listing.live_until).toBeUndefined();
    }
  });

  it('finds the demo buyer a saved dealer van with a price band, as search bands it', () => {
    const live = demo(240)
      .map((item) => item.listing)
      .filter(isLive);
    const id = firstBandedVan(live, SAVED_FROM_DEALERS);
    const van = live.find((listing) => listing.id === id);
    expect(SAVED_FROM_DEALERS).toContain(van?.user_id);
    const index = createSearchIndex(live.flatMap((listing) => toSearchDoc(listing) ?? []));
    expect(index.priceIndicator(id!)?.band).toBeDefined();
    expect(firstBandedVan(live, [])).toBeUndefined();
  });

  it('adds nothing for zero listings', () => {
    expect(extraCounts(0)).toEqual({
      sold: 0,
      pending: 0,
      rejected: 0,
      draft: 0,
      reported: 0,
      ending: 0,
      ended: 0,
    });
    expect(planDemoData(0, 1).total).toBe(0);
    expect(demo(0)).toEqual([]);
  });

  it('features at least 12 on the home page from 200 listings, 3 from 20, all expiring 1 to 30 days ahead', () => {
    for (const [count, minimum] of [
      [200, 12],
      [240, 12],
      [20, 3],
      [60, 3],
    ] as const) {
      const listings = demo(count).map((item) => item.listing);
      const home = listings.filter((l) => isHomepageFeatured(l, NOW));
      expect(home.length).toBeGreaterThanOrEqual(minimum);
      for (const l of listings.filter((x) => isBoosted(x, NOW))) {
        expect(isLive(l)).toBe(true);
        const days = (Date.parse(l.boost_expires!) - NOW.getTime()) / (24 * 3600 * 1000);
        expect(days).toBeGreaterThanOrEqual(1);
        expect(days).toBeLessThanOrEqual(30);
      }
    }
  });

  it("shows 'Price reduced' on a few dealer vans, on the home page too (decision 077)", () => {
    const live = demo(240)
      .map((item) => item.listing)
      .filter(isLive);
    const reduced = live.filter((l) => priceReduced(l.price_changes, NOW));
    expect(reduced.length).toBeGreaterThanOrEqual(4);
    expect(reduced.filter((l) => isHomepageFeatured(l, NOW)).length).toBeGreaterThanOrEqual(1);
    for (const l of reduced) {
      expect(l.seller_type).toBe('trade_dealer');
      const [cut] = l.price_changes!;
      // The price now is the cut's, and the cut is no later than the listing's last write.
      expect(cut!.to).toBe(l.price);
      expect(Date.parse(cut!.at)).toBeLessThanOrEqual(Date.parse(l.updated_at));
    }
  });

  it('boosts about 8% of live listings and leaves a few boosts expired', () => {
    const listings = demo(1000).map((item) => item.listing);
    const boosted = listings.filter((l) => isBoosted(l, NOW));
    expect(boosted.length / 1000).toBeGreaterThan(0.06);
    expect(boosted.length / 1000).toBeLessThan(0.1);
    expect(boosted.some((l) => l.search_featured && !l.homepage_featured)).toBe(true);
    expect(boosted.some((l) => l.search_featured && l.homepage_featured)).toBe(true);
    const expired = listings.filter(
      (l) =>
        (l.homepage_featured || l.search_featured) && Date.parse(l.boost_expires!) <= NOW.getTime(),
    );
    expect(expired.length).toBeGreaterThanOrEqual(2);
    for (const l of listings.filter((x) => !x.homepage_featured && !x.search_featured)) {
      expect(l.boost_expires).toBeNull();
    }
  });

  it('gives views to live listings and none to pending ones', () => {
    const listings = demo(240).map((item) => item.listing);
    expect(listings.filter(isLive).every((l) => l.views >= 0)).toBe(true);
    expect(listings.filter(isLive).some((l) => l.views > 100)).toBe(true);
    expect(
      listings.filter((l) => l.approval_status === 'pending').every((l) => l.views === 0),
    ).toBe(true);
  });
});
