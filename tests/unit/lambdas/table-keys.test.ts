import { describe, expect, it } from 'vitest';
import { isListingItemKey, listingKeys, parseGeoSk, VIEWS_SK, viewsKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';

describe('listing keys', () => {
  it('puts every listing in the owner and moderation indexes', () => {
    const keys = listingKeys(
      aListing({
        id: 'a1',
        user_id: 'u1',
        approval_status: 'pending',
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(keys).toMatchObject({
      PK: 'LISTING#a1',
      SK: 'LISTING',
      GSI1PK: 'OWNER#u1',
      GSI1SK: 'A#2026-01-01T00:00:00.000Z#a1',
      GSI2PK: 'APPROVAL#pending',
    });
  });

  it('keeps non-live listings out of the geo and featured indexes', () => {
    for (const overrides of [
      { status: 'sold' as const },
      { approval_status: 'rejected' as const },
    ]) {
      const keys = listingKeys(
        aListing({
          ...overrides,
          homepage_featured: true,
          boost_expires: '2030-01-01T00:00:00.000Z',
        }),
      );
      expect(keys).not.toHaveProperty('GSI3PK');
      expect(keys).not.toHaveProperty('GSI4PK');
      expect(keys).not.toHaveProperty('GSI5PK');
    }
  });

  it('indexes live listings by geohash cell and featured expiry, and no longer by make', () => {
    const keys = listingKeys(
      aListing({
        id: 'a2',
        homepage_featured: true,
        boost_expires: '2030-01-01T00:00:00.000Z',
        latitude: 51.5074,
        longitude: -0.1278,
      }),
    );
    expect(keys).not.toHaveProperty('GSI3PK');
    expect(keys.GSI4PK).toBe('GEO#gcp');
    expect(keys.GSI4SK?.startsWith('gcpvj')).toBe(true);
    expect(keys.GSI5PK).toBe('FEATURED#HOME');
    expect(keys.GSI5SK).toBe('2030-01-01T00:00:00.000Z#a2');
  });

  it('leaves a listing without coordinates out of the geo index', () => {
    expect(listingKeys(aListing({ latitude: null, longitude: null }))).not.toHaveProperty('GSI4PK');
  });

  it('keeps the point in the geo sort key, to about 5 metres', () => {
    const keys = listingKeys(aListing({ id: 'a3', latitude: 53.4808, longitude: -2.2426 }));
    const point = parseGeoSk(keys.GSI4SK!);
    expect(point.id).toBe('a3');
    expect(point.latitude).toBeCloseTo(53.4808, 4);
    expect(point.longitude).toBeCloseTo(-2.2426, 4);
  });

  it('puts the view counter beside the listing, where only the listing item is a listing', () => {
    expect(viewsKey('a1')).toEqual({ PK: 'LISTING#a1', SK: VIEWS_SK });
    expect(VIEWS_SK.startsWith('LISTING')).toBe(true);
    expect(isListingItemKey('LISTING#a1', 'LISTING')).toBe(true);
    expect(isListingItemKey('LISTING#a1', VIEWS_SK)).toBe(false);
    expect(isListingItemKey('LISTING#a1', 'ENQUIRY#x')).toBe(false);
    expect(isListingItemKey('USER#a1', 'LISTING')).toBe(false);
  });
});
