import { z } from 'zod';

/**
 * A van's specification as buyers choose by it (issue 31): wheelbase, roof, cab, seats, weights
 * and the load space. Every figure is optional (a seller may not know it) but none is absurd:
 * the limits below hold every van a car or a C1 licence drives, with room to spare.
 */

/** Wheelbases, with the L codes the makers print beside them. */
export const WHEELBASES = ['swb', 'mwb', 'lwb', 'xlwb'] as const;
export type Wheelbase = (typeof WHEELBASES)[number];

/** Roof heights, with the H codes. */
export const ROOF_HEIGHTS = ['low', 'medium', 'high', 'super_high'] as const;
export type RoofHeight = (typeof ROOF_HEIGHTS)[number];

/** The cab; what sits behind it (chassis cab, tipper, Luton, dropside) is the body type. */
export const CAB_TYPES = ['single', 'crew'] as const;
export type CabType = (typeof CAB_TYPES)[number];

export const EURO_STANDARDS = ['euro_3', 'euro_4', 'euro_5', 'euro_6'] as const;
export type EuroStandard = (typeof EURO_STANDARDS)[number];

export const VAN_SPEC_LABELS = {
  wheelbase: {
    swb: 'Short (SWB, L1)',
    mwb: 'Medium (MWB, L2)',
    lwb: 'Long (LWB, L3)',
    xlwb: 'Extra long (XLWB, L4)',
  },
  roof_height: {
    low: 'Low (H1)',
    medium: 'Medium (H2)',
    high: 'High (H3)',
    super_high: 'Super high (H4)',
  },
  cab_type: { single: 'Single cab', crew: 'Crew cab (double cab)' },
  euro_standard: { euro_3: 'Euro 3', euro_4: 'Euro 4', euro_5: 'Euro 5', euro_6: 'Euro 6' },
} as const;

/** The L and H codes a maker's figures (and a seller's CSV) may use for wheelbase and roof. */
export const WHEELBASE_CODES: Record<string, Wheelbase> = {
  L1: 'swb',
  L2: 'mwb',
  L3: 'lwb',
  L4: 'xlwb',
};
export const ROOF_HEIGHT_CODES: Record<string, RoofHeight> = {
  H1: 'low',
  H2: 'medium',
  H3: 'high',
  H4: 'super_high',
};

/** A car licence (category B) drives vehicles of at most 3,500 kg gross weight. */
export const CAR_LICENCE_MAX_GVW_KG = 3500;

/** The bounds of each figure, and what a seller reads outside them. */
export const VAN_SPEC_LIMITS = {
  seats: { min: 1, max: 17, unit: '' },
  payload_kg: { min: 100, max: 5000, unit: 'kg' },
  gross_vehicle_weight_kg: { min: 1000, max: 7500, unit: 'kg' },
  kerb_weight_kg: { min: 600, max: 6000, unit: 'kg' },
  load_length_mm: { min: 500, max: 7000, unit: 'mm' },
  load_width_mm: { min: 500, max: 2600, unit: 'mm' },
  load_height_mm: { min: 300, max: 3000, unit: 'mm' },
  width_between_arches_mm: { min: 300, max: 2600, unit: 'mm' },
  load_volume_m3: { min: 0.5, max: 40, unit: 'm³' },
  previous_owners: { min: 0, max: 30, unit: '' },
} as const;

export type VanSpecFigure = keyof typeof VAN_SPEC_LIMITS;

const FIGURE_NAMES: Record<VanSpecFigure, string> = {
  seats: 'Seats',
  payload_kg: 'Payload',
  gross_vehicle_weight_kg: 'Gross vehicle weight',
  kerb_weight_kg: 'Kerb weight',
  load_length_mm: 'Load length',
  load_width_mm: 'Load width',
  load_height_mm: 'Load height',
  width_between_arches_mm: 'Width between the wheel arches',
  load_volume_m3: 'Load volume',
  previous_owners: 'Previous owners',
};

function figure(name: VanSpecFigure, integer = true) {
  const { min, max, unit } = VAN_SPEC_LIMITS[name];
  const range = `between ${min.toLocaleString('en-GB')} and ${max.toLocaleString('en-GB')}${unit ? ` ${unit}` : ''}`;
  const message = `${FIGURE_NAMES[name]} must be ${range}`;
  const base = z.number({ message }).min(min, message).max(max, message);
  return (integer ? base.int(`${FIGURE_NAMES[name]} must be a whole number`) : base)
    .nullable()
    .optional();
}

