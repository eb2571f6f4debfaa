import { stageDb, type Db } from '../platform/db';
import { getListing } from '../listing/listing-repo';
import { getProfile } from '../account/profiles-repo';

/** The table and the listing and profile reads the listing detail handlers share. */
export function listingReads() {
  const db: Db = stageDb();
  return {
    db,
    getListing: (id: string) => getListing(db, id),
    getProfile: (userId: string) => getProfile(db, userId),
  };
}
