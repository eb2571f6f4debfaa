import type { OwnListing, OwnListingRow, OwnListingsPage } from '#shared/own-listings';

/** A row of My Listings: a live, approved 2019 Ford Transit, not boosted. */
export function makeRow(overrides: Partial<OwnListingRow> = {}): OwnListingRow {
  return {
    id: 'lst_1',
    title: 'Ford Transit 2.0 EcoBlue',
    make: 'Ford',
    model: 'Transit',
    year: 2019,
    price: 14995,
    price_includes_vat: false,
    status: 'active',
    approval_status: 'approved',
    search_featured: false,
    homepage_featured: false,
    boost_expires: null,
    make_slug: 'ford',
    model_slug: 'transit',
    location_slug: 'leeds',
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    image_url: '/images/listings/lst_1/a/640.webp',
    photo_count: 5,
    views: 1234,
    enquiries: 7,
    saves: 3,
    expires_at: null,
    days_in_stock: 12,
    stock_reference: null,
    registration: null,
    ...overrides,
  };
}

export function makePage(
  items: OwnListingRow[],
  overrides: Partial<OwnListingsPage> = {},
): OwnListingsPage {
  return {
    tab: 'active',
    items,
    counts: { active: items.length, sold: 0 },
    matched: items.length,
    next_cursor: null,
    ...overrides,
  };
}

/** The owner's view of that listing. */
export function makeListing(overrides: Partial<OwnListing> = {}): OwnListing {
  return {
    id: 'lst_1',
    user_id: 'user-1',
    title: 'Ford Transit 2.0 EcoBlue',
    make: 'Ford',
    model: 'Transit',
    year: 2019,
    price: 14995,
    price_includes_vat: false,
    price_negotiable: true,
    mileage: 48000,
    fuel_type: 'diesel',
    transmission: 'manual',
    condition: 'used',
    body_type: 'panel_van',
    engine_size_cc: 1995,
    ulez_compliant: true,
    description: 'One owner from new.\n\n<b>Full</b> service history.',
    features: ['Bluetooth / AUX / USB'],
    image_urls: [],
    location: 'staines-upon-thames',
    postcode: 'TW18 4AB',
    seller_type: 'private_seller',
    status: 'active',
    approval_status: 'approved',
    homepage_featured: false,
    search_featured: false,
    boost_expires: null,
    mot_expiry_date: null,
    service_history: 'full',
    v5c_logbook_available: true,
    hpi_clear: true,
    views: 1234,
    saves: 3,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    make_slug: 'ford',
    model_slug: 'transit',
    location_slug: 'staines-upon-thames',
    colour: null,
    photos: [
      { id: 'p1', url: '/images/listings/lst_1/p1/640.webp' },
      { id: 'p2', url: '/images/listings/lst_1/p2/640.webp' },
    ],
    enquiries: 7,
    rejection_reason: null,
    expires_at: null,
    ...overrides,
  };
}