export const VAN_SPEC_MESSAGES = {
  payloadOverGvw: 'Payload cannot be more than the gross vehicle weight',
  kerbOverGvw: 'Kerb weight must be less than the gross vehicle weight',
  payloadDisagrees: 'Payload should be the gross vehicle weight less the kerb weight',
  archesOverWidth: 'The width between the wheel arches cannot be more than the load width',
  volumeOverBox: 'Load volume cannot be more than load length x width x height',
} as const;

/** The specification fields of a listing; cross-field rules in `checkVanSpecs`. */
export const vanSpecsShape = {
  derivative: z
    .string()
    .trim()
    .max(80, 'Derivative has at most 80 characters')
    .nullable()
    .optional(),
  wheelbase: z.enum(WHEELBASES).nullable().optional(),
  roof_height: z.enum(ROOF_HEIGHTS).nullable().optional(),
  cab_type: z.enum(CAB_TYPES).nullable().optional(),
  euro_standard: z.enum(EURO_STANDARDS).nullable().optional(),
  seats: figure('seats'),
  payload_kg: figure('payload_kg'),
  gross_vehicle_weight_kg: figure('gross_vehicle_weight_kg'),
  kerb_weight_kg: figure('kerb_weight_kg'),
  load_length_mm: figure('load_length_mm'),
  load_width_mm: figure('load_width_mm'),
  load_height_mm: figure('load_height_mm'),
  width_between_arches_mm: figure('width_between_arches_mm'),
  load_volume_m3: figure('load_volume_m3', false),
  previous_owners: figure('previous_owners'),
};

export const vanSpecsSchema = z.object(vanSpecsShape);
export type VanSpecs = z.infer<typeof vanSpecsSchema>;

export type VanSpecIssue = { field: keyof VanSpecs; message: string };

/** Kerb weight plus payload may differ from the GVW by rounding in a maker's figures, no more. */
const WEIGHT_SLACK_KG = 25;

/**
 * The rules between figures: a payload heavier than the whole van, arches wider than the floor,
 * a volume larger than its box. Each issue names the field a seller corrects.
 */
export function checkVanSpecs(specs: VanSpecs): VanSpecIssue[] {
  const issues: VanSpecIssue[] = [];
  const gvw = specs.gross_vehicle_weight_kg;
  const { payload_kg: payload, kerb_weight_kg: kerb } = specs;
  if (gvw != null && payload != null && payload > gvw)
    issues.push({ field: 'payload_kg', message: VAN_SPEC_MESSAGES.payloadOverGvw });
  if (gvw != null && kerb != null && kerb >= gvw)
    issues.push({ field: 'kerb_weight_kg', message: VAN_SPEC_MESSAGES.kerbOverGvw });
  else if (
    gvw != null &&
    kerb != null &&
    payload != null &&
    payload <= gvw &&
    Math.abs(gvw - kerb - payload) > WEIGHT_SLACK_KG
  )
    issues.push({ field: 'payload_kg', message: VAN_SPEC_MESSAGES.payloadDisagrees });
  const { load_width_mm: width, width_between_arches_mm: arches } = specs;
  if (width != null && arches != null && arches > width)
    issues.push({ field: 'width_between_arches_mm', message: VAN_SPEC_MESSAGES.archesOverWidth });
  const { load_length_mm: length, load_height_mm: height, load_volume_m3: volume } = specs;
  if (length != null && width != null && height != null && volume != null) {
    const box = (length * width * height) / 1e9;
    // A van's load space is a box less its arches and curves: never more than the box.
    if (volume > box * 1.02)
      issues.push({ field: 'load_volume_m3', message: VAN_SPEC_MESSAGES.volumeOverBox });
  }
  return issues;
}

/** Payload from the weights when the seller gives both and not the payload. */
export function derivedPayload(
  specs: Pick<VanSpecs, 'gross_vehicle_weight_kg' | 'kerb_weight_kg' | 'payload_kg'>,
): number | null {
  if (specs.payload_kg != null) return specs.payload_kg;
  const { gross_vehicle_weight_kg: gvw, kerb_weight_kg: kerb } = specs;
  return gvw != null && kerb != null && kerb < gvw ? gvw - kerb : null;
}

/** Whether a car licence drives it: known only from its gross vehicle weight. */
export function drivenOnCarLicence(
  specs: Pick<VanSpecs, 'gross_vehicle_weight_kg'>,
): boolean | null {
  const gvw = specs.gross_vehicle_weight_kg;
  return gvw == null ? null : gvw <= CAR_LICENCE_MAX_GVW_KG;
}
