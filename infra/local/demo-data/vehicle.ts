import { type BodyType, type Condition, type FuelType, type Transmission } from '#shared/catalogue';
import { CLASSIC_COLOUR_WEIGHTS, MODERN_COLOUR_WEIGHTS, type VanColour } from './colours';
import { WeightedTable, type Rng } from './random';
import { VAN_SPECS, type EngineSpec, type SizeClass, type VanSpec } from './vans';

/** What the van is, before anything about the advert (price, seller, place). */
export type DemoVehicle = {
  spec: VanSpec;
  year: number;
  /** First registration, ISO date; drives age, MOT and the description. */
  registered: Date;
  ageYears: number;
  engine: EngineSpec;
  ps: number;
  trim: string | null;
  config: string | null;
  body: BodyType;
  fuel: FuelType;
  transmission: Transmission;
  condition: Condition;
  mileage: number;
  colour: VanColour;
  sizeClass: SizeClass;
  title: string;
};

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const MAX_MILEAGE = 250_000;

/** Share of used vans by age: few nearly new, most 3 to 10 years old, a long tail after. */
function ageWeight(age: number): number {
  if (age <= 0) return 0.35;
  return Math.max(age ** 1.2 * Math.exp(-age / 4.5), 1e-6);
}

const specTables = new Map<number, WeightedTable<VanSpec>>();

/** Models on sale by `year`, weighted by market share (built once per year). */
function specsOnSaleBy(year: number): WeightedTable<VanSpec> {
  let table = specTables.get(year);
  if (!table) {
    const specs = VAN_SPECS.filter((spec) => spec.years.from <= year);
    table = new WeightedTable(specs.map((spec) => [spec, spec.share] as const));
    specTables.set(year, table);
  }
  return table;
}

export function pickVehicle(rng: Rng, now: Date, allowNew: boolean): DemoVehicle {
  const nowYear = now.getUTCFullYear();
  const spec = specsOnSaleBy(nowYear).draw(rng);
  const lastYear = Math.min(spec.years.to ?? nowYear, nowYear);
  const years = Array.from(
    { length: lastYear - spec.years.from + 1 },
    (_, i) => spec.years.from + i,
  );
  const year = rng.weighted(years.map((y) => [y, ageWeight(nowYear - y)] as const));
  const registered = registrationDate(rng, year, now);
  const ageYears = Math.max(0, (now.getTime() - registered.getTime()) / YEAR_MS);
  const engine = pickEngine(rng, spec, year);
  const fuel = engine.fuel;
  const transmission: Transmission =
    fuel === 'electric' || rng.chance(engine.automatic ?? 0.04) ? 'automatic' : 'manual';
  const condition: Condition = allowNew && ageYears < 0.75 && rng.chance(0.4) ? 'new' : 'used';
  const body = spec.bodies
    ? rng.weighted(Object.entries(spec.bodies) as [BodyType, number][])
    : 'panel_van';
  const classic = spec.classicPrice !== undefined;
  const colour = rng.weighted(classic ? CLASSIC_COLOUR_WEIGHTS : MODERN_COLOUR_WEIGHTS);
  const vehicle = {
    spec,
    year,
    registered,
    ageYears,
    engine,
    ps: rng.pick(engine.ps),
    trim: spec.trims && rng.chance(0.9) ? rng.pick(spec.trims) : null,
    config: spec.configs ? rng.pick(spec.configs) : null,
    body,
    fuel,
    transmission,
    condition,
    mileage: condition === 'new' ? rng.int(5, 60) : mileageFor(rng, spec, ageYears),
    colour,
    sizeClass: sizeClassFor(spec, body),
  };
  return { ...vehicle, title: titleOf(vehicle) };
}

function registrationDate(rng: Rng, year: number, now: Date): Date {
  const start = Date.UTC(year, 0, 1);
  const end = Math.min(Date.UTC(year + 1, 0, 1), now.getTime() - 24 * 3600 * 1000);
  const day = new Date(start + Math.max(0, end - start) * rng.next());
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

function pickEngine(rng: Rng, spec: VanSpec, year: number): EngineSpec {
  const fits = spec.engines.filter((e) => e.from <= year && (e.to ?? Infinity) >= year);
  if (fits.length > 0) return rng.weighted(fits.map((e) => [e, e.weight ?? 1] as const));
  // Gaps in an engine table fall back to the engine closest in time.
  const distance = (e: EngineSpec) => Math.max(e.from - year, year - (e.to ?? Infinity), 0);
  const [closest] = [...spec.engines].sort((a, b) => distance(a) - distance(b));
  if (!closest) throw new Error(`${spec.make} ${spec.model} has no engines`);
  return closest;
}

/** Average miles a year over a van's life so far: most are done young, on fleets. */
export function typicalAnnualMiles(spec: VanSpec, ageYears: number): number {
  const slowing = ageYears <= 5 ? 1 : Math.max(0.6, 1 - (ageYears - 5) * 0.035);
  return (spec.annualMiles ?? 12_500) * slowing;
}

function mileageFor(rng: Rng, spec: VanSpec, ageYears: number): number {
  const annual = rng.logNormal(typicalAnnualMiles(spec, ageYears), 0.28);
  const mileage = Math.round(annual * Math.max(ageYears, 0.15));
  // Odometers of old workhorses are rarely believable past 250k: adverts say "250k+".
  if (mileage > MAX_MILEAGE) return rng.int(180_000, MAX_MILEAGE);
  return Math.max(mileage, 150);
}

function sizeClassFor(spec: VanSpec, body: BodyType): SizeClass {
  if (body === 'pickup' || body === 'tipper' || body === 'dropside' || body === 'chassis_cab') {
    return 'pickup';
  }
  return spec.size === 'pickup' ? 'large' : spec.size;
}

const BODY_IN_TITLE: Partial<Record<BodyType, string>> = {
  luton: 'Luton',
  dropside: 'Dropside',
  tipper: 'Tipper',
  chassis_cab: 'Chassis Cab',
  refrigerated: 'Fridge Van',
  camper: 'Camper',
  crew_van: 'Crew Van',
  minibus: 'Minibus',
};

/** '2019 Ford Transit Custom 2.0 EcoBlue 130ps Limited L1H1' (the adverts' own style). */
function titleOf(v: Omit<DemoVehicle, 'title'>): string {
  const parts = [String(v.year), v.spec.make, v.spec.model, v.engine.label, `${v.ps}ps`];
  if (v.trim) parts.push(v.trim);
  if (v.config) parts.push(v.config);
  const bodyWord = BODY_IN_TITLE[v.body];
  const said = `${v.spec.model} ${v.config ?? ''} ${v.trim ?? ''}`.toLowerCase();
  if (bodyWord && !said.includes(bodyWord.split(' ')[0]!.toLowerCase()) && !isPeopleCarrier(v)) {
    parts.push(bodyWord);
  }
  if (v.transmission === 'automatic' && v.fuel !== 'electric') parts.push('Auto');
  return parts.join(' ');
}

function isPeopleCarrier(v: Omit<DemoVehicle, 'title'>): boolean {
  return (
    v.body === 'minibus' && /seat|Tourer|Tourneo|V-Class|Life/.test(`${v.spec.model} ${v.config}`)
  );
}
