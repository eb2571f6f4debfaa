import { describe, expect, it } from 'vitest';
import { listingKeys } from '../../../lambdas/data/listing-keys';
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
      GSI1SK: '2026-01-01T00:00:00.000Z#a1',
      GSI2PK: 'APPROVAL#pending',
    });
  });

  it('keeps non-live listings out of the browse, geo and featured indexes', () => {
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

  it('indexes live listings by make, geohash cell and featured expiry', () => {
    const keys = listingKeys(
      aListing({
        id: 'a2',
        homepage_featured: true,
        boost_expires: '2030-01-01T00:00:00.000Z',
        latitude: 51.5074,
        longitude: -0.1278,
      }),
    );
    expect(keys.GSI3PK).toBe('LIVE#MAKE#ford');
    expect(keys.GSI3SK?.startsWith('transit-custom#')).toBe(true);
    expect(keys.GSI4PK).toBe('GEO#gcp');
    expect(keys.GSI4SK?.startsWith('gcpvj')).toBe(true);
    expect(keys.GSI5PK).toBe('FEATURED#HOME');
    expect(keys.GSI5SK).toBe('2030-01-01T00:00:00.000Z#a2');
  });

  it('leaves a listing without coordinates out of the geo index', () => {
    expect(listingKeys(aListing({ latitude: null, longitude: null }))).not.toHaveProperty('GSI4PK');
  });
});
