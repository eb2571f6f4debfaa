import { ROOF_HEIGHTS, WHEELBASES, type RoofHeight, type Wheelbase } from '../vehicle/van-specs';
import type { SearchFilters } from './filters';

/**
 * The body configurations that have browse pages of their own (decision 060):
 * /used-vans/ford/transit/lwb-high-roof. They share the path's third segment with the location
 * (/used-vans/ford/transit/leeds), so their slugs are a reserved vocabulary: every one ends in
 * '-roof', which no UK town's slug does, and a location that did would stay in the query string.
 */
export type BodyConfig = { wheelbase: Wheelbase; roofHeight: RoofHeight };

const WHEELBASE_WORDS: Record<Wheelbase, string> = {
  swb: 'SWB',
  mwb: 'MWB',
  lwb: 'LWB',
  xlwb: 'XLWB',
};
const ROOF_WORDS: Record<RoofHeight, string> = {
  low: 'low roof',
  medium: 'medium roof',
  high: 'high roof',
  super_high: 'super high roof',
};

/** 'lwb-high-roof', 'xlwb-super-high-roof'. */
export function bodyConfigSlug(config: BodyConfig): string {
  return `${config.wheelbase}-${config.roofHeight.replace('_', '-')}-roof`;
}

/** Every configuration's slug, wheelbase by wheelbase. */
export const BODY_CONFIG_SLUGS: readonly string[] = WHEELBASES.flatMap((wheelbase) =>
  ROOF_HEIGHTS.map((roofHeight) => bodyConfigSlug({ wheelbase, roofHeight })),
);

export function bodyConfigFromSlug(slug: string): BodyConfig | undefined {
  for (const wheelbase of WHEELBASES) {
    for (const roofHeight of ROOF_HEIGHTS) {
      if (bodyConfigSlug({ wheelbase, roofHeight }) === slug) return { wheelbase, roofHeight };
    }
  }
  return undefined;
}

export const isBodyConfigSlug = (slug: string) => bodyConfigFromSlug(slug) !== undefined;

/** The configuration a filter set browses: exactly one wheelbase and one roof height. */
export function bodyConfigOf(filters: SearchFilters): BodyConfig | undefined {
  const { wheelbase, roofHeight } = filters;
  if (wheelbase?.length !== 1 || roofHeight?.length !== 1) return undefined;
  return { wheelbase: wheelbase[0]!, roofHeight: roofHeight[0]! };
}

/** 'LWB high roof'. */
export function bodyConfigName(config: BodyConfig): string {
  return `${WHEELBASE_WORDS[config.wheelbase]} ${ROOF_WORDS[config.roofHeight]}`;
}
