import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchDoc } from '#lambdas/search/search-doc';
import { filtersToQuery, searchFiltersSchema } from '#shared/search/filters';
import { euroPalletsOf, loadFitsOnce } from '#shared/search/van-load-space';
import { loadsThatFit } from '#shared/vehicle/load-fit';
import { aListing } from '../../support/listing-fixture';

const schema = searchFiltersSchema(new Date('2026-11-22T12:00:00Z'));

/** The messages per parameter of a rejected query. */
function issues(query: Record<string, string>): Record<string, string[]> {
  const result = schema.safeParse(query);
  expect(result.success).toBe(false);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error!.issues)
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('the van filters in a query string', () => {
  it('reads every van filter, lists in their options order, and writes them back the same', () => {
    const query = {
      minPayload: '1000',
      minLoadLength: '3000',
      minLoadVolume: '8.5',
      roofHeight: 'super_high, HIGH,high',
      wheelbase: 'xlwb,lwb',
      cabType: 'crew',
      minSeats: '5',
      carLicence: 'true',
      minEuroPallets: '3',
      fitLength: '2400',
      fitWidth: '1200',
      fitHeight: '1500',
    };
    const filters = schema.parse(query);
    expect(filters).toEqual({
      minPayload: 1000,
      minLoadLength: 3000,
      minLoadVolume: 8.5,
      roofHeight: ['high', 'super_high'],
      wheelbase: ['lwb', 'xlwb'],
      cabType: 'crew',
      minSeats: 5,
      carLicence: true,
      minEuroPallets: 3,
      fitLength: 2400,
      fitWidth: 1200,
      fitHeight: 1500,
    });
    expect(filtersToQuery(filters).toString()).toBe(
      'minPayload=1000&minLoadLength=3000&minLoadVolume=8.5&roofHeight=high%2Csuper_high' +
        '&wheelbase=lwb%2Cxlwb&cabType=crew&minSeats=5&carLicence=true&minEuroPallets=3' +
        '&fitLength=2400&fitWidth=1200&fitHeight=1500',
    );
    expect(schema.parse(Object.fromEntries(filtersToQuery(filters)))).toEqual(filters);
  });

  it('rejects bad values with a message on the parameter', () => {
    expect(
      issues({
        minPayload: 'heavy',
        minLoadLength: '20000',
        minLoadVolume: '8.25',
        roofHeight: 'high,sky',
        wheelbase: 'l3',
        cabType: 'luton',
        minSeats: '0',
        carLicence: 'false',
        minEuroPallets: '99',
      }),
    ).toEqual({
      minPayload: ['Minimum payload must be a whole number'],
      minLoadLength: ['Minimum load length must be at most 7,000'],
      minLoadVolume: ['Minimum load volume must be a number of cubic metres, e.g. 8.5'],
      'roofHeight.1': ['Roof height must be one of: low, medium, high, super_high (not sky)'],
      'wheelbase.0': ['Wheelbase must be one of: swb, mwb, lwb, xlwb (not l3)'],
      cabType: ['Cab type must be one of: single, crew'],
      minSeats: ['Minimum seats must be at least 1'],
      carLicence: ['Car licence can only be true (leave it out for every van)'],
      minEuroPallets: ['Minimum Euro pallets must be at most 20'],
    });
    expect(issues({ minLoadVolume: '0' })).toEqual({
      minLoadVolume: ['Minimum load volume must be more than 0'],
    });
    expect(issues({ minLoadVolume: '41' })).toEqual({
      minLoadVolume: ['Minimum load volume must be at most 40 m³'],
    });
  });

  it("asks for both the load's length and width, the height being optional", () => {
    expect(issues({ fitLength: '2400' })).toEqual({
      fitWidth: ['Give both the length and the width of your load'],
    });
    expect(issues({ fitWidth: '1200', fitHeight: '1000' })).toEqual({
      fitLength: ['Give both the length and the width of your load'],
    });
    expect(schema.parse({ fitLength: '2400', fitWidth: '1200' })).toEqual({
      fitLength: 2400,
      fitWidth: 1200,
    });
  });

  it('reads blank van filters as absent', () => {
    expect(schema.parse({ roofHeight: '', carLicence: '', minLoadVolume: ' ' })).toEqual({});
  });
});

describe('what fits in a van', () => {
  const size = fc.integer({ min: 1, max: 7000 });
  const space = fc.record({
    length: fc.integer({ min: 500, max: 7000 }),
    floorWidth: fc.integer({ min: 300, max: 2600 }),
    height: fc.option(fc.integer({ min: 300, max: 3000 }), { nil: null }),
  });

  it('a load fits once exactly when loadsThatFit counts at least one (and the van states a height for a load with one)', () => {
    fc.assert(
      fc.property(space, size, size, fc.option(size, { nil: undefined }), (van, a, b, h) => {
        const load = { length_mm: a, width_mm: b, height_mm: h };
        const counted = loadsThatFit(
          { length_mm: van.length, width_mm: van.floorWidth, height_mm: van.height },
          load,
        );
        const heightKnown = h === undefined || van.height !== null;
        expect(loadFitsOnce(van, load)).toBe(counted >= 1 && heightKnown);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts the Euro pallets of a listing between its arches, and none without a load space', () => {
    // A long-wheelbase Transit: 3,494 mm long, 1,392 mm between the arches: four pallets lengthways.
    const transit = {
      load_length_mm: 3494,
      load_width_mm: 1784,
      width_between_arches_mm: 1392,
      load_height_mm: 2025,
    };
    expect(euroPalletsOf(transit)).toBe(4);
    expect(euroPalletsOf({ ...transit, width_between_arches_mm: null })).toBe(5);
    expect(euroPalletsOf({ ...transit, load_length_mm: null })).toBeNull();
    const doc = toSearchDoc(
      aListing({ ...transit, gross_vehicle_weight_kg: 3500, kerb_weight_kg: 2100 }),
    )!;
    expect(doc).toMatchObject({ euro_pallets: 4, load_floor_width_mm: 1392, payload_kg: 1400 });
    expect(toSearchDoc(aListing({ load_length_mm: null }))).toMatchObject({ euro_pallets: null });
  });
});
