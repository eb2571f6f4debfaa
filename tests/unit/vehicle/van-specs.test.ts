import { describe, expect, it } from 'vitest';
import {
  checkVanSpecs,
  derivedPayload,
  drivenOnCarLicence,
  VAN_SPEC_MESSAGES,
  vanSpecsSchema,
} from '#shared/vehicle/van-specs';

const transitCustom = {
  wheelbase: 'swb',
  roof_height: 'low',
  cab_type: 'single',
  seats: 3,
  gross_vehicle_weight_kg: 3000,
  kerb_weight_kg: 1950,
  payload_kg: 1050,
  load_length_mm: 2554,
  load_width_mm: 1775,
  load_height_mm: 1406,
  width_between_arches_mm: 1392,
  load_volume_m3: 5.8,
} as const;

function messages(input: unknown): string[] {
  const result = vanSpecsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('vanSpecsSchema: each figure within what a van can be', () => {
  it('takes a whole, coherent specification and an empty one', () => {
    expect(vanSpecsSchema.parse(transitCustom)).toEqual(transitCustom);
    expect(checkVanSpecs(vanSpecsSchema.parse(transitCustom))).toEqual([]);
    expect(vanSpecsSchema.parse({})).toEqual({});
    expect(vanSpecsSchema.parse({ payload_kg: null, wheelbase: null })).toEqual({
      payload_kg: null,
      wheelbase: null,
    });
  });

  it.each([
    [{ load_length_mm: 20000 }, 'Load length must be between 500 and 7,000 mm'],
    [{ payload_kg: -5 }, 'Payload must be between 100 and 5,000 kg'],
    [{ gross_vehicle_weight_kg: 44000 }, 'Gross vehicle weight must be between 1,000 and 7,500 kg'],
    [{ seats: 0 }, 'Seats must be between 1 and 17'],
    [{ seats: 2.5 }, 'Seats must be a whole number'],
    [{ load_volume_m3: 400 }, 'Load volume must be between 0.5 and 40 m³'],
    [{ payload_kg: 'heavy' }, 'Payload must be between 100 and 5,000 kg'],
  ])('refuses %j: %s', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('refuses a wheelbase, roof or cab it does not know', () => {
    expect(vanSpecsSchema.safeParse({ wheelbase: 'L9' }).success).toBe(false);
    expect(vanSpecsSchema.safeParse({ roof_height: 'tall' }).success).toBe(false);
    expect(vanSpecsSchema.safeParse({ cab_type: 'luton' }).success).toBe(false);
  });
});

describe('checkVanSpecs: the figures agree with one another', () => {
  it('refuses a payload heavier than the whole van', () => {
    expect(checkVanSpecs({ gross_vehicle_weight_kg: 3500, payload_kg: 3600 })).toEqual([
      { field: 'payload_kg', message: VAN_SPEC_MESSAGES.payloadOverGvw },
    ]);
  });

  it('refuses a kerb weight at or over the gross weight', () => {
    expect(checkVanSpecs({ gross_vehicle_weight_kg: 3500, kerb_weight_kg: 3500 })).toEqual([
      { field: 'kerb_weight_kg', message: VAN_SPEC_MESSAGES.kerbOverGvw },
    ]);
  });

  it('asks for payload = gross weight less kerb weight, allowing a maker’s rounding', () => {
    expect(
      checkVanSpecs({ gross_vehicle_weight_kg: 3500, kerb_weight_kg: 2000, payload_kg: 1490 }),
    ).toEqual([]);
    expect(
      checkVanSpecs({ gross_vehicle_weight_kg: 3500, kerb_weight_kg: 2000, payload_kg: 1200 }),
    ).toEqual([{ field: 'payload_kg', message: VAN_SPEC_MESSAGES.payloadDisagrees }]);
  });

  it('refuses arches wider than the floor, and a volume larger than its box', () => {
    expect(checkVanSpecs({ load_width_mm: 1500, width_between_arches_mm: 1600 })).toEqual([
      { field: 'width_between_arches_mm', message: VAN_SPEC_MESSAGES.archesOverWidth },
    ]);
    expect(
      checkVanSpecs({
        load_length_mm: 2000,
        load_width_mm: 1500,
        load_height_mm: 1000,
        load_volume_m3: 9,
      }),
    ).toEqual([{ field: 'load_volume_m3', message: VAN_SPEC_MESSAGES.volumeOverBox }]);
  });
});

describe('derivedPayload and drivenOnCarLicence', () => {
  it('derives a payload only from both weights, and keeps one given', () => {
    expect(derivedPayload({ gross_vehicle_weight_kg: 3500, kerb_weight_kg: 2100 })).toBe(1400);
    expect(derivedPayload({ gross_vehicle_weight_kg: 3500 })).toBeNull();
    expect(
      derivedPayload({ gross_vehicle_weight_kg: 3500, kerb_weight_kg: 2100, payload_kg: 1390 }),
    ).toBe(1390);
  });

  it('drives on a car licence up to 3,500 kg, and is unknown without a weight', () => {
    expect(drivenOnCarLicence({ gross_vehicle_weight_kg: 3500 })).toBe(true);
    expect(drivenOnCarLicence({ gross_vehicle_weight_kg: 3501 })).toBe(false);
    expect(drivenOnCarLicence({})).toBeNull();
  });
});
