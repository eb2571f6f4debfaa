import { describe, expect, it } from 'vitest';
import { cardLoadFacts } from '#shared/search/card-load-text';
import type { SearchFilters } from '#shared/search/filters';
import { filterChips } from './filter-chips';

const chips = (filters: SearchFilters) => filterChips(filters);

describe('the van filter chips', () => {
  it('names each van filter as a buyer reads it, and removes only that one', () => {
    const filters: SearchFilters = {
      make: 'ford',
      minEuroPallets: 3,
      fitLength: 2400,
      fitWidth: 1200,
      fitHeight: 1500,
      carLicence: true,
      roofHeight: ['high', 'super_high'],
      wheelbase: ['lwb'],
      cabType: 'crew',
      minPayload: 1000,
      minLoadLength: 3000,
      minLoadVolume: 8.5,
      minSeats: 5,
    };
    expect(chips(filters).map((chip) => chip.label)).toEqual([
      'Ford',
      'Fits at least 3 Euro pallets',
      'Fits a load of 2,400 x 1,200 x 1,500 mm',
      'Can be driven on a car licence',
      'High (H3) roof',
      'Super high (H4) roof',
      'Long (LWB, L3) wheelbase',
      'Crew cab (double cab)',
      'Payload at least 1,000 kg',
      'Load length at least 3,000 mm',
      'Load volume at least 8.5 m³',
      'At least 5 seats',
    ]);
    const without = (key: string) => chips(filters).find((chip) => chip.key === key)!.without;
    expect(without('roofHeight-high').roofHeight).toEqual(['super_high']);
    expect(without('wheelbase-lwb').wheelbase).toBeUndefined();
    expect(without('fitsLoad')).toMatchObject({ fitLength: undefined, fitWidth: undefined });
    expect(without('fitsLoad').fitHeight).toBeUndefined();
    expect(without('carLicence')).toEqual({ ...filters, carLicence: undefined, page: undefined });
  });

  it('says one pallet, and a load without a height', () => {
    expect(chips({ minEuroPallets: 1, fitLength: 800, fitWidth: 600 }).map((c) => c.label)).toEqual(
      ['Fits at least 1 Euro pallet', 'Fits a load of 800 x 600 mm'],
    );
  });
});

describe('the load line of a result card', () => {
  it('says the pallets and payload the listing states, nothing it does not', () => {
    expect(cardLoadFacts({ euro_pallets: 3, payload_kg: 1250 })).toEqual([
      'Fits 3 Euro pallets',
      '1,250 kg payload',
    ]);
    expect(cardLoadFacts({ euro_pallets: 1, payload_kg: null })).toEqual(['Fits 1 Euro pallet']);
    expect(cardLoadFacts({ euro_pallets: 0, payload_kg: undefined })).toEqual([]);
    expect(cardLoadFacts({})).toEqual([]);
  });
});
