import { stageDb, type Db } from '../platform/db';
import { getListing } from '../listing/listing-repo';
import { getProfile } from '../account/profiles-repo';
import { getListingWithMotHistory } from '../vehicle/mot-history-repo';
import { env } from '../config';
import { s3 } from '../platform/s3';
import type { Logger } from '../platform/logger';
import { getSearchIndex } from '../search/projection/search-index-provider';
import { PRICE_INDICATOR_MAX_AGE_MS, priceIndicatorOf } from '../search/price-indicator';
import { cachedFinanceSettings } from '../admin/settings/finance-settings';

/** The table and the listing and profile reads the listing detail handlers share. */
export function listingReads() {
  const db: Db = stageDb();
  return {
    db,
    getListing: (id: string) => getListing(db, id),
    /** The detail page's read: listing, counter and MOT history in one Query. */
    getListingWithMotHistory: (id: string) => getListingWithMotHistory(db, id),
    getProfile: (userId: string) => getProfile(db, userId),
  };
}

/**
 * The detail page's reads, with the price indicator from the search index (a log read a minute
 * at most) and the cached finance settings: neither adds a read per request (decision 066).
 */
export function listingDetailReads(log?: Logger) {
  const reads = listingReads();
  return {
    ...reads,
    priceIndicator: (id: string) =>
      priceIndicatorOf(
        () =>
          getSearchIndex({
            db: reads.db,
            s3: s3(),
            bucket: env.searchBucket,
            log,
            maxAgeMs: PRICE_INDICATOR_MAX_AGE_MS,
          }),
        id,
      ),
    finance: () => cachedFinanceSettings(reads.db, log),
  };
}
