import { stageDb, type Db } from '../platform/db';
import { getListing } from '../listing/listing-repo';
import { getProfile } from '../account/profiles-repo';
import { getListingWithMotHistory } from '../vehicle/mot-history-repo';
import type { Logger } from '../platform/logger';
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
 * The detail page's reads, with the cached finance settings (no read per request). The price
 * indicator is not among them: it comes with the similar vans, from the search index that route
 * holds, so this route never loads the index (decision 066).
 */
export function listingDetailReads(log?: Logger) {
  const reads = listingReads();
  return {
    ...reads,
    finance: () => cachedFinanceSettings(reads.db, log),
  };
}
