import { derivativesFor, derivativeFor } from '#shared/vehicle/derivative-lookup';
import type { Derivative, FigureRange } from '#shared/vehicle/derivatives';
import { parseRegistration } from '#shared/vehicle/registration';
import {
  checkVanSpecs,
  ROOF_HEIGHT_CODES,
  WHEELBASE_CODES,
  type CabType,
  type EuroStandard,
  type RoofHeight,
  type VanSpecs,
  type Wheelbase,
} from '#shared/vehicle/van-specs';
import { ONE_OWNER_SENTENCE, TWO_PREVIOUS_OWNERS_SENTENCE } from './description';
import type { Rng } from './random';
import type { DemoVehicle } from './vehicle';

/** What a demo listing says of the van beyond make, model and engine (issue 31 §1). */
export type DemoVanSpecs = VanSpecs & { registration: string; show_registration: boolean };

/** Bodies whose load space is the maker's panel van: the catalogue's figures fit them. */
const PANEL_BODIES = new Set(['panel_van', 'crew_van', 'refrigerated', 'minibus', 'camper']);

/**
 * The van's specification, coherent with the catalogue: wheelbase and roof from the title's
 * L/H code (or a catalogued variant of its generation), the figures the maker publishes for
 * them, and a registration whose age identifier matches the first registration date.
 */
export function demoVanSpecs(rng: Rng, vehicle: DemoVehicle): DemoVanSpecs {
  const { make, model } = vehicle.spec;
  const config = vehicle.config ?? '';
  const crew = vehicle.body === 'crew_van' || /double|crew|extended/i.test(config);
  const catalogued = derivativesFor(make, model).filter((entry) => builtIn(entry, vehicle.year));
  const wheelbase =
    codeOf(config, /L([1-4])/, WHEELBASE_CODES, 'L') ??
    wheelbaseWord(config) ??
    pickWheelbase(rng, catalogued) ??
    smallVanLength(config, vehicle.spec.size);
  const roof =
    codeOf(config, /H([1-4])/, ROOF_HEIGHT_CODES, 'H') ??
    roofWord(config, vehicle.spec.size) ??
    (wheelbase ? roofFor(rng, catalogued, wheelbase) : null);
  const derivative =
    wheelbase && roof ? derivativeFor(make, model, wheelbase, roof, vehicle.year) : undefined;
  const panel = PANEL_BODIES.has(vehicle.body);
  const typical = typicalFigures(vehicle, wheelbase, roof);
  const seatsInTitle = /(\d+)-seat/.exec(config)?.[1];
  const specs: VanSpecs = {
    derivative: [vehicle.engine.label, `${vehicle.ps}ps`, vehicle.trim].filter(Boolean).join(' '),
    wheelbase,
    roof_height: roof,
    cab_type: vehicle.body === 'pickup' ? null : crew ? 'crew' : ('single' satisfies CabType),
    euro_standard: euroStandard(vehicle),
    seats: seatsInTitle
      ? Number(seatsInTitle)
      : crew
        ? rng.pick([5, 6] as const)
        : (derivative?.seats ?? typical?.seats ?? null),
    ...weights(rng, derivative, typical),
    ...(panel && !crew && typical
      ? {
          load_length_mm: derivative?.load_length_mm ?? typical.load_length_mm,
          load_width_mm: derivative?.load_width_mm ?? typical.load_width_mm,
          load_height_mm: derivative?.load_height_mm ?? typical.load_height_mm,
          width_between_arches_mm:
            derivative?.width_between_arches_mm ?? typical.width_between_arches_mm,
          load_volume_m3: derivative?.load_volume_m3 ?? typical.load_volume_m3,
        }
      : {}),
    previous_owners:
      vehicle.condition === 'new' ? 0 : rng.int(1, 1 + Math.floor(vehicle.ageYears / 3)),
  };
  keepWhatAgrees(specs, (field) => derivative?.[field as keyof Derivative] == null);
  return {
    ...specs,
    registration: demoRegistration(rng, vehicle.registered),
    // Most dealers show the whole plate (buyers check it); most private sellers do not.
    show_registration: rng.chance(0.35),
  };
}

/** The figures each rule of checkVanSpecs weighs against the one it names. */
const PARTNERS: Partial<Record<keyof VanSpecs, readonly (keyof VanSpecs)[]>> = {
  load_volume_m3: ['load_height_mm', 'load_width_mm', 'load_length_mm'],
  payload_kg: ['kerb_weight_kg', 'gross_vehicle_weight_kg'],
  width_between_arches_mm: ['load_width_mm'],
};

/**
 * A maker's figure can disagree with a typical one beside it (or a range's draw with another):
 * the typical figure gives way, then the drawn one, until the rules hold.
 */
function keepWhatAgrees(specs: VanSpecs, typical: (field: keyof VanSpecs) => boolean): void {
  for (let issues = checkVanSpecs(specs); issues.length > 0; issues = checkVanSpecs(specs)) {
    const { field } = issues[0]!;
    const candidates = [...(PARTNERS[field] ?? []), field].filter((name) => specs[name] != null);
    const yielding = candidates.find(typical) ?? field;
    specs[yielding] = null as never;
  }
}

