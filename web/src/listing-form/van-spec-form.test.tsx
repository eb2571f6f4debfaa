import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '#shared/vehicle/registration';
import { VAN_SPEC_MESSAGES } from '#shared/vehicle/van-specs';
import { createFormStore } from '../forms/form-store';
import { FROM_CATALOGUE_NOTE } from './catalogue-fill';
import { checkListing } from './check-listing';
import { createFormState, editFormState } from './form-state';
import type { ListingFormValues, TextField } from './form-values';
import { ListingForm } from './listing-form';
import { filledValues, UPLOAD_IDS, uploadAt } from './test-fixtures';
import { listingFormOptions } from './use-listing-form';
import { VAN_SPEC_FIELD_LABELS } from './van-spec-fields';

const noop = () => undefined;
const NOW = new Date('2026-06-01T12:00:00Z');
const ready = Array.from({ length: 3 }, (_, index) =>
  uploadAt(`u${index}`, 'ready', { uploadId: UPLOAD_IDS[index]! }),
);

function storeOf(values: ListingFormValues, edit = false) {
  const start = edit ? editFormState(values, null) : createFormState(values);
  return createFormStore({ ...listingFormOptions(start), focus: noop });
}

function html(store: ReturnType<typeof storeOf>): string {
  const form = { ...store, ...store.getState() };
  return renderToStaticMarkup(
    <MemoryRouter>
      <ListingForm
        mode="create"
        form={form}
        photos={{
          queue: [],
          announcement: '',
          announce: noop,
          add: noop,
          remove: noop,
          retry: noop,
          move: noop,
          saved: noop,
        }}
        busy={false}
        onSubmit={noop}
      />
    </MemoryRouter>,
  );
}

/** The hint under a control: `<p id="{id}-hint" ...>{text}</p>`. */
const hintOf = (page: string, id: string) =>
  new RegExp(`<p id="${id}-hint"[^>]*>([^<]*)</p>`).exec(page)?.[1]?.replace(/&#x27;/g, "'");

describe('the listing form’s Van Specification group', () => {
  it('labels every control, units in the label, the plate shown to buyers off by default', () => {
    const page = html(storeOf(filledValues()));
    for (const [field, label] of Object.entries(VAN_SPEC_FIELD_LABELS)) {
      const escaped = label.replace(/[()]/g, '\\$&');
      expect(page, field).toMatch(
        new RegExp(`<label[^>]*for="listing-${field}"[^>]*>${escaped}</label>`),
      );
    }
    expect(page).toMatch(/<input[^>]*id="listing-show_registration"(?![^>]*checked)[^>]*>/);
    // The lookup's field keeps an id of its own.
    expect(page).toContain('id="listing-registration-lookup"');
  });

  it('fills the empty figures from the catalogue once wheelbase and roof are chosen, and marks them', () => {
    const store = storeOf(filledValues());
    store.set('wheelbase', 'swb');
    expect(store.getState().values.load_length_mm).toBe('');
    store.set('roof_height', 'low');
    expect(store.getState().values).toMatchObject({
      load_length_mm: '2555',
      load_height_mm: '1406',
      load_volume_m3: '6',
      load_width_mm: '1775',
      // Not published for this variant: left for the seller.
      kerb_weight_kg: '',
    });
    const page = html(store);
    expect(hintOf(page, 'listing-load_length_mm')).toBe(FROM_CATALOGUE_NOTE);
    expect(hintOf(page, 'listing-kerb_weight_kg')).not.toBe(FROM_CATALOGUE_NOTE);
  });

  it('never overwrites what the seller typed, and an edited figure loses its mark', () => {
    const store = storeOf(filledValues());
    store.set('load_length_mm', '2400');
    store.set('wheelbase', 'swb');
    store.set('roof_height', 'low');
    expect(store.getState().values.load_length_mm).toBe('2400');
    expect(store.getState().values.load_height_mm).toBe('1406');
    store.set('load_height_mm', '1400');
    const page = html(store);
    expect(hintOf(page, 'listing-load_length_mm')).not.toBe(FROM_CATALOGUE_NOTE);
    expect(hintOf(page, 'listing-load_height_mm')).not.toBe(FROM_CATALOGUE_NOTE);
    expect(hintOf(page, 'listing-load_volume_m3')).toBe(FROM_CATALOGUE_NOTE);
  });

  it('follows a new choice of wheelbase with the figures it filled, and empties them when not catalogued', () => {
    const store = storeOf(filledValues());
    for (const [field, value] of [
      ['wheelbase', 'swb'],
      ['roof_height', 'low'],
      ['wheelbase', 'mwb'],
    ] as const)
      store.set(field as TextField, value);
    expect(store.getState().values.load_length_mm).toBe('2922');
    store.set('roof_height', 'super_high');
    expect(store.getState().values.load_length_mm).toBe('');
  });

  it('on an edit form leaves the stored figures as the seller’s', () => {
    const store = storeOf(filledValues({ load_length_mm: '2500' }), true);
    store.set('wheelbase', 'swb');
    store.set('roof_height', 'low');
    expect(store.getState().values.load_length_mm).toBe('2500');
    expect(store.getState().values.load_height_mm).toBe('1406');
  });
});

describe('checkListing: the van specification', () => {
  const check = (overrides: Partial<ListingFormValues>) =>
    checkListing(filledValues(overrides), ready, 'create', NOW);
  const errorsOf = (overrides: Partial<ListingFormValues>) => {
    const checked = check(overrides);
    return checked.ok ? {} : checked.errors;
  };

  it('sends the plate in capitals without spaces, and figures as numbers', () => {
    const checked = check({
      registration: ' ab19  cde ',
      show_registration: true,
      wheelbase: 'lwb',
      payload_kg: '1,250',
      load_volume_m3: '6.5',
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.form).toMatchObject({
      registration: 'AB19CDE',
      show_registration: true,
      wheelbase: 'lwb',
      payload_kg: 1250,
      load_volume_m3: 6.5,
      roof_height: null,
      seats: null,
    });
  });

  it.each([
    ['B-AB 1234', REGISTRATION_MESSAGES.not_uk],
    ['AB-123-CD', REGISTRATION_MESSAGES.not_uk],
    ['191-D-12345', REGISTRATION_MESSAGES.not_uk],
    ['AB19CDEF', REGISTRATION_MESSAGES.too_long],
    ['AB00 CDE', REGISTRATION_MESSAGES.not_uk],
  ])('refuses the plate %s at the field', (registration, message) => {
    expect(errorsOf({ registration }).registration).toBe(message);
  });

  it('refuses a payload over the gross vehicle weight, at the payload', () => {
    expect(errorsOf({ payload_kg: '4000', gross_vehicle_weight_kg: '3500' }).payload_kg).toBe(
      VAN_SPEC_MESSAGES.payloadOverGvw,
    );
  });

  it('refuses a load length of 20 m with the range', () => {
    expect(errorsOf({ load_length_mm: '20000' }).load_length_mm).toBe(
      'Load length must be between 500 and 7,000 mm',
    );
  });

  it('refuses arches wider than the floor, and text where a number goes', () => {
    const errors = errorsOf({
      load_width_mm: '1700',
      width_between_arches_mm: '1800',
      seats: 'three',
    });
    expect(errors.width_between_arches_mm).toBe(VAN_SPEC_MESSAGES.archesOverWidth);
    expect(errors.seats).toBe('Seats must be between 1 and 17');
  });
});
