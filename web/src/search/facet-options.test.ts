import { describe, expect, it } from 'vitest';
import { facetOptions } from './facet-options';

const FUELS = [
  { value: 'diesel', label: 'Diesel' },
  { value: 'petrol', label: 'Petrol' },
  { value: 'electric', label: 'Electric' },
];

describe('facetOptions', () => {
  it('adds counts with en-GB thousands and disables options with no vans', () => {
    expect(facetOptions(FUELS, { diesel: 1234, petrol: 0 }, undefined)).toEqual([
      { value: 'diesel', label: 'Diesel (1,234)', disabled: false },
      { value: 'petrol', label: 'Petrol (0)', disabled: true },
      { value: 'electric', label: 'Electric (0)', disabled: true },
    ]);
  });

  it('keeps the selected option enabled even with no vans, without a (0) in its name', () => {
    expect(facetOptions(FUELS, { diesel: 3 }, 'electric')[2]).toEqual({
      value: 'electric',
      label: 'Electric',
      disabled: false,
    });
    // A chosen option with vans keeps its count.
    expect(facetOptions(FUELS, { diesel: 3 }, 'diesel')[0]?.label).toBe('Diesel (3)');
  });

  it('offers every option without numbers before the counts are known', () => {
    expect(facetOptions(FUELS, undefined, undefined).map((option) => option.label)).toEqual([
      'Diesel',
      'Petrol',
      'Electric',
    ]);
    expect(facetOptions(FUELS, undefined, undefined).some((option) => option.disabled)).toBe(false);
  });
});