/**
 * Previous owners as the advert's own words tell them: 'One owner from new' is the private
 * seller themself (none before) or, at a dealer, the one keeper before it; 'Two previous owners'
 * is two. Otherwise the drawn figure stands.
 */
export function ownersToldBy(
  description: string,
  sellerType: 'private_seller' | 'trade_dealer',
  drawn: number | null | undefined,
): number | null {
  if (description.includes(ONE_OWNER_SENTENCE)) return sellerType === 'private_seller' ? 0 : 1;
  if (description.includes(TWO_PREVIOUS_OWNERS_SENTENCE)) return 2;
  return drawn ?? null;
}

function builtIn(entry: Derivative, year: number): boolean {
  return entry.years.from <= year && (entry.years.to === null || year <= entry.years.to);
}

function codeOf<T>(
  config: string,
  pattern: RegExp,
  codes: Record<string, T>,
  prefix: string,
): T | null {
  const digit = pattern.exec(config)?.[1];
  return digit ? (codes[`${prefix}${digit}`] ?? null) : null;
}

/** 'SWB', 'LWB', 'Extra Long' and the like, as some titles say it. */
function wheelbaseWord(config: string): Wheelbase | null {
  if (/\bXLWB\b|extra long|\bLL\d/i.test(config)) return 'xlwb';
  if (/\bLWB\b|\blong\b|\bML\d/i.test(config)) return 'lwb';
  if (/\bMWB\b|\bmedium\b(?! roof)|\bstandard\b/i.test(config)) return 'mwb';
  if (/\bSWB\b|compact/i.test(config)) return 'swb';
  return null;
}

/** Small vans come in a standard and a long ('Maxi', 'Grand', 'L2') body. */
function smallVanLength(config: string, size: string): Wheelbase | null {
  if (size !== 'small') return null;
  return /maxi|grand/i.test(config) ? 'lwb' : 'swb';
}

/** 'High Roof' and the like; a small van is sold with one roof, the low one. */
function roofWord(config: string, size: string): RoofHeight | null {
  if (/super high roof/i.test(config)) return 'super_high';
  if (/high roof/i.test(config)) return 'high';
  if (/medium roof/i.test(config)) return 'medium';
  if (/low roof/i.test(config) || size === 'small') return 'low';
  return null;
}

function pickWheelbase(rng: Rng, catalogued: Derivative[]): Wheelbase | null {
  return catalogued.length > 0 ? rng.pick(catalogued).wheelbase : null;
}

function roofFor(rng: Rng, catalogued: Derivative[], wheelbase: Wheelbase): RoofHeight | null {
  const roofs = catalogued.filter((entry) => entry.wheelbase === wheelbase);
  return roofs.length > 0 ? rng.pick(roofs).roof_height : null;
}

function drawn(rng: Rng, figure: number | FigureRange | null): number | null {
  if (figure === null || typeof figure === 'number') return figure;
  return Math.round(rng.int(figure.min, figure.max) / 5) * 5;
}

/**
 * Weights as the maker publishes them, else as the seller states them (typical of the class);
 * payload from GVW less kerb when both are known.
 */
function weights(
  rng: Rng,
  derivative: Derivative | undefined,
  typical: TypicalFigures | null,
): Pick<VanSpecs, 'gross_vehicle_weight_kg' | 'kerb_weight_kg' | 'payload_kg'> {
  if (!derivative && !typical)
    return { gross_vehicle_weight_kg: null, kerb_weight_kg: null, payload_kg: null };
  const gvw =
    drawn(rng, derivative?.gross_vehicle_weight_kg ?? null) ??
    (typical ? rng.pick(typical.gvw) : null);
  const kerb =
    drawn(rng, derivative?.kerb_weight_kg ?? null) ??
    (typical ? Math.round((typical.kerb_weight_kg + rng.int(-60, 60)) / 5) * 5 : null);
  const payload =
    gvw !== null && kerb !== null && kerb < gvw
      ? gvw - kerb
      : drawn(rng, derivative?.payload_kg ?? null);
  return { gross_vehicle_weight_kg: gvw, kerb_weight_kg: kerb, payload_kg: payload };
}

type TypicalFigures = {
  load_length_mm: number;
  load_width_mm: number;
  width_between_arches_mm: number;
  load_height_mm: number;
  load_volume_m3: number;
  /** The plated weights a van of the class is sold at. */
  gvw: readonly number[];
  kerb_weight_kg: number;
  seats: number;
};

