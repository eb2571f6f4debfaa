import { z } from 'zod';
import { parseRegistration, REGISTRATION_MESSAGES } from './registration';
import {
  CAB_TYPES,
  checkVanSpecs,
  derivedPayload,
  EURO_STANDARDS,
  ROOF_HEIGHTS,
  vanSpecsShape,
  WHEELBASES,
  type VanSpecFigure,
  type VanSpecs,
} from './van-specs';

/**
 * The van specification as the listing form (and its API, and the CSV import) sends it
 * (issue 31 §1): every field optional, numbers as typed ('1,250') or as numbers, '' for "not
 * given". The figures' bounds and messages are vanSpecsShape's; the plate is read with
 * parseRegistration and stored as the DVLA writes it (capitals, no spaces).
 *
 * Shape first (a 400 naming the field, like every other field of the form), then the rules
 * between figures (vanSpecsIssues: payload over GVW, arches wider than the floor), which the API
 * answers with 422 and the form shows at the field before sending.
 */

export const VAN_SPEC_FORM_MESSAGES = {
  wheelbase: 'Please choose a wheelbase from the list',
  roof_height: 'Please choose a roof height from the list',
  cab_type: 'Please choose a cab type from the list',
  euro_standard: 'Please choose a Euro emissions standard from the list',
} as const;

const blankIsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** '1,250' or ' 3500 kg'-free text as a number; NaN (refused by the figure) when it is not one. */
function typedFigure(value: unknown): unknown {
  const blank = blankIsNull(value);
  if (typeof blank !== 'string') return blank;
  const cleaned = blank.replace(/[,\s]/g, '');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const figure = (name: VanSpecFigure) => z.preprocess(typedFigure, vanSpecsShape[name]);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankIsNull, z.enum(values, { error: message }).nullable().optional());

/** The plate as stored: capitals, no spaces; null when not given. */
export const registrationField = z.preprocess(
  blankIsNull,
  z
    .string({ error: REGISTRATION_MESSAGES.not_uk })
    .max(20, REGISTRATION_MESSAGES.too_long)
    .nullable()
    .optional()
    .transform((value, context) => {
      if (value == null) return null;
      const parsed = parseRegistration(value);
      if (parsed.ok) return parsed.registration.plate;
      context.addIssue({ code: 'custom', message: REGISTRATION_MESSAGES[parsed.problem] });
      return z.NEVER;
    }),
);

export const vanSpecsFormShape = {
  registration: registrationField,
  /** Off unless the seller ticks it: buyers see 'AB19 ***'. */
  show_registration: z.boolean().optional().default(false),
  derivative: z.preprocess(blankIsNull, vanSpecsShape.derivative),
  wheelbase: choice(WHEELBASES, VAN_SPEC_FORM_MESSAGES.wheelbase),
  roof_height: choice(ROOF_HEIGHTS, VAN_SPEC_FORM_MESSAGES.roof_height),
  cab_type: choice(CAB_TYPES, VAN_SPEC_FORM_MESSAGES.cab_type),
  euro_standard: choice(EURO_STANDARDS, VAN_SPEC_FORM_MESSAGES.euro_standard),
  seats: figure('seats'),
  payload_kg: figure('payload_kg'),
  gross_vehicle_weight_kg: figure('gross_vehicle_weight_kg'),
  kerb_weight_kg: figure('kerb_weight_kg'),
  load_length_mm: figure('load_length_mm'),
  load_width_mm: figure('load_width_mm'),
  load_height_mm: figure('load_height_mm'),
  width_between_arches_mm: figure('width_between_arches_mm'),
  load_volume_m3: figure('load_volume_m3'),
  previous_owners: figure('previous_owners'),
};

/** The specification fields of a listing, in the form's order. */
export const VAN_SPEC_FIELDS = Object.keys(vanSpecsFormShape) as (keyof typeof vanSpecsFormShape)[];

export type VanSpecsForm = z.output<z.ZodObject<typeof vanSpecsFormShape>>;

/** The specification as a listing stores it: every field present, null where not given. */
export type StoredVanSpecs = {
  registration: string | null;
  show_registration: boolean;
} & { [K in keyof VanSpecs]-?: Exclude<VanSpecs[K], undefined> };

/** The rules between figures, one message per field (the first), for the form and the API. */
export function vanSpecsIssues(form: Partial<VanSpecs>): Partial<Record<keyof VanSpecs, string>> {
  const issues: Partial<Record<keyof VanSpecs, string>> = {};
  for (const issue of checkVanSpecs(form)) issues[issue.field] ??= issue.message;
  return issues;
}

/**
 * What a listing stores of a valid form: every field, null where not given, and the payload
 * worked out from the weights when the seller gave both and not the payload.
 */
export function storedVanSpecs(form: Partial<VanSpecsForm>): StoredVanSpecs {
  const specs: StoredVanSpecs = {
    registration: form.registration ?? null,
    show_registration: Boolean(form.registration) && (form.show_registration ?? false),
    derivative: form.derivative ?? null,
    wheelbase: form.wheelbase ?? null,
    roof_height: form.roof_height ?? null,
    cab_type: form.cab_type ?? null,
    euro_standard: form.euro_standard ?? null,
    seats: form.seats ?? null,
    payload_kg: form.payload_kg ?? null,
    gross_vehicle_weight_kg: form.gross_vehicle_weight_kg ?? null,
    kerb_weight_kg: form.kerb_weight_kg ?? null,
    load_length_mm: form.load_length_mm ?? null,
    load_width_mm: form.load_width_mm ?? null,
    load_height_mm: form.load_height_mm ?? null,
    width_between_arches_mm: form.width_between_arches_mm ?? null,
    load_volume_m3: form.load_volume_m3 ?? null,
    previous_owners: form.previous_owners ?? null,
  };
  return { ...specs, payload_kg: derivedPayload(specs) };
}
