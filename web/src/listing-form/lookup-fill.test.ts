import { describe, expect, it } from 'vitest';
import type { VehicleDetails } from '#shared/vehicle/vehicle-details';
import { createFormStore } from '../forms/form-store';
import { foundSummary } from '../forms/registration-lookup';
import { createFormState } from './form-state';
import { emptyListingValues, type TextField } from './form-values';
import { filledFromLookup } from './lookup-fill';
import { listingFormOptions } from './use-listing-form';

const transit: VehicleDetails = {
  registration: 'VY19 VAN',
  make: 'Ford',
  make_in_catalogue: true,
  model: 'Transit Custom',
  year: 2019,
  first_registered: '2019-03',
  fuel_type: 'diesel',
  engine_size_cc: 1995,
  colour: 'White',
  euro_standard: 'euro_6',
  gross_vehicle_weight_kg: 3000,
  tax_status: 'Taxed',
  tax_due_date: '2027-03-01',
  mot_status: 'Valid',
  mot_expiry_date: '2027-03-04',
  is_van: true,
};

describe('filledFromLookup: the DVLA’s record in the listing form’s terms', () => {
  it('fills the plate, make, model, year, engine, fuel, colour, Euro status, GVW, MOT expiry and an empty title', () => {
    expect(filledFromLookup(transit, { title: '' })).toEqual({
      registration: 'VY19 VAN',
      make: 'Ford',
      model: 'Transit Custom',
      year: '2019',
      engine_size_cc: '1995',
      fuel_type: 'diesel',
      colour: 'White',
      euro_standard: 'euro_6',
      gross_vehicle_weight_kg: '3000',
      mot_expiry_date: '04/03/2027',
      title: '2019 Ford Transit Custom',
    });
  });

  it('keeps a title the seller wrote, and leaves a make or model the form lacks', () => {
    expect(filledFromLookup(transit, { title: 'My van' }).title).toBeUndefined();
    const unknown = filledFromLookup(
      { ...transit, make: 'Land Rover', model: null },
      { title: '' },
    );
    expect(unknown).not.toHaveProperty('make');
    expect(unknown).not.toHaveProperty('model');
    expect(unknown).not.toHaveProperty('title');
    expect(filledFromLookup({ ...transit, model: 'Sprinter' }, { title: '' })).not.toHaveProperty(
      'model',
    );
  });

  it('set in its order on the listing form, the model survives its make and the ULEZ preset follows', () => {
    const store = createFormStore({
      ...listingFormOptions(createFormState(emptyListingValues())),
      focus: () => undefined,
    });
    for (const [field, value] of Object.entries(filledFromLookup(transit, { title: '' })))
      store.set(field as TextField, value);
    expect(store.getState().values).toMatchObject({
      make: 'Ford',
      model: 'Transit Custom',
      year: '2019',
      fuel_type: 'diesel',
      registration: 'VY19 VAN',
      euro_standard: 'euro_6',
      gross_vehicle_weight_kg: '3000',
    });
    // A 2019 diesel meets Euro 6 (ULEZ from September 2015 registrations).
    expect(store.getState().values.ulez_compliant).toBe(true);
  });

  it('leaves out a Euro status or weight the DVLA does not hold', () => {
    const bare = filledFromLookup(
      { ...transit, euro_standard: null, gross_vehicle_weight_kg: null },
      { title: '' },
    );
    expect(bare).not.toHaveProperty('euro_standard');
    expect(bare).not.toHaveProperty('gross_vehicle_weight_kg');
  });

  it('says what was found, and that the seller checks it', () => {
    expect(foundSummary(transit)).toBe(
      'Found VY19 VAN: 2019 Ford Transit Custom. We have filled in what the DVLA holds: check it below and complete the rest.',
    );
    expect(foundSummary({ ...transit, make: null, model: null, year: null })).toContain(
      'Found VY19 VAN: Vehicle.',
    );
  });
});
