import { describe, expect, it } from 'vitest';
import {
  isBoosted,
  isHomepageFeatured,
  isLive,
  listingSchema,
  toListingCard,
} from '#shared/listing';
import { listingPath } from '#shared/listing-paths';
import { isUlezCompliant } from '#shared/ulez';
import { aListing } from '../../support/listing-fixture';

const now = new Date('2026-11-22T12:00:00Z');

describe('listing rules', () => {
  it('is live only when approved and active', () => {
    expect(isLive({ status: 'active', approval_status: 'approved' })).toBe(true);
    expect(isLive({ status: 'sold', approval_status: 'approved' })).toBe(false);
    expect(isLive({ status: 'inactive', approval_status: 'approved' })).toBe(false);
    expect(isLive({ status: 'active', approval_status: 'pending' })).toBe(false);
    expect(isLive({ status: 'active', approval_status: 'rejected' })).toBe(false);
  });

  it('is boosted with a featured flag and a future expiry only', () => {
    const future = '2026-11-23T00:00:00Z';
    const past = '2026-11-21T00:00:00Z';
    expect(
      isBoosted({ search_featured: true, homepage_featured: false, boost_expires: future }, now),
    ).toBe(true);
    expect(
      isBoosted({ search_featured: false, homepage_featured: true, boost_expires: future }, now),
    ).toBe(true);
    expect(
      isBoosted({ search_featured: true, homepage_featured: true, boost_expires: past }, now),
    ).toBe(false);
    expect(
      isBoosted({ search_featured: false, homepage_featured: false, boost_expires: future }, now),
    ).toBe(false);
    expect(
      isBoosted({ search_featured: true, homepage_featured: false, boost_expires: null }, now),
    ).toBe(false);
    expect(isHomepageFeatured({ homepage_featured: true, boost_expires: future }, now)).toBe(true);
    expect(isHomepageFeatured({ homepage_featured: true, boost_expires: past }, now)).toBe(false);
  });

  it('validates the stored entity and strips private fields from cards', () => {
    const listing = aListing();
    expect(listingSchema.safeParse(listing).success).toBe(true);
    expect(listingSchema.safeParse({ ...listing, fuel_type: 'steam' }).success).toBe(false);
    const card = toListingCard(listing);
    expect(card).not.toHaveProperty('user_id');
    expect(card).not.toHaveProperty('postcode');
  });

  it('builds the canonical detail path with the year', () => {
    expect(
      listingPath({
        id: 'abc123',
        make: 'Volkswagen',
        model: 'Transporter T6',
        year: 2018,
        location: 'Staines upon Thames',
      }),
    ).toBe('/used-vans/volkswagen/transporter-t6/2018/staines-upon-thames/abc123');
  });
});

describe('ULEZ rules', () => {
  it.each([
    ['electric', 1995, true],
    ['diesel', 2015, false],
    ['diesel', 2016, true],
    ['petrol', 2005, false],
    ['petrol', 2006, true],
    ['hybrid', 2005, false],
    ['hybrid', 2006, true],
  ] as const)('%s from %i compliant: %s', (fuel, year, expected) => {
    expect(isUlezCompliant(fuel, year)).toBe(expected);
  });
});
