import type { BodyType, FuelType, Make } from '#shared/catalogue';

/** Drawing class of the photos: decides the silhouette the image renderer draws. */
export type SizeClass = 'small' | 'medium' | 'large' | 'pickup';

export type EngineSpec = {
  /** First and last model year this engine was sold in the UK (last omitted: still sold). */
  from: number;
  to?: number;
  fuel: FuelType;
  /** As adverts write it: '2.0 EcoBlue', '314 CDI', '68kWh'. */
  label: string;
  /** Swept volume in cc; null for electric. */
  cc: number | null;
  /** Power outputs offered, in PS (metric horsepower, as UK adverts quote). */
  ps: readonly number[];
  /** Relative frequency among the engines on sale in a year (default 1). */
  weight?: number;
  /** Share sold with an automatic gearbox (electric is always automatic). */
  automatic?: number;
};

export type VanSpec = {
  make: Make;
  model: string;
  /** Relative share of the UK used-van market (only ratios matter). */
  share: number;
  /** UK model years on sale; to omitted: still on sale. */
  years: { from: number; to?: number };
  size: SizeClass;
  /** Weights of plausible body types; panel_van only when omitted. */
  bodies?: Partial<Record<BodyType, number>>;
  engines: readonly EngineSpec[];
  trims?: readonly string[];
  /** Wheelbase and roof codes ('L1H1') or the maker's length names. */
  configs?: readonly string[];
  /**
   * Classics (all older than the valuation's first year) appreciate: priced from this range
   * rather than by the valuation formula (pricing.ts).
   */
  classicPrice?: readonly [number, number];
  /** Typical annual mileage when it differs from the 12,500 of an average van. */
  annualMiles?: number;
};
