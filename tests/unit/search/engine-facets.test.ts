import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import type { SearchFilters } from '#shared/search/filters';
import { aSearchDoc } from './search-doc-fixture';
import { aQuery } from './engine-query';

const docs = [
  aSearchDoc({
    make: 'Ford',
    model: 'Transit',
    fuel_type: 'diesel',
    transmission: 'manual',
    body_type: 'panel_van',
  }),
  aSearchDoc({
    make: 'Ford',
    model: 'Transit Custom',
    fuel_type: 'diesel',
    transmission: 'automatic',
    body_type: null,
  }),
  aSearchDoc({
    make: 'Ford',
    model: 'Transit Custom',
    fuel_type: 'electric',
    transmission: 'automatic',
    body_type: 'panel_van',
    engine_size_cc: null,
  }),
  aSearchDoc({
    make: 'Renault',
    model: 'Trafic',
    fuel_type: 'diesel',
    transmission: 'manual',
    seller_type: 'private_seller',
    body_type: 'luton',
  }),
  aSearchDoc({
    make: 'Renault',
    model: 'Master',
    fuel_type: 'petrol',
    transmission: 'manual',
    price: 40_000,
    body_type: 'tipper',
  }),
];
const index = createSearchIndex(docs);
const run = (filters: SearchFilters) => index.query(aQuery({ filters }));

describe('facets', () => {
  it('count every option with no filters, leaving out empty options and null body types', () => {
    expect(run({}).facets).toEqual({
      make: { ford: 3, renault: 2 },
      model: {},
      fuelType: { diesel: 3, electric: 1, petrol: 1 },
      transmission: { manual: 3, automatic: 2 },
      bodyType: { panel_van: 2, luton: 1, tipper: 1 },
      sellerType: { trade_dealer: 4, private_seller: 1 },
      // Every fixture van: a short-wheelbase low-roof single cab of 3,000 kg fitting 3 pallets.
      roofHeight: { low: 5 },
      wheelbase: { swb: 5 },
      cabType: { single: 5 },
      carLicence: 5,
      euroPallets: { '1': 5, '2': 5, '3': 5 },
      goodPrice: 0,
    });
  });

  it('are disjunctive: a facet ignores its own filter but applies the others', () => {
    const { facets, total } = run({ fuelType: 'diesel', transmission: 'manual' });
    expect(total).toBe(2);
    expect(facets.fuelType).toEqual({ diesel: 2, petrol: 1 });
    expect(facets.transmission).toEqual({ manual: 2, automatic: 1 });
    expect(facets.make).toEqual({ ford: 1, renault: 1 });
    expect(facets.bodyType).toEqual({ panel_van: 1, luton: 1 });
  });

  it('count makes without the make and model filters, and models of the chosen make only', () => {
    const { facets, total } = run({ make: 'ford', model: 'transit', transmission: 'automatic' });
    expect(total).toBe(0);
    expect(facets.make).toEqual({ ford: 2 });
    expect(facets.model).toEqual({ 'transit-custom': 2 });
  });
});

describe('relax (only with no results)', () => {
  it('is null while something matches', () => {
    expect(run({ make: 'ford' }).relax).toBeNull();
  });

  it('names the filter group whose removal finds the most vans', () => {
    expect(run({ make: 'renault', maxPrice: 20_000, fuelType: 'petrol' }).relax).toEqual({
      filter: 'price',
      total: 1,
    });
  });

  it('relaxes the model with the make', () => {
    // Automatic vans of any make: 2; Renaults that are automatic: 0; Renault Trafics: 1.
    expect(run({ make: 'renault', model: 'trafic', transmission: 'automatic' }).relax).toEqual({
      filter: 'make',
      total: 2,
    });
  });

  it('prefers the earlier group of the FilterGroup order on a tie', () => {
    // Private sellers' vans: 1; electric vans: 1.
    expect(run({ fuelType: 'electric', sellerType: 'private_seller' }).relax).toEqual({
      filter: 'fuelType',
      total: 1,
    });
  });

  it('treats a range as one group', () => {
    expect(run({ minPrice: 50_000, maxPrice: 60_000 }).relax).toEqual({
      filter: 'price',
      total: 5,
    });
  });

  it('is null when no single group would help', () => {
    // No electric van costs 50,000, no Renault does, and no Renault is electric.
    expect(run({ make: 'renault', fuelType: 'electric', minPrice: 50_000 }).relax).toBeNull();
  });
});

describe('the model facet', () => {
  const variants = createSearchIndex([
    aSearchDoc({ make: 'MAN', model: 'TGE' }),
    aSearchDoc({ make: 'MAN', model: 'TGE Panel Van' }),
    aSearchDoc({ make: 'MAN', model: 'TGE Panel Van' }),
    aSearchDoc({ make: 'MAN', model: 'TGE Crew Cab' }),
    aSearchDoc({ make: 'Ford', model: 'Tourneo Custom' }),
    aSearchDoc({ make: 'Ford', model: 'Transit Custom' }),
  ]);
  const facetOf = (filters: SearchFilters) => variants.query(aQuery({ filters })).facets.model;

  it('counts what choosing each model would show, variants included', () => {
    // Either name containing the other matches: 'TGE Panel Van' also finds the plain 'TGE'.
    expect(facetOf({ make: 'man' })).toEqual({
      tge: 4,
      'tge-panel-van': 3,
      'tge-crew-cab': 2,
      'tge-chassis-cab': 1,
    });
    for (const [model, count] of Object.entries(facetOf({ make: 'man' }))) {
      expect(variants.query(aQuery({ filters: { make: 'man', model } })).total).toBe(count);
    }
  });

  it('offers a catalogue model nobody listed by that exact name when its variants are there', () => {
    // 'Tourneo' finds 'Tourneo Custom'; no Transit matches another Transit.
    expect(facetOf({ make: 'ford' })).toEqual({
      tourneo: 1,
      'tourneo-custom': 1,
      'transit-custom': 1,
    });
  });
});
