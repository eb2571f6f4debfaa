import { describe, expect, it } from 'vitest';
import { toSearchDoc } from '#lambdas/search/search-doc';
import { aListing } from '../../support/listing-fixture';

describe('the ULEZ flag of a search document', () => {
  it("keeps the seller's answer, even where the rule would say otherwise", () => {
    // A 2018 diesel meets the rule; a seller who knows better (a pre-Euro 6 import) says no.
    const dieselSaidNo = aListing({ fuel_type: 'diesel', year: 2018, ulez_compliant: false });
    const oldDieselSaidYes = aListing({ fuel_type: 'diesel', year: 2010, ulez_compliant: true });
    expect(toSearchDoc(dieselSaidNo)?.ulez_compliant).toBe(false);
    expect(toSearchDoc(oldDieselSaidYes)?.ulez_compliant).toBe(true);
  });

  it('derives it from fuel and year when the seller left it unset', () => {
    const unset = (fuel_type: 'diesel' | 'petrol', year: number) =>
      toSearchDoc(aListing({ fuel_type, year, ulez_compliant: null }))?.ulez_compliant;
    expect(unset('diesel', 2018)).toBe(true);
    expect(unset('diesel', 2014)).toBe(false);
    expect(unset('petrol', 2006)).toBe(true);
    expect(unset('petrol', 2004)).toBe(false);
  });
});
