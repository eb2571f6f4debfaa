import { Rng } from './random';

/** A draft is an imported van still short of photos (issue 28): it belongs to the demo dealer. */
/**
 * 'reported': a listing buyers' reports hold back from search until an admin reviews them
 * (decision 067; its reports are seed-reports.ts's).
 */
/**
 * 'ending' and 'ended': live vans of the demo dealer whose advertised days end within the week
 * or are over (decision 072); the local stage's expiry run at start sends the reminders and
 * expires the ended ones, mailing the seller, as it would any day.
 */
export type ListingRole =
  'live' | 'sold' | 'pending' | 'rejected' | 'draft' | 'reported' | 'ending' | 'ended';

export type BoostPlan = {
  homepage: boolean;
  search: boolean;
  /** Days after `now` the boost ends; negative for a boost that has run out. */
  expiresInDays: number;
};

export type DemoPlan = {
  count: number;
  total: number;
  roles: ListingRole[];
  boosts: Map<number, BoostPlan>;
};

/**
 * Sold, pending and rejected listings on top of `count` live ones: about 5% in all; and a few
 * drafts (half a percent, at least 2 from 40 listings), one reported van, four whose advertised
 * days end within the week and three whose days have ended (from 40 listings).
 */
export function extraCounts(count: number): Record<Exclude<ListingRole, 'live'>, number> {
  if (count <= 0) {
    return { sold: 0, pending: 0, rejected: 0, draft: 0, reported: 0, ending: 0, ended: 0 };
  }
  const minimum = count >= 40 ? 3 : 1;
  return {
    sold: Math.max(minimum, Math.round(count * 0.02)),
    pending: Math.max(minimum, Math.round(count * 0.015)),
    rejected: Math.max(minimum, Math.round(count * 0.015)),
    draft: Math.max(count >= 40 ? 2 : 1, Math.round(count * 0.005)),
    reported: count >= 40 ? 1 : 0,
    ending: count >= 40 ? 4 : 0,
    ended: count >= 40 ? 3 : 0,
  };
}

/** At least 12 homepage boosts from 200 listings (the home pager shows 8 a page), 3 from 20. */
function homepageMinimum(count: number): number {
  if (count >= 200) return 12;
  if (count >= 20) return 3;
  return 0;
}

/**
 * Which index gets which role and boost. Listing i is live for i < count, then the extras; the
 * boosted ones are a seeded shuffle of the live ones, so each listing's own content never
 * depends on the plan's randomness.
 */
export function planDemoData(count: number, seed: number): DemoPlan {
  const extras = extraCounts(count);
  const roles: ListingRole[] = Array.from({ length: count }, () => 'live' as const);
  for (const role of [
    'sold',
    'pending',
    'rejected',
    'draft',
    'reported',
    'ending',
    'ended',
  ] as const) {
    for (let i = 0; i < extras[role]; i++) roles.push(role);
  }

  const rng = new Rng('boosts', seed, count);
  const boosted = Math.round(count * 0.08);
  const homepage = Math.min(count, Math.max(homepageMinimum(count), Math.round(boosted * 0.55)));
  const searchOnly = Math.min(count - homepage, Math.max(0, boosted - homepage));
  const expired = Math.min(
    count - homepage - searchOnly,
    count >= 40 ? Math.max(2, Math.round(count * 0.01)) : 0,
  );
  const order = rng.shuffle(Array.from({ length: count }, (_, i) => i));
  const boosts = new Map<number, BoostPlan>();
  const activeExpiry = () => Math.round(rng.range(1, 30) * 24 * 60) / (24 * 60);
  order.slice(0, homepage).forEach((index) =>
    boosts.set(index, {
      homepage: true,
      search: rng.chance(0.35),
      expiresInDays: activeExpiry(),
    }),
  );
  order
    .slice(homepage, homepage + searchOnly)
    .forEach((index) =>
      boosts.set(index, { homepage: false, search: true, expiresInDays: activeExpiry() }),
    );
  order.slice(homepage + searchOnly, homepage + searchOnly + expired).forEach((index) => {
    const homepageBoost = rng.chance(0.5);
    boosts.set(index, {
      homepage: homepageBoost,
      search: !homepageBoost || rng.chance(0.3),
      expiresInDays: -Math.round(rng.range(1, 20) * 24) / 24,
    });
  });
  return { count, total: roles.length, roles, boosts };
}
