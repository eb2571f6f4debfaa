import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REGISTRATION_MESSAGES } from '#shared/vehicle/registration';
import { shownRegistration } from '#shared/vehicle/shown-registration';
import { VAN_SPEC_MESSAGES } from '#shared/vehicle/van-specs';
import {
  storedVanSpecs,
  vanSpecsFormShape,
  vanSpecsIssues,
  VAN_SPEC_FORM_MESSAGES,
} from '#shared/vehicle/van-specs-form';

const schema = z.object(vanSpecsFormShape);
const messageOf = (input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('the van specification as the form and the API take it', () => {
  it('takes nothing at all: every field optional, the plate hidden', () => {
    expect(schema.parse({})).toMatchObject({ registration: null, show_registration: false });
    expect(schema.parse({ registration: '', wheelbase: '', payload_kg: '' })).toMatchObject({
      registration: null,
      wheelbase: null,
      payload_kg: null,
    });
  });

  it.each([
    ['ab19 cde', 'AB19CDE'],
    ['  Ab19Cde ', 'AB19CDE'],
    ['p123 abc', 'P123ABC'],
    ['ABC 123D', 'ABC123D'],
    ['AB 1234', 'AB1234'],
    ['1234 AB', '1234AB'],
  ])('stores the UK plate %s as %s', (registration, plate) => {
    expect(schema.parse({ registration }).registration).toBe(plate);
  });

  it.each([
    ['B-AB 1234', REGISTRATION_MESSAGES.not_uk],
    ['AB-123-CD', REGISTRATION_MESSAGES.not_uk],
    ['191-D-12345', REGISTRATION_MESSAGES.not_uk],
    ['ABCDEFGH', REGISTRATION_MESSAGES.too_long],
    ['AB01 CDE', REGISTRATION_MESSAGES.not_uk],
  ])('refuses the plate %s', (registration, message) => {
    expect(messageOf({ registration })).toBe(message);
  });

  it('reads figures as typed and refuses absurd ones with the range', () => {
    expect(schema.parse({ payload_kg: '1,250', load_volume_m3: '6.5' })).toMatchObject({
      payload_kg: 1250,
      load_volume_m3: 6.5,
    });
    expect(messageOf({ load_length_mm: 20000 })).toBe(
      'Load length must be between 500 and 7,000 mm',
    );
    expect(messageOf({ seats: 'three' })).toBe('Seats must be between 1 and 17');
    expect(messageOf({ wheelbase: 'enormous' })).toBe(VAN_SPEC_FORM_MESSAGES.wheelbase);
  });

  it('names the field of each rule between figures', () => {
    expect(
      vanSpecsIssues({
        payload_kg: 4000,
        gross_vehicle_weight_kg: 3500,
        load_width_mm: 1700,
        width_between_arches_mm: 1800,
      }),
    ).toEqual({
      payload_kg: VAN_SPEC_MESSAGES.payloadOverGvw,
      width_between_arches_mm: VAN_SPEC_MESSAGES.archesOverWidth,
    });
  });

  it('stores the payload as GVW less kerb weight when the seller gives both and not it', () => {
    expect(storedVanSpecs({ gross_vehicle_weight_kg: 3500, kerb_weight_kg: 2300 }).payload_kg).toBe(
      1200,
    );
    expect(
      storedVanSpecs({ gross_vehicle_weight_kg: 3500, kerb_weight_kg: 2300, payload_kg: 1190 })
        .payload_kg,
    ).toBe(1190);
    expect(storedVanSpecs({ gross_vehicle_weight_kg: 3500 }).payload_kg).toBeNull();
  });

  it('never shows a plate without one, and keeps every field present', () => {
    const stored = storedVanSpecs({ show_registration: true });
    expect(stored.show_registration).toBe(false);
    expect(Object.values(stored).filter((value) => value === undefined)).toEqual([]);
  });
});

describe('shownRegistration: what buyers see of the plate', () => {
  it('masks the plate unless the seller shows it', () => {
    expect(shownRegistration({ registration: 'AB19CDE' })).toBe('AB19 ***');
    expect(shownRegistration({ registration: 'AB19CDE', show_registration: false })).toBe(
      'AB19 ***',
    );
    expect(shownRegistration({ registration: 'AB19CDE', show_registration: true })).toBe(
      'AB19 CDE',
    );
    expect(shownRegistration({ registration: null, show_registration: true })).toBeNull();
    expect(shownRegistration({})).toBeNull();
  });
});
