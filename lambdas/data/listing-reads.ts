import { env } from '../config';
import { dynamo } from './dynamo';
import { getListing, type Db } from './listings-repo';
import { getProfile } from './profiles-repo';

/** The table and the listing and profile reads the listing detail handlers share. */
export function listingReads() {
  const db: Db = { client: dynamo(), tableName: env.tableName };
  return {
    db,
    getListing: (id: string) => getListing(db, id),
    getProfile: (userId: string) => getProfile(db, userId),
  };
}
