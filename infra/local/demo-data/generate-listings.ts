import { buildListing, type DemoListing } from './listing-factory';
import type { ImageMode } from './photos';
import { planDemoData, type DemoPlan } from './plan';

export type GenerateOptions = { count: number; seed: number; now: Date; imageMode?: ImageMode };

/** Above this many listings photos are shared stock renderings (see photos.ts). */
export const STOCK_IMAGE_THRESHOLD = 1000;

export function imageModeFor(count: number): ImageMode {
  return count > STOCK_IMAGE_THRESHOLD ? 'stock' : 'per-listing';
}

/** Listings one by one, so 100,000 of them never sit in memory at once. */
export function* demoListings(
  plan: DemoPlan,
  options: { seed: number; now: Date; imageMode: ImageMode },
): Generator<DemoListing> {
  for (let index = 0; index < plan.total; index++) {
    const role = plan.roles[index];
    if (!role) throw new Error(`No role planned for listing ${index}`);
    yield buildListing({ ...options, index, role, boost: plan.boosts.get(index) });
  }
}

/** Every demo listing with its photo plan: `count` live ones plus sold, pending and rejected. */
export function generateDemoListings(options: GenerateOptions): DemoListing[] {
  const plan = planDemoData(options.count, options.seed);
  const imageMode = options.imageMode ?? imageModeFor(options.count);
  return [...demoListings(plan, { seed: options.seed, now: options.now, imageMode })];
}
