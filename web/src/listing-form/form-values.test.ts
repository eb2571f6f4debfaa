import { describe, expect, it } from 'vitest';
import { modelsOf } from '#shared/catalogue/makes';
import {
  descriptionCounter,
  emptyListingValues,
  fieldId,
  hasInvalidNumbers,
  LISTING_FIELDS,
  listingSubmission,
  modelChoices,
  tidyPostcode,
  valuesFromListing,
} from './form-values';
import { filledValues, LISTING } from './test-fixtures';

describe('modelChoices', () => {
  it("says 'Select make first' and offers nothing before a make", () => {
    expect(modelChoices('')).toEqual({ placeholder: 'Select make first', models: [] });
  });

  it("offers the make's models under 'Select model'", () => {
    expect(modelChoices('Ford')).toEqual({
      placeholder: 'Select model',
      models: modelsOf('Ford'),
    });
    expect(modelChoices('Ford').models).toContain('Transit Custom');
  });

  it("says 'No models available' for a make the catalogue has no models for", () => {
    expect(modelChoices('Tesla')).toEqual({ placeholder: 'No models available', models: [] });
  });
});

describe('emptyListingValues', () => {
  it('starts empty with the seller type given and the usual defaults', () => {
    const values = emptyListingValues('trade_dealer');
    expect(values.seller_type).toBe('trade_dealer');
    expect(values).toMatchObject({
      title: '',
      make: '',
      model: '',
      year: '',
      condition: 'used',
      fuel_type: 'diesel',
      transmission: 'manual',
      ulez_compliant: false,
      features: [],
    });
    expect(emptyListingValues().seller_type).toBe('private_seller');
  });
});

describe('valuesFromListing', () => {
  const values = valuesFromListing(LISTING);

  it('shows numbers as text, the postcode spaced and the location slug as words', () => {
    expect(values).toMatchObject({
      year: '2019',
      mileage: '45000',
      price: '14995',
      engine_size_cc: '1995',
      postcode: 'M1 9AB',
      location: 'Staines Upon Thames',
      // Day first, as the UK date field takes it.
      mot_expiry_date: '01/05/2027',
      service_history: 'full',
      body_type: 'panel_van',
    });
  });

  it('leaves empty what the listing has not, and drops features no longer offered', () => {
    const bare = valuesFromListing({
      ...LISTING,
      engine_size_cc: null,
      mot_expiry_date: null,
      service_history: null,
      body_type: null,
      ulez_compliant: null,
    });
    expect(bare).toMatchObject({
      engine_size_cc: '',
      mot_expiry_date: '',
      service_history: '',
      body_type: '',
      ulez_compliant: false,
    });
    expect(values.features).toEqual(['Ply Lining']);
  });

  it('shows the stored colour as the list has it, and one not on the list as none', () => {
    expect(valuesFromListing({ ...LISTING, colour: 'Silver' }).colour).toBe('Silver');
    expect(valuesFromListing({ ...LISTING, colour: 'white' }).colour).toBe('White');
    expect(valuesFromListing({ ...LISTING, colour: 'Mauve' }).colour).toBe('');
    expect(valuesFromListing({ ...LISTING, colour: null }).colour).toBe('');
  });
});

describe('listingSubmission', () => {
  it('adds the photo ids in order', () => {
    const submission = listingSubmission(filledValues(), ['b', 'a', 'c'], { mode: 'create' });
    expect(submission.photos).toEqual(['b', 'a', 'c']);
    expect(submission.title).toBe('2019 Ford Transit Custom 2.0 EcoBlue');
  });

  it('sends no seller type (the account decides), and VAT only for a trade listing', () => {
    const trade = listingSubmission(
      filledValues({ seller_type: 'trade_dealer', price_includes_vat: true }),
      [],
      { mode: 'create' },
    );
    expect(trade).not.toHaveProperty('seller_type');
    expect(trade.price_includes_vat).toBe(true);
    const stored = listingSubmission(
      filledValues({ seller_type: 'private_seller', price_includes_vat: true }),
      [],
      { mode: 'edit' },
    );
    expect(stored.price_includes_vat).toBe(false);
  });

  it("gives an empty title 'make model year' on edit only", () => {
    const values = filledValues({ title: '  ' });
    expect(listingSubmission(values, [], { mode: 'edit' }).title).toBe('Ford Transit Custom 2019');
    expect(listingSubmission(values, [], { mode: 'create' }).title).toBe('  ');
  });
});

describe('hasInvalidNumbers', () => {
  it('is true only for year, mileage or price text that is not a number', () => {
    const base = { year: '2019', mileage: '45,000', price: '£14,995' };
    expect(hasInvalidNumbers(base)).toBe(false);
    expect(hasInvalidNumbers({ ...base, year: '' })).toBe(false);
    expect(hasInvalidNumbers({ ...base, year: 'twenty' })).toBe(true);
    expect(hasInvalidNumbers({ ...base, mileage: '45k' })).toBe(true);
    expect(hasInvalidNumbers({ ...base, price: '14.995.00' })).toBe(true);
  });
});

describe('tidyPostcode', () => {
  it('spaces a valid postcode and leaves anything else as typed', () => {
    expect(tidyPostcode('m19ab')).toBe('M1 9AB');
    expect(tidyPostcode('sw1a 1aa')).toBe('SW1A 1AA');
    expect(tidyPostcode('nowhere')).toBe('nowhere');
  });
});

describe('descriptionCounter', () => {
  it('counts against 10,000 and says how many more are needed below 50', () => {
    expect(descriptionCounter('')).toBe('0 / 10,000 characters (50 more needed, at least 50)');
    expect(descriptionCounter('x'.repeat(49))).toBe(
      '49 / 10,000 characters (1 more needed, at least 50)',
    );
    expect(descriptionCounter('x'.repeat(50))).toBe('50 / 10,000 characters');
    expect(descriptionCounter('x'.repeat(1234))).toBe('1,234 / 10,000 characters');
  });

  it('counts as the schema does, without surrounding spaces', () => {
    expect(descriptionCounter(`  ${'x'.repeat(50)}  `)).toBe('50 / 10,000 characters');
  });
});

describe('fieldId', () => {
  it("names every field's control, the features by their first checkbox", () => {
    expect(fieldId('title')).toBe('listing-title');
    expect(fieldId('features')).toBe('listing-feature-0');
    expect(new Set(LISTING_FIELDS.map(fieldId)).size).toBe(LISTING_FIELDS.length);
  });
});
