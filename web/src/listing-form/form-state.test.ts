import { describe, expect, it } from 'vitest';
import { createFormStore } from '../forms/form-store';
import {
  createFormState,
  editFormState,
  toggledFeatures,
  ulezPreset,
  withProfileSellerType,
  withTidyPostcode,
  type ListingFormStart,
} from './form-state';
import { emptyListingValues, valuesFromListing } from './form-values';
import { filledValues, LISTING } from './test-fixtures';
import { listingFormOptions } from './use-listing-form';

const NOW = new Date('2026-06-01T12:00:00Z');

/** The listing form's store, as useListingForm makes it (no focus: there is no page). */
function formFrom(start: ListingFormStart) {
  return createFormStore({ ...listingFormOptions(start), focus: () => undefined });
}

describe('ulezPreset', () => {
  it('follows the ULEZ rule for the fuel and year', () => {
    expect(ulezPreset('diesel', '2015', NOW)).toBe(false);
    expect(ulezPreset('diesel', '2016', NOW)).toBe(true);
    expect(ulezPreset('petrol', '2006', NOW)).toBe(true);
    expect(ulezPreset('petrol', '2005', NOW)).toBe(false);
    expect(ulezPreset('hybrid', '2006', NOW)).toBe(true);
    expect(ulezPreset('electric', '1990', NOW)).toBe(true);
  });

  it('knows nothing while the fuel or the year is missing or not a year', () => {
    expect(ulezPreset('', '2019', NOW)).toBeUndefined();
    expect(ulezPreset('diesel', '', NOW)).toBeUndefined();
    expect(ulezPreset('diesel', '20', NOW)).toBeUndefined();
    expect(ulezPreset('diesel', 'soon', NOW)).toBeUndefined();
    expect(ulezPreset('diesel', '2030', NOW)).toBeUndefined();
  });
});

describe('the listing form rules', () => {
  const fresh = () => formFrom(createFormState(emptyListingValues()));

  it('clears the model when the make changes, and only then', () => {
    const form = fresh();
    form.set('make', 'Ford');
    form.set('model', 'Transit');
    expect(form.getState().values.model).toBe('Transit');
    form.set('make', 'Ford');
    expect(form.getState().values.model).toBe('Transit');
    form.set('make', 'Renault');
    expect(form.getState().values).toMatchObject({ make: 'Renault', model: '' });
  });

  it('presets the ULEZ switch from fuel and year while the seller has not touched it', () => {
    const form = fresh();
    form.set('year', '2017');
    expect(form.getState().values.ulez_compliant).toBe(true); // diesel 2017
    form.set('year', '2012');
    expect(form.getState().values.ulez_compliant).toBe(false);
    form.set('fuel_type', 'petrol');
    expect(form.getState().values.ulez_compliant).toBe(true);
    // A half-typed year leaves the switch as it was.
    form.set('year', '20');
    expect(form.getState().values.ulez_compliant).toBe(true);
    expect(form.getState().changed.has('ulez_compliant')).toBe(false);
  });

  it("keeps the seller's own ULEZ answer once they have touched the switch", () => {
    const form = fresh();
    form.set('year', '2012');
    form.set('ulez_compliant', true);
    expect(form.getState().changed.has('ulez_compliant')).toBe(true);
    expect(form.getState().values.ulez_compliant).toBe(true);
    form.set('year', '2010');
    expect(form.getState().values.ulez_compliant).toBe(true);
  });

  it("takes the account's seller type from the profile", () => {
    let values = withProfileSellerType(emptyListingValues(), 'trade_dealer');
    expect(values.seller_type).toBe('trade_dealer');
    values = withProfileSellerType({ ...values, price_includes_vat: true }, 'private_seller');
    // A private sale has no VAT: the answer goes with the box.
    expect(values).toMatchObject({ seller_type: 'private_seller', price_includes_vat: false });
  });

  it('spaces the postcode when the field is left', () => {
    const form = fresh();
    form.set('postcode', ' m19ab ');
    form.change(withTidyPostcode);
    expect(form.getState().values.postcode).toBe('M1 9AB');
    form.set('postcode', 'M1');
    form.change(withTidyPostcode);
    expect(form.getState().values.postcode).toBe('M1');
  });

  it('ticks and unticks features and flags', () => {
    const form = fresh();
    const tick = (feature: 'Sat Nav' | 'Tow Bar', checked: boolean) =>
      form.set('features', toggledFeatures(form.getState().values.features, feature, checked));
    tick('Sat Nav', true);
    tick('Tow Bar', true);
    tick('Sat Nav', false);
    form.set('hpi_clear', true);
    expect(form.getState().values.features).toEqual(['Tow Bar']);
    expect(form.getState().values.hpi_clear).toBe(true);
  });
});

describe('editFormState', () => {
  it("keeps a stored ULEZ answer that differs from the rule as the seller's", () => {
    // A 2012 diesel is not compliant by the rule; the seller said it is (a retrofit).
    const values = filledValues({ fuel_type: 'diesel', year: '2012', ulez_compliant: true });
    const start = editFormState(values, true);
    expect(start).toMatchObject({ changed: ['ulez_compliant'], values: { ulez_compliant: true } });
    const form = formFrom(start);
    form.set('year', '2011');
    expect(form.getState().values.ulez_compliant).toBe(true);
  });

  it('lets an answer that agrees with the rule, or none, keep following it', () => {
    const start = editFormState(valuesFromListing(LISTING), LISTING.ulez_compliant);
    expect(start.changed).toEqual([]);
    const form = formFrom(start);
    form.set('year', '2014');
    expect(form.getState().values.ulez_compliant).toBe(false);
    const unset = editFormState(
      valuesFromListing({ ...LISTING, ulez_compliant: null, year: 2019 }),
      null,
    );
    expect(unset).toMatchObject({ changed: [], values: { ulez_compliant: true } });
  });
});
