import { describe, expect, it } from 'vitest';
import {
  getListingDetail,
  safeWebsite,
  toListingDetail,
  toPublicListing,
  toSellerCard,
} from '#lambdas/listing/get-listing-detail';
import { NotFoundError } from '#lambdas/platform/errors';
import { aDealerProfile, aListing } from '../../support/listing-fixture';

const now = new Date('2026-11-20T12:00:00.000Z');
const seller = aDealerProfile();

describe('toPublicListing', () => {
  it('drops the owner, postcode, geohash and views', () => {
    const shown = toPublicListing(aListing());
    for (const key of ['user_id', 'postcode', 'geohash', 'views'])
      expect(shown).not.toHaveProperty(key);
    expect(shown).toHaveProperty('description');
  });

  it("keeps the seller's ULEZ flag, and derives it from fuel and year when unset", () => {
    expect(toPublicListing(aListing({ ulez_compliant: false, year: 2022 })).ulez_compliant).toBe(
      false,
    );
    expect(
      toPublicListing(aListing({ ulez_compliant: null, fuel_type: 'diesel', year: 2016 }))
        .ulez_compliant,
    ).toBe(true);
    expect(
      toPublicListing(aListing({ ulez_compliant: null, fuel_type: 'diesel', year: 2015 }))
        .ulez_compliant,
    ).toBe(false);
  });
});

describe('toPublicListing: the registration', () => {
  it('carries only the first part of a hidden plate, the whole of a shown one', () => {
    const hidden = toPublicListing(aListing({ registration: 'AB19CDE', show_registration: false }));
    expect(hidden.registration).toBe('AB19 ***');
    expect(JSON.stringify(hidden)).not.toContain('CDE');
    expect(toPublicListing(aListing({ registration: 'AB19CDE' })).registration).toBe('AB19 ***');
    expect(
      toPublicListing(aListing({ registration: 'AB19CDE', show_registration: true })).registration,
    ).toBe('AB19 CDE');
    expect(toPublicListing(aListing({ registration: null })).registration).toBeNull();
  });
});

describe('toListingDetail', () => {
  it('marks featured only while the boost runs', () => {
    const running = aListing({
      search_featured: true,
      homepage_featured: true,
      boost_expires: '2026-11-21T00:00:00.000Z',
    });
    const ended = { ...running, boost_expires: '2026-11-20T11:59:59.000Z' };
    expect(toListingDetail(running, seller, now)).toMatchObject({
      featured: true,
      homepage_featured: true,
    });
    expect(toListingDetail(ended, seller, now)).toMatchObject({
      featured: false,
      homepage_featured: false,
    });
  });

  it('gives the canonical path and a null seller when the profile is missing', () => {
    const detail = toListingDetail(
      aListing({ id: 'abc', location: 'Milton Keynes' }),
      undefined,
      now,
    );
    expect(detail).toMatchObject({ availability: 'live', seller: null });
    expect(detail.path).toBe('/used-vans/ford/transit-custom/2019/milton-keynes/abc');
  });

  it.each([
    [{ status: 'sold' as const }, 'sold'],
    [{ status: 'inactive' as const }, 'removed'],
    [{ owner_disabled: true }, 'removed'],
  ])('answers %o as unavailable: %s', (change, reason) => {
    const detail = toListingDetail(aListing(change), seller, now);
    expect(detail).toMatchObject({ availability: 'unavailable', reason });
    expect(JSON.stringify(detail)).not.toContain('sales@dealer.example');
  });
});

describe('getListingDetail', () => {
  it('throws NotFoundError for an unknown id and reads no profile for an unavailable listing', async () => {
    const read: string[] = [];
    const deps = (listing?: ReturnType<typeof aListing>) => ({
      getListing: async () => listing,
      getProfile: async (id: string) => {
        read.push(id);
        return seller;
      },
    });
    await expect(getListingDetail(deps(), 'x', now)).rejects.toBeInstanceOf(NotFoundError);
    await getListingDetail(deps(aListing({ status: 'sold' })), 'x', now);
    expect(read).toEqual([]);
    await getListingDetail(deps(aListing()), 'x', now);
    expect(read).toEqual(['seller-1']);
  });

  it.each([
    { approval_status: 'pending' as const },
    { approval_status: 'rejected' as const },
    { approval_status: 'rejected' as const, status: 'sold' as const },
    { approval_status: 'pending' as const, status: 'inactive' as const },
  ])('throws NotFoundError for a listing that was never approved (%o)', async (change) => {
    const deps = { getListing: async () => aListing(change), getProfile: async () => seller };
    await expect(getListingDetail(deps, 'x', now)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('still answers an approved listing that was sold or removed as unavailable', async () => {
    for (const [change, reason] of [
      [{ status: 'sold' as const }, 'sold'],
      [{ status: 'inactive' as const }, 'removed'],
      [{ owner_disabled: true }, 'removed'],
      // Held back by buyers' reports (decision 067): it may come back, and the page says so.
      [{ reports_hidden: true }, 'under_review'],
      [{ reports_hidden: true, status: 'sold' as const }, 'sold'],
      [{ reports_hidden: true, owner_disabled: true }, 'removed'],
    ] as const) {
      const deps = { getListing: async () => aListing(change), getProfile: async () => seller };
      await expect(getListingDetail(deps, 'x', now)).resolves.toMatchObject({
        availability: 'unavailable',
        reason,
      });
    }
  });
});

describe('toSellerCard', () => {
  it('tells whether a phone and an e-mail exist, never their values', () => {
    const card = toSellerCard(seller);
    expect(card).toEqual({
      name: 'Dealer Ltd',
      website: 'https://dealer.example/',
      seller_type: 'trade_dealer',
      has_phone: true,
      has_email: true,
      dealer_slug: null,
    });
    expect(toSellerCard({ ...seller, phone_number: null, email: '' })).toMatchObject({
      has_phone: false,
      has_email: false,
    });
    expect(toSellerCard({ ...seller, phone_number: '  ' }).has_phone).toBe(false);
  });

  it("names a trade seller's dealer page unless an admin hid it (decision 069)", () => {
    expect(toSellerCard({ ...seller, dealer_slug: 'dealer-ltd' }).dealer_slug).toBe('dealer-ltd');
    expect(
      toSellerCard({ ...seller, dealer_slug: 'dealer-ltd', dealer_hidden: true }).dealer_slug,
    ).toBeNull();
    expect(
      toSellerCard({ ...seller, dealer_slug: 'old', seller_type: 'private_seller' }).dealer_slug,
    ).toBeNull();
  });

  it('keeps only http(s) websites', () => {
    expect(safeWebsite('http://van.example/a')).toBe('http://van.example/a');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('not a url')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });
});
