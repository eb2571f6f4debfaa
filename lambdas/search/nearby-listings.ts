import { roundMiles } from '#shared/geo';
import { isLive, toListingCard } from '#shared/listing';
import {
  NEARBY_LIMIT,
  type NearbyCard,
  type NearbyQuery as NearbyRequest,
  type NearbyResponse,
} from '#shared/nearby';
import type { LatLng } from '#shared/geo';
import { postcodeOrigin } from './search-listings';
import type { Db } from '../platform/db';
import { nearestInCircle } from './geo-index';
import { getListingCards } from '#lambdas/listing';
import { priceReduced } from '#shared/price-history';

export type NearbyQuery = {
  latitude: number;
  longitude: number;
  /** Miles from the point, at most MAX_NEARBY_RADIUS_MILES. */
  radiusMiles: number;
  /** Cards wanted, 1 to MAX_NEARBY_LIMIT. */
  limit: number;
};

export const MAX_NEARBY_RADIUS_MILES = 100;
export const MAX_NEARBY_LIMIT = 50;

/**
 * Live vans nearest a point (for example a buyer's area on the home page), nearest first, as
 * cards with their distance in miles (one decimal). The geo index (GSI4, KEYS_ONLY) gives the
 * ids and points within the radius; only the nearest `limit` listings are then read, in one
 * BatchGetItem, and any that stopped being live since the index was written are skipped
 * (docs/data-model.md, docs/decisions/015-lean-indexes-and-view-counter.md).
 */
export async function nearbyListings(
  db: Db,
  query: NearbyQuery,
  now: Date = new Date(),
): Promise<NearbyCard[]> {
  if (!(query.radiusMiles > 0 && query.radiusMiles <= MAX_NEARBY_RADIUS_MILES)) {
    throw new RangeError(`radiusMiles must be above 0 and at most ${MAX_NEARBY_RADIUS_MILES}`);
  }
  if (!(Number.isInteger(query.limit) && query.limit >= 1 && query.limit <= MAX_NEARBY_LIMIT)) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_NEARBY_LIMIT}`);
  }
  const hits = await nearestHits(db, query);
  const cards: NearbyCard[] = [];
  // Usually one batch: a listing only leaves the index a moment after it stops being live.
  for (let start = 0; start < hits.length && cards.length < query.limit; start += query.limit) {
    const batch = hits.slice(start, start + query.limit);
    const found = new Map(
      (
        await getListingCards(
          db,
          batch.map((hit) => hit.id),
        )
      ).map((c) => [c.id, c]),
    );
    for (const hit of batch) {
      const card = found.get(hit.id);
      if (!card || !isLive(card) || cards.length >= query.limit) continue;
      cards.push({
        ...toListingCard(card),
        distance_miles: roundMiles(hit.distanceMiles),
        ...(priceReduced(card.price_changes, now) ? { price_reduced: true } : {}),
      });
    }
  }
  return cards;
}

/** Search circles tried in turn before the whole radius, in miles. */
const EXPANDING_RADII = [2, 5, 10, 25, 50] as const;

/**
 * The index hits nearest the point: circles of growing radius, stopping at the first that holds
 * `limit` vans. Within a circle its cells are read nearest first until `limit` hits are nearer
 * than every unread cell (geo-index.ts `nearestInCircle`), so the nearest `limit` are exact
 * and a town centre costs a Query or two of the cells around the point instead of every entry
 * of the circle (docs/data-model.md).
 */
async function nearestHits(db: Db, query: NearbyQuery) {
  const radii = [
    ...EXPANDING_RADII.filter((miles) => miles < query.radiusMiles),
    query.radiusMiles,
  ];
  for (const radius of radii) {
    const { hits } = await nearestInCircle(db, query, radius, query.limit);
    if (hits.length >= query.limit || radius === query.radiusMiles) return hits;
  }
  return [];
}

/**
 * The home page's vans near a buyer's postcode: the postcode's centre (the geocoder), then the
 * nearest live vans within the radius. An unknown postcode breaks the same rule as in search.
 */
export async function vansNearPostcode(
  deps: { db: Db; geocode: (postcode: string) => Promise<LatLng | null> },
  request: NearbyRequest,
): Promise<NearbyResponse> {
  const point = await postcodeOrigin(deps.geocode, request.postcode);
  const items = await nearbyListings(deps.db, {
    latitude: point.latitude,
    longitude: point.longitude,
    radiusMiles: request.radius,
    limit: NEARBY_LIMIT,
  });
  return { postcode: request.postcode, radius: request.radius, items };
}
