import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import { env } from '../config';
import { s3 } from '../platform/s3';
import { similarListings } from '../search/similar-listings';
import { createHttpHandler } from '../http/create-handler';
import { getSearchIndex } from '../search/projection/search-index-provider';
import { listingReads } from '../render/listing-reads';
import { dealerLinks } from '../account/dealer/dealer-directory';

/** GET /api/listings/{id}/similar: up to 3 live vans of the same make and model, nearest first. */
export const handler = createHttpHandler(listingSimilarRoute, async ({ path, log }) => {
  const reads = listingReads();
  const body = await similarListings(
    {
      getListing: reads.getListing,
      index: () => getSearchIndex({ db: reads.db, s3: s3(), bucket: env.searchBucket, log }),
      dealers: () => dealerLinks(reads.db, log),
    },
    path.id,
  );
  return { body, headers: { 'cache-control': 'public, max-age=60' } };
});
