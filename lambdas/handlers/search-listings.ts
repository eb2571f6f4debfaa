import { searchFiltersSchema } from '../../shared/search/filters';
import { env } from '../config';
import { dynamo } from '../data/dynamo';
import { s3 } from '../data/s3';
import { searchListings } from '../domain/search-listings';
import { geocoder } from '../geocoding/create-geocoder';
import { createHttpHandler } from '../http/create-handler';
import { getSearchIndex } from '../search/projection/search-index-provider';

/** GET /api/listings/search: one page of live vans for the whole filter set (issue 3). */
export const handler = createHttpHandler({
  name: 'search-listings',
  auth: 'public',
  query: searchFiltersSchema(),
  handle: async ({ query, log }) => {
    const body = await searchListings(
      {
        index: () =>
          getSearchIndex({
            db: { client: dynamo(), tableName: env.tableName },
            s3: s3(),
            bucket: env.searchBucket,
            log,
          }),
        geocode: (postcode) => geocoder().geocodePostcode(postcode),
      },
      query,
    );
    return {
      body,
      // Shared caches (CloudFront) may keep a page briefly: a new or changed van shows within a minute.
      headers: { 'cache-control': 'public, max-age=30, stale-while-revalidate=30' },
    };
  },
});
