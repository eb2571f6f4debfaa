import { describe, expect, it } from 'vitest';
import {
  createFormState,
  editFormState,
  listingFormReducer,
  ulezPreset,
  type ListingFormAction,
  type ListingFormState,
} from './form-state';
import { emptyListingValues, valuesFromListing } from './form-values';
import { filledValues, LISTING } from './test-fixtures';

const NOW = new Date('2026-06-01T12:00:00Z');

function run(state: ListingFormState, ...actions: ListingFormAction[]): ListingFormState {
  return actions.reduce(listingFormReducer, state);
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

describe('listingFormReducer', () => {
  const fresh = () => createFormState(emptyListingValues());

  it('clears the model when the make changes, and only then', () => {
    const chosen = run(
      fresh(),
      { type: 'text', field: 'make', value: 'Ford' },
      { type: 'text', field: 'model', value: 'Transit' },
    );
    expect(chosen.values.model).toBe('Transit');
    expect(run(chosen, { type: 'text', field: 'make', value: 'Ford' }).values.model).toBe(
      'Transit',
    );
    const changed = run(chosen, { type: 'text', field: 'make', value: 'Renault' });
    expect(changed.values).toMatchObject({ make: 'Renault', model: '' });
  });

  it('presets the ULEZ switch from fuel and year while the seller has not touched it', () => {
    let state = run(fresh(), { type: 'text', field: 'year', value: '2017' });
    expect(state.values.ulez_compliant).toBe(true); // diesel 2017
    state = run(state, { type: 'text', field: 'year', value: '2012' });
    expect(state.values.ulez_compliant).toBe(false);
    state = run(state, { type: 'text', field: 'fuel_type', value: 'petrol' });
    expect(state.values.ulez_compliant).toBe(true);
    // A half-typed year leaves the switch as it was.
    state = run(state, { type: 'text', field: 'year', value: '20' });
    expect(state.values.ulez_compliant).toBe(true);
    expect(state.ulezTouched).toBe(false);
  });

  it("keeps the seller's own ULEZ answer once they have touched the switch", () => {
    let state = run(
      fresh(),
      { type: 'text', field: 'year', value: '2012' },
      { type: 'ulez', value: true },
    );
    expect(state).toMatchObject({ ulezTouched: true, values: { ulez_compliant: true } });
    state = run(state, { type: 'text', field: 'year', value: '2010' });
    expect(state.values.ulez_compliant).toBe(true);
  });

  it("takes the account's seller type from the profile", () => {
    let state = run(fresh(), { type: 'profileSellerType', value: 'trade_dealer' });
    expect(state.values.seller_type).toBe('trade_dealer');
    state = run(
      state,
      { type: 'flag', field: 'price_includes_vat', value: true },
      { type: 'profileSellerType', value: 'private_seller' },
    );
    // A private sale has no VAT: the answer goes with the box.
    expect(state.values).toMatchObject({
      seller_type: 'private_seller',
      price_includes_vat: false,
    });
  });

  it('spaces the postcode when the field is left', () => {
    const state = run(
      fresh(),
      { type: 'text', field: 'postcode', value: ' m19ab ' },
      { type: 'postcodeBlur' },
    );
    expect(state.values.postcode).toBe('M1 9AB');
    const invalid = run(
      fresh(),
      { type: 'text', field: 'postcode', value: 'M1' },
      { type: 'postcodeBlur' },
    );
    expect(invalid.values.postcode).toBe('M1');
  });

  it('ticks and unticks features and flags', () => {
    const state = run(
      fresh(),
      { type: 'feature', feature: 'Sat Nav', checked: true },
      { type: 'feature', feature: 'Tow Bar', checked: true },
      { type: 'feature', feature: 'Sat Nav', checked: false },
      { type: 'flag', field: 'hpi_clear', value: true },
    );
    expect(state.values.features).toEqual(['Tow Bar']);
    expect(state.values.hpi_clear).toBe(true);
  });
});

describe('editFormState', () => {
  it("keeps a stored ULEZ answer that differs from the rule as the seller's", () => {
    // A 2012 diesel is not compliant by the rule; the seller said it is (a retrofit).
    const values = filledValues({ fuel_type: 'diesel', year: '2012', ulez_compliant: true });
    const state = editFormState(values, true);
    expect(state).toMatchObject({ ulezTouched: true, values: { ulez_compliant: true } });
    expect(run(state, { type: 'text', field: 'year', value: '2011' }).values.ulez_compliant).toBe(
      true,
    );
  });

  it('lets an answer that agrees with the rule, or none, keep following it', () => {
    const state = editFormState(valuesFromListing(LISTING), LISTING.ulez_compliant);
    expect(state.ulezTouched).toBe(false);
    expect(run(state, { type: 'text', field: 'year', value: '2014' }).values.ulez_compliant).toBe(
      false,
    );
    const unset = editFormState(
      valuesFromListing({ ...LISTING, ulez_compliant: null, year: 2019 }),
      null,
    );
    expect(unset).toMatchObject({ ulezTouched: false, values: { ulez_compliant: true } });
  });

  it("keeps the listing's seller type whatever the profile says", () => {
    const state = editFormState(valuesFromListing(LISTING), LISTING.ulez_compliant);
    expect(
      run(state, { type: 'profileSellerType', value: 'trade_dealer' }).values.seller_type,
    ).toBe('private_seller');
  });
});
