import { stageDb, type Db } from '../platform/db';
import { getListing } from '../listing/listing-repo';
import { getProfile } from '../account/profiles-repo';
import { getListingWithMotHistory } from '../vehicle/mot-history-repo';

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
