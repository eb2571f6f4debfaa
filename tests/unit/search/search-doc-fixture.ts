import { normaliseWords } from '#lambdas/search/search-doc';
import type { SearchDoc } from '#lambdas/search/types';
import { slugify } from '#shared/slug';

/** Fixed "now" of the engine tests: 2026-11-22 12:00 UTC. */
export const NOW = new Date('2026-11-22T12:00:00.000Z');
export const DAY_MS = 86_400_000;

export const LONDON = { latitude: 51.5074, longitude: -0.1278 };
export const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

let counter = 0;

/**
 * A search document; override any field. Slugs and words follow make, model and `description`
 * unless given. Ids are unique per call.
 */
export function aSearchDoc(
  overrides: Partial<SearchDoc> & { description?: string } = {},
): SearchDoc {
  counter += 1;
  const { description = 'Tidy van', ...fields } = overrides;
  const make = fields.make ?? 'Ford';
  const model = fields.model ?? 'Transit Custom';
  const year = fields.year ?? 2019;
  return {
    id: `doc-${String(counter).padStart(5, '0')}`,
    version: 1,
    title: `${year} ${make} ${model}`,
    headline: null,
    make,
    model,
    make_slug: slugify(make),
    model_slug: slugify(model),
    year,
    price: 15_000,
    price_includes_vat: false,
    price_negotiable: true,
    mileage: 60_000,
    fuel_type: 'diesel',
    transmission: 'manual',
    condition: 'used',
    body_type: 'panel_van',
    engine_size_cc: 1995,
    ulez_compliant: true,
    location: 'Leeds',
    location_slug: 'leeds',
    latitude: 53.7997,
    longitude: -1.5492,
    seller_type: 'trade_dealer',
    seller_id: 'seller-1',
    mot_expiry_date: '2027-05-01',
    service_history: 'full',
    v5c_logbook_available: true,
    hpi_clear: true,
    features: [],
    search_featured: false,
    homepage_featured: false,
    boost_expires: null,
    search_boost_until: null,
    search_boosted_at: null,
    created_at: NOW.getTime() - 10 * DAY_MS,
    image_url: null,
    words: [...new Set(normaliseWords(`${make} ${model} ${year} ${description}`))].join(' '),
    // A short-wheelbase, low-roof Transit Custom as its maker states it.
    wheelbase: 'swb',
    roof_height: 'low',
    cab_type: 'single',
    seats: 3,
    payload_kg: 1010,
    gross_vehicle_weight_kg: 3000,
    load_length_mm: 2555,
    load_floor_width_mm: 1392,
    load_height_mm: 1406,
    load_volume_m3: 6,
    euro_pallets: 3,
    price_cut_at: null,
    ...fields,
  };
}
