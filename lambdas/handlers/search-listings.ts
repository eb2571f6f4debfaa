import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { env } from '../config';
import { s3 } from '../platform/s3';
import { searchListings } from '../search/search-listings';
import { geocoder } from '../geocoding/create-geocoder';
import { createHttpHandler } from '../http/create-handler';
import { getSearchIndex } from '../search/projection/search-index-provider';
import { stageDb } from '../platform/db';
import { cachedFinanceSettings } from '../admin/settings/finance-settings';
import { dealerLinks } from '../account/dealer/dealer-directory';
import { recordActivity } from '../performance/activity-counter';

/** GET /api/listings/search: one page of live vans for the whole filter set (issue 3). */
export const handler = createHttpHandler(searchListingsRoute, async ({ query, log }) => {
  const body = await searchListings(
    {
      index: () =>
        getSearchIndex({
          db: stageDb(),
          s3: s3(),
          bucket: env.searchBucket,
          log,
        }),
      geocode: (postcode) => geocoder().geocodePostcode(postcode),
      finance: () => cachedFinanceSettings(stageDb(), log),
      dealers: () => dealerLinks(stageDb(), log),
      counted: recordActivity(stageDb(), log),
    },
    query,
  );
  return {
    body,
    // Shared caches (CloudFront) may keep a page briefly: a new or changed van shows within a minute.
    headers: { 'cache-control': 'public, max-age=30, stale-while-revalidate=30' },
  };
});