/** Load floor length by class and wheelbase, in mm: typical of the class's best sellers. */
const LENGTH_MM = {
  small: { swb: 1800, mwb: 2150, lwb: 2150, xlwb: 2150 },
  medium: { swb: 2550, mwb: 2900, lwb: 2900, xlwb: 2900 },
  large: { swb: 2600, mwb: 3270, lwb: 3720, xlwb: 4300 },
} as const;
const HEIGHT_MM = {
  small: { low: 1250, medium: 1250, high: 1250, super_high: 1250 },
  medium: { low: 1400, medium: 1750, high: 1750, super_high: 1750 },
  large: { low: 1400, medium: 1780, high: 2020, super_high: 2140 },
} as const;
const WEIGHTS = {
  small: { gvw: [2200, 2300], kerb: 1450, seats: 2 },
  medium: { gvw: [2800, 3000, 3100, 3200], kerb: 1950, seats: 3 },
  large: { gvw: [3500, 3500, 3500, 4100, 4600], kerb: 2200, seats: 3 },
} as const;

/**
 * What a seller states where the catalogue is silent (it holds only published figures, many
 * null): the class's typical load space and weights, so the demo exercises every filter. The
 * catalogue's own figures always win (demoVanSpecs).
 */
function typicalFigures(
  vehicle: DemoVehicle,
  wheelbase: Wheelbase | null,
  roof: RoofHeight | null,
): TypicalFigures | null {
  const size = vehicle.spec.size;
  if (size === 'pickup') return null;
  const length = LENGTH_MM[size][wheelbase ?? 'swb'];
  const height = HEIGHT_MM[size][roof ?? 'low'];
  const width = size === 'small' ? 1500 : 1770;
  const { gvw, kerb, seats } = WEIGHTS[size];
  const longer = wheelbase === 'lwb' || wheelbase === 'xlwb' ? 150 : 0;
  return {
    load_length_mm: length,
    load_width_mm: width,
    width_between_arches_mm: size === 'small' ? 1230 : 1390,
    load_height_mm: height,
    // The box less its arches and curves.
    load_volume_m3: Math.round(((length * width * height) / 1e9) * 0.88 * 10) / 10,
    gvw,
    kerb_weight_kg: kerb + longer,
    seats,
  };
}

/** Diesel vans by first registration: Euro 6 for new light vans from September 2016. */
function euroStandard(vehicle: DemoVehicle): EuroStandard | null {
  if (vehicle.fuel === 'electric') return null;
  const at = vehicle.registered.getTime();
  if (at >= Date.UTC(2016, 8, 1)) return 'euro_6';
  if (at >= Date.UTC(2011, 0, 1)) return 'euro_5';
  if (at >= Date.UTC(2006, 0, 1)) return 'euro_4';
  if (at >= Date.UTC(2001, 0, 1)) return 'euro_3';
  return null;
}

/** Plate letters: I, Q and Z are not used in the random letters of a GB plate. */
const LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
/** Age letters of the prefix (1983-2001) and suffix (1963-1983) series, in order of issue. */
const AGE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXY';

function letters(rng: Rng, count: number): string {
  return Array.from({ length: count }, () => rng.pick([...LETTERS])).join('');
}

/**
 * A plate of the series issued on the van's first registration date, its age identifier right
 * (March 2019 is 19, September 2019 is 69), so the masked 'AB19 ***' tells the truth.
 */
export function demoRegistration(rng: Rng, registered: Date): string {
  const year = registered.getUTCFullYear();
  const month = registered.getUTCMonth();
  let plate: string;
  if (registered >= new Date(Date.UTC(2001, 8, 1))) {
    const age = month >= 8 ? (year % 100) + 50 : month >= 2 ? year % 100 : ((year - 1) % 100) + 50;
    plate = `${letters(rng, 2)}${String(age).padStart(2, '0')}${letters(rng, 3)}`;
  } else if (registered >= new Date(Date.UTC(1983, 7, 1))) {
    plate = `${AGE_LETTERS[prefixAgeIndex(year, month)]}${rng.int(1, 999)}${letters(rng, 3)}`;
  } else if (year >= 1963) {
    const index = Math.min(
      year - 1963 - (month < 7 && year > 1967 ? 1 : 0),
      AGE_LETTERS.length - 1,
    );
    plate = `${letters(rng, 3)}${rng.int(1, 999)}${AGE_LETTERS[Math.max(0, index)]}`;
  } else {
    plate = `${letters(rng, 3)}${rng.int(1, 9999)}`.slice(0, 7);
  }
  const parsed = parseRegistration(plate);
  if (!parsed.ok) throw new Error(`demo plate ${plate} is not a UK registration`);
  return parsed.registration.plate;
}

/** A (August 1983) to R (August 1997) yearly, then S to Y every six months to August 2001. */
function prefixAgeIndex(year: number, month: number): number {
  const yearly = year - 1983 - (month < 7 ? 1 : 0);
  if (yearly < 15) return yearly;
  // From September 1998: S (Aug 1998), T (Mar 1999), V (Sep 1999), W (Mar 2000), X, Y.
  const halves = (year - 1998) * 2 + (month >= 8 ? 0 : month >= 2 ? -1 : -2);
  return Math.min(15 + Math.max(0, halves), AGE_LETTERS.length - 1);
}
