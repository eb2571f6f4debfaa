import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '#lambdas/platform/db';
import { getListings, SAVES_COUNTER } from '#lambdas/listing';
import { queryOwnerListingStates } from '#lambdas/listing/owner-index';
import { putSavedVan, querySavedVans } from '#lambdas/saved/saved-vans-repo';
import { listingTitle } from '#shared/format';
import { isLive, type Listing } from '#shared/listing';
import { SAVED_VANS_LIMIT } from '#shared/saved-vans';
import { BAND_MIN_COMPARABLES } from '#shared/valuation/price-band';
import { COMPARABLE_MILES, COMPARABLE_YEARS } from '#shared/valuation/market';
import { savedVanKey, savedVansTallyKey, viewsKey } from '#shared/table-keys';
import { DEMO_DEALERS } from './sellers';

/** How each live demo van's price moved since the buyer saved it: down, up, unchanged, down. */
const PRICE_AT_SAVE_OFFSETS = [500, -300, 0, 1250];
const DAY_MS = 86_400_000;

/** The dealers whose vans the demo buyer saved. */
export const SAVED_FROM_DEALERS = DEMO_DEALERS.slice(0, 4).map((dealer) => dealer.id);

/** What telling whether a live van has enough comparables for a band needs of it. */
export type MarketVan = Pick<
  Listing,
  'id' | 'user_id' | 'make_slug' | 'model_slug' | 'year' | 'mileage'
>;

/**
 * The first live van of these sellers that has enough comparables for a price band (the
 * search engine's rule, decision 066: same make and model, within COMPARABLE_YEARS and
 * COMPARABLE_MILES, at least BAND_MIN_COMPARABLES besides itself), so the demo buyer's saved
 * list shows a band. The band itself is the engine's to work out.
 */
export function firstBandedVan(
  live: readonly MarketVan[],
  sellers: readonly string[],
): string | undefined {
  const pairs = new Map<string, MarketVan[]>();
  for (const van of live) {
    const pair = `${van.make_slug}/${van.model_slug}`;
    const group = pairs.get(pair);
    if (group) group.push(van);
    else pairs.set(pair, [van]);
  }
  return live.find(
    (van) =>
      sellers.includes(van.user_id) &&
      pairs
        .get(`${van.make_slug}/${van.model_slug}`)!
        .filter(
          (other) =>
            other.id !== van.id &&
            Math.abs(other.year - van.year) <= COMPARABLE_YEARS &&
            Math.abs(other.mileage - van.mileage) <= COMPARABLE_MILES,
        ).length >= BAND_MIN_COMPARABLES,
  )?.id;
}

/**
 * The demo buyer's saved vans (decision 064), so /saved shows every state at a demo login:
 * four live dealer vans (two cheaper than when saved, one dearer, one the same; `prefer`
 * first, such as a van with a price band), a sold one and a rejected one (gone). Written once:
 * a buyer who already has saved vans is left alone.
 */
export async function seedDemoSavedVans(
  db: Db,
  buyerId: string,
  now: Date,
  prefer: readonly string[] = [],
): Promise<number> {
  if ((await querySavedVans(db, buyerId)).length > 0) return 0;
  const states = (
    await Promise.all(SAVED_FROM_DEALERS.map((id) => queryOwnerListingStates(db, id)))
  ).flat();
  const liveStates = states.filter((s) => isLive(s));
  const live = [
    ...liveStates.filter((s) => prefer.includes(s.id)),
    ...liveStates.filter((s) => !prefer.includes(s.id)),
  ].slice(0, PRICE_AT_SAVE_OFFSETS.length);
  const sold = states.find((s) => s.status === 'sold');
  const rejected = states.find((s) => s.approval_status === 'rejected');
  const listings = await getListings(
    db,
    [...live, sold, rejected].flatMap((s) => (s ? [s.id] : [])),
  );
  const byId = new Map(listings.map((l) => [l.id, l]));
  const savedAt = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  let saved = 0;
  for (const [i, state] of live.entries()) {
    const listing = byId.get(state.id);
    if (!listing) continue;
    const entry = {
      id: listing.id,
      title: listingTitle(listing),
      price_at_save: listing.price + PRICE_AT_SAVE_OFFSETS[i]!,
      saved_at: savedAt(i + 1),
    };
    const outcome = await putSavedVan(db, buyerId, entry, SAVED_VANS_LIMIT, {
      attribute: SAVES_COUNTER,
    });
    if (outcome === 'added') saved += 1;
  }
  // Saved while they were live: written as they would have been then.
  for (const [days, listing] of [
    [9, sold && byId.get(sold.id)],
    [12, rejected && byId.get(rejected.id)],
  ] as const) {
    if (!listing) continue;
    await savedBefore(db, buyerId, listing, savedAt(days));
    saved += 1;
  }
  return saved;
}

async function savedBefore(db: Db, buyerId: string, listing: Listing, savedAt: string) {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...savedVanKey(buyerId, listing.id),
        listing_id: listing.id,
        title: listingTitle(listing),
        price_at_save: listing.price,
        saved_at: savedAt,
      },
    }),
  );
  for (const [key, attribute] of [
    [savedVansTallyKey(buyerId), 'saved'],
    [viewsKey(listing.id), SAVES_COUNTER],
  ] as const) {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'ADD #n :one',
        ExpressionAttributeNames: { '#n': attribute },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  }
}
