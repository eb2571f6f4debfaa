import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isLive, type Listing } from '#shared/listing';
import {
  PERFORMANCE_METRICS,
  PERFORMANCE_RETENTION_DAYS,
  type PerformanceDay,
} from '#shared/performance';
import { listingStatsPk, listingTallyKey, sellerStatsPk, viewsKey } from '#shared/table-keys';
import type { Db } from '#lambdas/platform/db';
import { putDailyItems } from '#lambdas/performance';
import { ukDay, ukDayStart, ukDaysEnding } from '#lambdas/platform/uk-day';
import { BoundedRunner } from '../concurrency';
import { Rng } from './random';
import { DEMO_DEALERS } from './sellers';

/** The demo seller who signs in (demo-accounts.ts): the one whose figures the demo shows. */
export const DEMO_FIGURES_SELLER_ID = DEMO_DEALERS[0]!.id;
/**
 * At most this many of that seller's listings (the newest) get 90 days of figures: a bench seed
 * of 100,000 listings gives the seller thousands, and 90 items each would slow the seed down.
 */
export const DEMO_FIGURES_LISTING_CAP = 100;

const DAY_MS = 24 * 3600 * 1000;

/**
 * A listing's figures per UK day over the last 90 days, deterministic for its id: its views (the
 * all-time count the seed gave it) spread over the days it was advertised, busier at weekends;
 * search appearances 8 to 20 times the views; phone reveals, saves and enquiries a few in a
 * hundred of them, so each day has views ≥ reveals, saves, enquiries and appearances ≥ views.
 */
export function demoListingFigures(listing: Listing, now: Date): PerformanceDay[] {
  const rng = new Rng('figures', listing.id);
  const first = ukDay(listing.created_at)!;
  const ended = listing.status === 'sold' || !isLive(listing);
  const last = ended ? ukDay(listing.updated_at)! : ukDay(now)!;
  const days = ukDaysEnding(now, PERFORMANCE_RETENTION_DAYS).filter(
    (day) => day >= first && day <= last,
  );
  if (days.length === 0 || listing.views <= 0) return [];
  const weights = days.map((day) => {
    const weekday = new Date(ukDayStart(day) + DAY_MS / 2).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 1.4 : 1) * rng.range(0.6, 1.4);
  });
  const views = shareOut(listing.views, weights);
  return days.map((date, i) => {
    const viewed = views[i]!;
    const part = (low: number, high: number) =>
      Math.min(viewed, Math.round(viewed * rng.range(low, high)));
    return {
      date,
      views: viewed,
      enquiries: part(0.005, 0.03),
      reveals: part(0.02, 0.06),
      saves: part(0.02, 0.05),
      appearances: Math.round((viewed + rng.int(0, 3)) * rng.range(8, 20)),
    };
  });
}

/** `total` split in proportion to `weights`, in whole numbers that add up to it exactly. */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    shares[i]! += 1;
  }
  return shares;
}

/** The account's days: the sum of its listings' on each day, so the two always agree. */
export function sumByDay(perListing: readonly PerformanceDay[][]): PerformanceDay[] {
  const byDate = new Map<string, PerformanceDay>();
  for (const day of perListing.flat()) {
    const sum = byDate.get(day.date) ?? {
      date: day.date,
      views: 0,
      enquiries: 0,
      reveals: 0,
      saves: 0,
      appearances: 0,
    };
    for (const metric of PERFORMANCE_METRICS) sum[metric] += day[metric];
    byDate.set(day.date, sum);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * 90 days of figures for the demo seller's newest listings and their account (decision 073):
 * put whole, 25 items a batch call, so seeding twice gives the same figures. The listings'
 * enquiry counts and the seller's (the dashboard's 'Enquiries Received') are set to the
 * enquiries the days hold, so the page and the chart agree.
 */
export async function seedDemoPerformance(
  db: Db,
  listings: readonly Listing[],
  now: Date,
): Promise<{ listings: number; items: number }> {
  const chosen = listings
    .filter((listing) => listing.user_id === DEMO_FIGURES_SELLER_ID)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, DEMO_FIGURES_LISTING_CAP);
  const figures = chosen.map((listing) => demoListingFigures(listing, now));
  const account = sumByDay(figures);
  const items = [
    ...chosen.flatMap((listing, i) =>
      figures[i]!.map((day) => ({ pk: listingStatsPk(listing.id), day })),
    ),
    ...account.map((day) => ({ pk: sellerStatsPk(DEMO_FIGURES_SELLER_ID), day })),
  ];
  const runner = new BoundedRunner(8);
  for (let start = 0; start < items.length; start += 25) {
    await runner.submit(() => putDailyItems(db, items.slice(start, start + 25)));
  }
  for (const [i, listing] of chosen.entries()) {
    const enquiries = figures[i]!.reduce((sum, day) => sum + day.enquiries, 0);
    if (enquiries > 0) await runner.submit(() => setCount(db, viewsKey(listing.id), enquiries));
  }
  await runner.drain();
  const received = account.reduce((sum, day) => sum + day.enquiries, 0);
  const lastDay = [...account].reverse().find((day) => day.enquiries > 0)?.date;
  if (lastDay) {
    // Noon of the last day with an enquiry, or now when that day is today.
    const at = new Date(Math.min(ukDayStart(lastDay) + DAY_MS / 2, now.getTime())).toISOString();
    await setCount(db, listingTallyKey(DEMO_FIGURES_SELLER_ID), received, at);
  }
  return { listings: chosen.length, items: items.length };
}

async function setCount(db: Db, key: { PK: string; SK: string }, enquiries: number, at?: string) {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: key,
      UpdateExpression: at ? 'SET enquiries = :n, last_enquiry_at = :at' : 'SET enquiries = :n',
      ExpressionAttributeValues: { ':n': enquiries, ...(at ? { ':at': at } : {}) },
    }),
  );
}
