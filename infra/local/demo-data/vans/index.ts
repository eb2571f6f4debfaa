import { FORD } from './ford';
import { MERCEDES } from './mercedes';
import { OTHERS } from './others';
import { RENAULT_NISSAN } from './renault-nissan';
import { STELLANTIS } from './stellantis';
import type { VanSpec } from './types';
import { VOLKSWAGEN } from './volkswagen';

export type { EngineSpec, SizeClass, VanSpec } from './types';

/**
 * Every model of the shared catalogue (shared/catalogue/makes.ts) with what the generator
 * needs for a believable advert. A unit test checks the two lists match exactly.
 */
export const VAN_SPECS: readonly VanSpec[] = [
  ...FORD,
  ...MERCEDES,
  ...VOLKSWAGEN,
  ...STELLANTIS,
  ...RENAULT_NISSAN,
  ...OTHERS,
];
