import { nearbyListingsRoute } from '#shared/api/routes/nearby-listings';
import { stageDb } from '../platform/db';
import { vansNearPostcode } from '../search/nearby-listings';
import { geocoder } from '../geocoding/create-geocoder';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/listings/nearby: the vans nearest a buyer's postcode, from the geo index. */
export const handler = createHttpHandler(nearbyListingsRoute, async ({ query }) => ({
  body: await vansNearPostcode(
    { db: stageDb(), geocode: (postcode) => geocoder().geocodePostcode(postcode) },
    query,
  ),
  // The same minute as the featured strip: a new van near you shows within it.
  headers: { 'cache-control': 'public, max-age=60' },
}));
