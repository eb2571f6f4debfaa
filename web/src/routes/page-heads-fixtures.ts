import type { FeaturedListingsResponse } from '#shared/api/routes/featured-listings';
import type {
  ListingDetailResponse,
  LiveListingDetail,
  PublicListing,
  SimilarResponse,
} from '#shared/listing-detail';
import type { SearchResponse } from '#shared/search/response';

/**
 * API answers for rendering pages in a unit test (page-heads-render.test.tsx): shaped as the public
 * routes answer, with text that is easy to find in the HTML.
 */

export const LIVE_PATH = '/used-vans/ford/transit-custom/2019/leeds/Live123';
export const SOLD_PATH = '/used-vans/renault/trafic/2017/york/Sold456';
export const UNKNOWN_LISTING_PATH = '/used-vans/ford/transit/2018/leeds/Nope789';

const PUBLIC_LISTING: PublicListing = {
  id: 'Live123',
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
  description: 'A tidy panel van with full service history and a fresh MOT, ply lined throughout.',
  features: ['Bluetooth / AUX / USB', 'Ply Lining'],
  image_urls: ['/images/listings/Live123/a/640.webp', '/images/listings/Live123/b/640.webp'],
  location: 'Leeds',
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
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  latitude: 53.7997,
  longitude: -1.5492,
  make_slug: 'ford',
  model_slug: 'transit-custom',
  location_slug: 'leeds',
  colour: 'white',
};

export const LIVE_DETAIL: LiveListingDetail = {
  availability: 'live',
  path: LIVE_PATH,
  listing: PUBLIC_LISTING,
  featured: false,
  homepage_featured: false,
  seller: {
    name: 'Leeds Van Centre',
    website: 'https://leedsvans.example',
    seller_type: 'trade_dealer',
    has_phone: true,
    has_email: true,
  },
};

const SOLD_DETAIL: ListingDetailResponse = {
  availability: 'unavailable',
  reason: 'sold',
  path: SOLD_PATH,
  id: 'Sold456',
  year: 2017,
  make: 'Renault',
  model: 'Trafic',
  make_slug: 'renault',
  model_slug: 'trafic',
};

const SIMILAR: SimilarResponse = {
  items: [
    {
      id: 'Other1',
      title: '2020 Ford Transit Custom',
      headline: '2020 Ford Transit Custom 2.0 EcoBlue, one owner',
      make: 'Ford',
      model: 'Transit Custom',
      year: 2020,
      price: 17500,
      price_includes_vat: true,
      mileage: 41000,
      fuel_type: 'diesel',
      transmission: 'manual',
      location: 'Bradford',
      seller_type: 'private_seller',
      ulez_compliant: true,
      image_url: '/images/listings/Other1/a/640.webp',
      featured: false,
      path: '/used-vans/ford/transit-custom/2020/bradford/Other1',
      distance_miles: null,
    },
  ],
  // The advert's own band comes with its similar vans (decision 066).
  price_indicator: { band: 'great', typical_price: 16_500, comparables: 7 },
};

const FEATURED: FeaturedListingsResponse = {
  items: [
    {
      id: 'Feat1',
      title: '2021 Volkswagen Transporter',
      make: 'Volkswagen',
      model: 'Transporter',
      year: 2021,
      price: 24995,
      price_includes_vat: false,
      mileage: 30000,
      fuel_type: 'diesel',
      transmission: 'manual',
      location: 'Manchester',
      seller_type: 'trade_dealer',
      ulez_compliant: true,
      image_urls: ['/images/listings/Feat1/a/640.webp'],
      homepage_featured: true,
      search_featured: false,
      boost_expires: '2026-12-31T00:00:00.000Z',
      make_slug: 'volkswagen',
      model_slug: 'transporter',
      location_slug: 'manchester',
    },
  ],
};

/** The live count of every van, as the home search asks for it. */
const COUNT: SearchResponse = {
  total: 240,
  page: 1,
  pageSize: 24,
  pages: 10,
  sort: 'newest',
  items: [],
  facets: {
    make: {},
    model: {},
    fuelType: {},
    transmission: {},
    bodyType: {},
    sellerType: {},
    roofHeight: {},
    wheelbase: {},
    cabType: {},
    carLicence: 0,
    euroPallets: {},
    goodPrice: 0,
  },
  origin: null,
  relax: null,
  alternatives: [],
  oldestYear: 2012,
};

const NOT_FOUND = { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };

/** What the public API answers to a GET (fake-page-data.ts's FixtureAnswer). */
type FixtureAnswer = { status: number; body: unknown };

const ANSWERS: Readonly<Record<string, FixtureAnswer>> = {
  '/api/listings/Live123': { status: 200, body: LIVE_DETAIL },
  '/api/listings/Live123/similar': { status: 200, body: SIMILAR },
  '/api/listings/Sold456': { status: 200, body: SOLD_DETAIL },
  '/api/listings/featured': { status: 200, body: FEATURED },
  '/api/listings/search': { status: 200, body: COUNT },
};

/**
 * The public API's answer to a page data URL (for fakePageData, web/src/server/fake-page-data.ts);
 * anything not above is a 404, as for an unknown id.
 */
export const fixtureAnswer = (url: string): FixtureAnswer =>
  ANSWERS[new URL(url, 'http://api.invalid').pathname] ?? NOT_FOUND;
