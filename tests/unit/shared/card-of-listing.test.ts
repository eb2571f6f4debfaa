import { describe, expect, it } from 'vitest';
import { toListingCard } from '#shared/listing';
import { cardOfListing } from '#shared/search/card-of-listing';
import { aListing } from '../../support/listing-fixture';

describe('a listing card as the result card shows it', () => {
  it('has the built title, the headline, the first photo, the path and the effective ULEZ', () => {
    const listing = toListingCard(
      aListing({
        title: '2019 Ford Transit Custom 2.0 EcoBlue, one owner',
        year: 2019,
        make: 'Ford',
        model: 'Transit Custom',
        fuel_type: 'diesel',
        ulez_compliant: null,
        image_urls: ['/images/a/640.webp', '/images/b/640.webp'],
      }),
    );
    expect(cardOfListing(listing, { featured: true, distanceMiles: 3.4 })).toMatchObject({
      id: listing.id,
      title: '2019 Ford Transit Custom',
      headline: '2019 Ford Transit Custom 2.0 EcoBlue, one owner',
      image_url: '/images/a/640.webp',
      ulez_compliant: true,
      featured: true,
      distance_miles: 3.4,
      path: expect.stringMatching(/^\/used-vans\/ford\/transit-custom\//),
      seller_type: listing.seller_type,
      price_includes_vat: listing.price_includes_vat,
      mileage: listing.mileage,
    });
  });
});

describe('a featured card (decision 077)', () => {
  it("keeps its dealer's page and 'Price reduced', and a nearby card has neither", () => {
    const listing = toListingCard(aListing());
    const featured = cardOfListing(
      { ...listing, dealer: { slug: 'northern-vans', name: 'Northern Vans' }, price_reduced: true },
      { featured: true, distanceMiles: null },
    );
    expect(featured).toMatchObject({
      dealer: { slug: 'northern-vans', name: 'Northern Vans' },
      price_reduced: true,
    });
    const nearby = cardOfListing(listing, { featured: false, distanceMiles: 2 });
    expect(nearby).not.toHaveProperty('dealer');
    expect(nearby).not.toHaveProperty('price_reduced');
  });
});
