import { describe, expect, it } from 'vitest';
import { keyFacts } from './key-facts';

describe('key facts', () => {
  it('names year, mileage, fuel, gearbox and ULEZ in that order', () => {
    const facts = keyFacts({
      year: 2019,
      mileage: 61_250,
      fuel_type: 'diesel',
      transmission: 'automatic',
      ulez_compliant: true,
    });
    expect(facts.map((fact) => `${fact.label} ${fact.value}`)).toEqual([
      'Year 2019',
      'Mileage 61,250 miles',
      'Fuel Diesel',
      'Gearbox Automatic',
      'ULEZ Compliant',
    ]);
  });

  it('says when a van is not ULEZ compliant', () => {
    const ulez = keyFacts({
      year: 2014,
      mileage: 0,
      fuel_type: 'petrol',
      transmission: 'manual',
      ulez_compliant: false,
    }).find((fact) => fact.id === 'ulez');
    expect(ulez?.value).toBe('Not compliant');
  });
});
