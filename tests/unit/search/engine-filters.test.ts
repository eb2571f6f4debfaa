import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '#shared/search/filters';
import { aSearchDoc } from './search-doc-fixture';
import { idsFound } from './engine-query';

const base = aSearchDoc({ id: 'base' });
/** One document per filter, differing from `base` in that filter's field only. */
const other = {
  make: aSearchDoc({ id: 'make', make: 'Renault', model: 'Trafic' }),
  location: aSearchDoc({ id: 'location', location: 'London', location_slug: 'london' }),
  year: aSearchDoc({ id: 'year', year: 2012 }),
  price: aSearchDoc({ id: 'price', price: 4_000 }),
  mileage: aSearchDoc({ id: 'mileage', mileage: 150_000 }),
  engine: aSearchDoc({ id: 'engine', engine_size_cc: 2_999 }),
  noEngine: aSearchDoc({ id: 'noEngine', engine_size_cc: null, fuel_type: 'electric' }),
  condition: aSearchDoc({ id: 'condition', condition: 'new' }),
  transmission: aSearchDoc({ id: 'transmission', transmission: 'automatic' }),
  bodyType: aSearchDoc({ id: 'bodyType', body_type: 'luton' }),
  noBodyType: aSearchDoc({ id: 'noBodyType', body_type: null }),
  sellerType: aSearchDoc({ id: 'sellerType', seller_type: 'private_seller' }),
  serviceHistory: aSearchDoc({ id: 'serviceHistory', service_history: 'partial' }),
  noServiceHistory: aSearchDoc({ id: 'noServiceHistory', service_history: null }),
  features: aSearchDoc({ id: 'features', features: ['ply-lining', 'tow-bar', 'sat-nav'] }),
  ulez: aSearchDoc({ id: 'ulez', ulez_compliant: false }),
  vat: aSearchDoc({ id: 'vat', price_includes_vat: true }),
  negotiable: aSearchDoc({ id: 'negotiable', price_negotiable: false }),
  v5c: aSearchDoc({ id: 'v5c', v5c_logbook_available: false }),
  hpi: aSearchDoc({ id: 'hpi', hpi_clear: false }),
  mot: aSearchDoc({ id: 'mot', mot_expiry_date: '2026-12-01' }),
  noMot: aSearchDoc({ id: 'noMot', mot_expiry_date: null }),
};
const docs = [base, ...Object.values(other)];
const allIds = docs.map((doc) => doc.id);
const except = (...ids: string[]) => allIds.filter((id) => !ids.includes(id));

// Every document has the same created_at, so featured order is by id.
const found = (filters: SearchFilters) => idsFound(docs, { filters }).sort();

describe('each filter alone', () => {
  it.each<[string, SearchFilters, string[]]>([
    ['make', { make: 'renault' }, ['make']],
    ['location', { location: 'london' }, ['location']],
    ['minimum year', { minYear: 2015 }, except('year')],
    ['maximum year', { maxYear: 2012 }, ['year']],
    ['price range, bounds inclusive', { minPrice: 4_000, maxPrice: 4_000 }, ['price']],
    ['maximum mileage', { maxMileage: 100_000 }, except('mileage')],
    [
      'engine range; unknown engine size fails it',
      { minEngineCc: 1_000, maxEngineCc: 2_000 },
      except('engine', 'noEngine'),
    ],
    ['a minimum engine size alone excludes an unknown size', { minEngineCc: 2_500 }, ['engine']],
    ['condition', { condition: 'new' }, ['condition']],
    ['transmission', { transmission: 'automatic' }, ['transmission']],
    ['fuel type', { fuelType: 'electric' }, ['noEngine']],
    [
      'body type; no body type fails it',
      { bodyType: 'panel_van' },
      except('bodyType', 'noBodyType'),
    ],
    ['seller type', { sellerType: 'private_seller' }, ['sellerType']],
    [
      'service history; none recorded fails it',
      { serviceHistory: 'full' },
      except('serviceHistory', 'noServiceHistory'),
    ],
    ['features: every one selected', { features: ['ply-lining', 'sat-nav'] }, ['features']],
    ['features: one missing fails', { features: ['ply-lining', 'racking'] }, []],
    ['ULEZ compliant false', { ulezCompliant: false }, ['ulez']],
    ['price includes VAT', { priceIncludesVat: true }, ['vat']],
    ['price negotiable false', { priceNegotiable: false }, ['negotiable']],
    ['V5C logbook false', { v5cLogbookAvailable: false }, ['v5c']],
    ['HPI clear true', { hpiClear: true }, except('hpi')],
    [
      'MOT valid until at least the date; unknown MOT fails',
      { motExpiryDate: '2027-01-01' },
      except('mot', 'noMot'),
    ],
    ['MOT date equal to the expiry passes', { motExpiryDate: '2026-12-01' }, except('noMot')],
  ])('%s', (_name, filters, expected) => {
    expect(found(filters)).toEqual([...expected].sort());
  });

  it('combines filters with AND', () => {
    expect(found({ minPrice: 10_000, hpiClear: true, features: ['tow-bar'] })).toEqual([
      'features',
    ]);
  });

  it('finds nothing for a location or make no listing has', () => {
    expect(found({ location: 'atlantis' })).toEqual([]);
    expect(found({ make: 'kia' })).toEqual([]);
  });
});

describe('make and model', () => {
  const vans = [
    aSearchDoc({ id: 'transit', make: 'Ford', model: 'Transit' }),
    aSearchDoc({ id: 'transit-custom', make: 'Ford', model: 'Transit Custom' }),
    aSearchDoc({ id: 'tourneo-custom', make: 'Ford', model: 'Tourneo Custom' }),
    aSearchDoc({ id: 'tge', make: 'MAN', model: 'TGE' }),
    aSearchDoc({ id: 'tge-panel', make: 'MAN', model: 'TGE Panel Van' }),
    aSearchDoc({ id: 'nv400', make: 'Nissan', model: 'NV400' }),
    aSearchDoc({ id: 'interstar', make: 'Nissan', model: 'Interstar' }),
    aSearchDoc({ id: 'doblo', make: 'Fiat', model: 'Doblo' }),
    aSearchDoc({ id: 'other-make-tge', make: 'Volkswagen', model: 'TGE' }),
  ];
  const models = (make: string, model: string) =>
    idsFound(vans, { filters: { make, model } }).sort();

  it('a Transit finds only Transits, not Transit Custom', () => {
    expect(models('ford', 'transit')).toEqual(['transit']);
    expect(models('ford', 'transit-custom')).toEqual(['transit-custom']);
  });

  it('other models match when either name contains the other', () => {
    expect(models('ford', 'tourneo')).toEqual(['tourneo-custom']);
    expect(models('man', 'tge')).toEqual(['tge', 'tge-panel']);
    // Symmetric: a plain 'TGE' listing may be any TGE, so the panel van filter finds it too.
    expect(models('man', 'tge-panel-van')).toEqual(['tge', 'tge-panel']);
  });

  it('Nissan models match exactly', () => {
    expect(models('nissan', 'nv400')).toEqual(['nv400']);
    expect(models('nissan', 'interstar')).toEqual(['interstar']);
    expect(models('nissan', 'nv200')).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(models('fiat', 'doblo')).toEqual(['doblo']);
  });

  it('applies the make too', () => {
    expect(models('man', 'tge')).not.toContain('other-make-tge');
  });
});
