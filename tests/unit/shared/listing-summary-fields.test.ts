import { describe, expect, it } from 'vitest';
import { adminListingFieldsSchema } from '#shared/admin/listings';
import { LISTING_SUMMARY_FIELDS, listingCardSchema } from '#shared/listing';
import { ownListingRowSchema } from '#shared/own-listings';

const SUMMARY = ['id', 'title', 'make', 'model', 'year', 'price'];

describe('LISTING_SUMMARY_FIELDS', () => {
  it('names a listing and its price', () => {
    expect(Object.keys(LISTING_SUMMARY_FIELDS)).toEqual(SUMMARY);
  });

  it('come first, in that order, in the public card, a My Listings row and an Admin Listings row', () => {
    for (const schema of [listingCardSchema, ownListingRowSchema, adminListingFieldsSchema]) {
      expect(Object.keys(schema.shape).slice(0, SUMMARY.length)).toEqual(SUMMARY);
    }
  });

  it('leave the rest of each summary as it was', () => {
    expect(Object.keys(listingCardSchema.shape)).toEqual([
      ...SUMMARY,
      'price_includes_vat',
      'mileage',
      'fuel_type',
      'transmission',
      'location',
      'seller_type',
      'ulez_compliant',
      'image_urls',
      'homepage_featured',
      'search_featured',
      'boost_expires',
      'make_slug',
      'model_slug',
      'location_slug',
    ]);
    expect(Object.keys(adminListingFieldsSchema.shape)).toEqual([
      ...SUMMARY,
      'status',
      'approval_status',
      'created_at',
      'updated_at',
    ]);
  });
});
