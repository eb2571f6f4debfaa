import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '#shared/search/filters';
import { filterChips } from './filter-chips';

const labels = (filters: SearchFilters) => filterChips(filters).map((chip) => chip.label);
const without = (filters: SearchFilters, key: string) =>
  filterChips(filters).find((chip) => chip.key === key)?.without;

describe('filterChips', () => {
  it('has no chip without filters; sort and page are not filters', () => {
    expect(filterChips({})).toEqual([]);
    expect(filterChips({ sort: 'price-asc', page: 3 })).toEqual([]);
  });

  it("names each filter as a buyer reads it, in the URL's order", () => {
    expect(
      labels({
        make: 'ford',
        model: 'transit-custom',
        location: 'staines-upon-thames',
        search: 'tail lift',
        postcode: 'LS1 4DY',
        radius: 25,
        minPrice: 5000,
        maxPrice: 10000,
        maxMileage: 60000,
        minYear: 2018,
        condition: 'used',
        fuelType: 'diesel',
        transmission: 'manual',
        bodyType: 'panel_van',
        sellerType: 'trade_dealer',
        minEngineCc: 1601,
        maxEngineCc: 2000,
        features: ['tow-bar', 'ply-lining'],
        ulezCompliant: true,
        priceIncludesVat: true,
        priceNegotiable: false,
        motExpiryDate: '2027-03-01',
        serviceHistory: 'full',
        v5cLogbookAvailable: true,
        hpiClear: true,
      }),
    ).toEqual([
      'Ford',
      'Transit Custom',
      'Staines Upon Thames',
      'Keywords: tail lift',
      'Within 25 miles of LS1 4DY',
      '£5,000 to £10,000',
      'Up to 60,000 miles',
      'Year: from 2018',
      'Used',
      'Diesel',
      'Manual',
      'Panel Van',
      'Trade Dealer',
      '1,601 to 2,000 cc',
      'Tow Bar',
      'Ply Lining',
      'ULEZ compliant',
      'Price includes VAT',
      'Price negotiable: no',
      'MOT until 1 March 2027 or later',
      'Full service history',
      'V5C logbook available',
      'HPI clear',
    ]);
  });

  it('words ranges by their ends', () => {
    expect(labels({ minPrice: 5000 })).toEqual(['From £5,000']);
    expect(labels({ minYear: 2019, maxYear: 2019 })).toEqual(['Year 2019']);
    expect(labels({ minYear: 2015, maxYear: 2020 })).toEqual(['Year: 2015 to 2020']);
    expect(labels({ maxYear: 2020 })).toEqual(['Year: up to 2020']);
    expect(labels({ minEngineCc: 1200, maxEngineCc: 1400 })).toEqual(['1,200 to 1,400 cc']);
    expect(labels({ postcode: 'M1 1AE', radius: 'national' })).toEqual(['Nearest to M1 1AE']);
  });

  it('removes one filter at a time and goes back to page 1', () => {
    const filters: SearchFilters = { fuelType: 'diesel', maxPrice: 9000, page: 4 };
    expect(without(filters, 'fuelType')).toMatchObject({ maxPrice: 9000, fuelType: undefined });
    expect(without(filters, 'fuelType')?.page).toBeUndefined();
    expect(without(filters, 'price')).toMatchObject({ fuelType: 'diesel', maxPrice: undefined });
  });

  it('follows the panel rules: the make takes its model, the postcode its radius and order', () => {
    expect(without({ make: 'ford', model: 'transit', location: 'leeds' }, 'make')).toMatchObject({
      make: undefined,
      model: undefined,
      location: 'leeds',
    });
    expect(without({ make: 'ford', model: 'transit' }, 'model')).toMatchObject({
      make: 'ford',
      model: undefined,
    });
    expect(
      without(
        { postcode: 'LS1 4DY', radius: 10, sort: 'distance', fuelType: 'diesel' },
        'postcode',
      ),
    ).toMatchObject({
      postcode: undefined,
      radius: undefined,
      sort: undefined,
      fuelType: 'diesel',
    });
  });

  it('has one chip per feature, each removing only itself', () => {
    const filters: SearchFilters = { features: ['tow-bar', 'ply-lining'] };
    expect(without(filters, 'feature-tow-bar')?.features).toEqual(['ply-lining']);
    expect(without({ features: ['tow-bar'] }, 'feature-tow-bar')?.features).toBeUndefined();
  });

  it('gives every chip its own key', () => {
    const chips = filterChips({
      make: 'ford',
      features: ['tow-bar', 'racking'],
      ulezCompliant: true,
      hpiClear: false,
    });
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
  });
});
