import ngeohash from 'ngeohash';
import type { Listing } from '../../shared/listing';
import { isLive } from '../../shared/listing';

/** Geohash precision of the radius-search partition (cells of about 156 km x 156 km). */
export const GEO_PARTITION_PRECISION = 3;

export const listingPk = (id: string) => `LISTING#${id}`;
export const LISTING_SK = 'LISTING';
export const FEATURED_HOME_PK = 'FEATURED#HOME';
export const FEATURED_SEARCH_PK = 'FEATURED#SEARCH';

type Keys = Record<string, string>;

/**
 * The table and index keys of a listing item, derived from its fields so they can never
 * drift from the data. Index keys are left out (sparse indexes) when the item does not belong.
 */
export function listingKeys(listing: Listing): Keys {
  const createdId = `${listing.created_at}#${listing.id}`;
  const keys: Keys = {
    PK: listingPk(listing.id),
    SK: LISTING_SK,
    GSI1PK: `OWNER#${listing.user_id}`,
    GSI1SK: createdId,
    GSI2PK: `APPROVAL#${listing.approval_status}`,
    GSI2SK: createdId,
  };
  if (!isLive(listing)) return keys;
  keys.GSI3PK = `LIVE#MAKE#${listing.make_slug}`;
  keys.GSI3SK = `${listing.model_slug}#${createdId}`;
  if (listing.latitude !== null && listing.longitude !== null) {
    const hash = ngeohash.encode(listing.latitude, listing.longitude, 9);
    keys.GSI4PK = `GEO#${hash.slice(0, GEO_PARTITION_PRECISION)}`;
    keys.GSI4SK = `${hash}#${listing.id}`;
  }
  // Written whatever the expiry: readers ask for boost_expires after now, so an expired boost
  // drops out of the results without any write.
  if (listing.homepage_featured && listing.boost_expires) {
    keys.GSI5PK = FEATURED_HOME_PK;
    keys.GSI5SK = `${listing.boost_expires}#${listing.id}`;
  } else if (listing.search_featured && listing.boost_expires) {
    keys.GSI5PK = FEATURED_SEARCH_PK;
    keys.GSI5SK = `${listing.boost_expires}#${listing.id}`;
  }
  return keys;
}
