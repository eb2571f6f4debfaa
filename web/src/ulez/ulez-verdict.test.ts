import { describe, expect, it } from 'vitest';
import { ulezVerdict } from './ulez-verdict';

describe('the ULEZ checker verdict', () => {
  it.each([
    ['electric', 1990, true],
    ['electric', 2025, true],
    ['diesel', 2015, false],
    ['diesel', 2016, true],
    ['diesel', 1990, false],
    ['petrol', 2005, false],
    ['petrol', 2006, true],
    ['petrol', 2024, true],
  ] as const)('%s %i: compliant %s', (fuel, year, compliant) => {
    const verdict = ulezVerdict(fuel, year);
    expect(verdict.compliant).toBe(compliant);
    expect(verdict.heading).toBe(compliant ? 'ULEZ Compliant' : 'Not ULEZ Compliant');
  });

  it('explains with the standard, the first compliant year and the daily charge', () => {
    expect(ulezVerdict('diesel', 2014).explanation).toBe(
      'Diesel vans need to meet the Euro 6 standard, which vans generally met from 2016. A 2014 diesel van is likely to pay £12.50 for each day it is driven in the zone.',
    );
    expect(ulezVerdict('petrol', 2010).explanation).toContain('from 2006');
    expect(ulezVerdict('electric', 2000).explanation).toContain('whatever their age');
  });
});
