import { compareListingsRoute } from '#shared/api/routes/compare-listings';
import { env } from '../config';
import { s3 } from '../platform/s3';
import { stageDb } from '../platform/db';
import { compareListings } from '../search/compare-listings';
import { geocoder } from '../geocoding/create-geocoder';
import { createHttpHandler } from '../http/create-handler';
import { getSearchIndex } from '../search/projection/search-index-provider';

/** GET /api/listings/compare: vans by id from the search index (compare, recently viewed). */
export const handler = createHttpHandler(compareListingsRoute, async ({ query, log }) => ({
  body: await compareListings(
    {
      index: () => getSearchIndex({ db: stageDb(), s3: s3(), bucket: env.searchBucket, log }),
      geocode: (postcode) => geocoder().geocodePostcode(postcode),
    },
    query,
  ),
  // Briefly, like search's pages: a van sold a minute ago may still show, never longer.
  headers: { 'cache-control': 'public, max-age=30' },
}));
