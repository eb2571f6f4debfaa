import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import { slugify } from '#shared/slug';

let counter = 0;

/** A valid live listing; override any field. Ids are unique per call. */
export function aListing(overrides: Partial<Listing> = {}): Listing {
  counter += 1;
  const base: Listing = {
    id: `test-listing-${counter}`,
    user_id: 'seller-1',
    title: '2019 Ford Transit Custom',
    make: 'Ford',
    model: 'Transit Custom',
    year: 2019,
    price: 14995,
    price_includes_vat: false,
    price_negotiable: true,
    mileage: 62000,
    fuel_type: 'diesel',
    transmission: 'manual',
    condition: 'used',
    body_type: 'panel_van',
    engine_size_cc: 1995,
    ulez_compliant: true,
    description: 'A tidy panel van with full service history and a fresh MOT.',
    features: ['Bluetooth / AUX / USB', 'Ply Lining'],
    image_urls: ['/images/listings/x/1/640.webp'],
    location: 'leeds',
    postcode: 'LS1 4AB',
    seller_type: 'trade_dealer',
    status: 'active',
    approval_status: 'approved',
    homepage_featured: false,
    search_featured: false,
    boost_expires: null,
    mot_expiry_date: '2027-05-01',
    service_history: 'full',
    v5c_logbook_available: true,
    hpi_clear: true,
    views: 10,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    latitude: 53.7997,
    longitude: -1.5492,
    geohash: 'gcwfhf1xv',
    make_slug: 'ford',
    model_slug: 'transit-custom',
    location_slug: 'leeds',
    colour: 'White',
  };
  const listing = { ...base, ...overrides };
  return {
    ...listing,
    make_slug: overrides.make_slug ?? slugify(listing.make),
    model_slug: overrides.model_slug ?? slugify(listing.model),
  };
}

/** The trade dealer who owns aListing()'s listings by default (user 'seller-1'); override any field. */
export function aDealerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'seller-1',
    email: 'sales@dealer.example',
    full_name: 'Dealer Ltd',
    phone_number: '0113 496 0000',
    location: 'Leeds',
    website_url: 'https://dealer.example',
    seller_type: 'trade_dealer',
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
