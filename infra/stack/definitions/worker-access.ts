/**
 * What a function that is not an API route (a stream consumer, a scheduled job) may touch.
 * Narrower than a route's `access`: table items only under the partition keys named here
 * (IAM `dynamodb:LeadingKeys`), and Scan only where a job must read the whole table.
 */
import type { BucketAccess } from './routes';

export type WorkerAccess = {
  table?: {
    /** GetItem and Query on items whose partition key is one of these. */
    readKeys?: readonly string[];
    /** The same reads on partition keys starting with one of these (LISTING_PK_PREFIX). */
    readKeyPrefixes?: readonly string[];
    /**
     * Query on these indexes (names from shared/table-keys.ts INDEX), for jobs that find their
     * items by an index (the boost sweep: the featured and admin indexes).
     */
    queryIndexes?: readonly string[];
    /** PutItem, UpdateItem, DeleteItem and BatchWriteItem on items under these partition keys. */
    writeKeys?: readonly string[];
    /**
     * The same writes on partition keys starting with one of these (USER_PK_PREFIX: every
     * profile). Keys and prefixes come from shared/table-keys.ts, as the handlers' own.
     */
    writeKeyPrefixes?: readonly string[];
    /** Scan of the base table (off request paths only: rebuilding derived data). */
    scan?: boolean;
  };
  buckets?: { images?: BucketAccess; sitemaps?: BucketAccess; search?: BucketAccess };
  /**
   * The vehicle data providers (the DVSA's MOT history): GetSecretValue on the stage's vehicle
   * data secret and its name in VEHICLE_DATA_SECRET_NAME, as a route with `vehicleData`.
   */
  vehicleData?: boolean;
  /** Sends e-mail through SES from the stage's sender identity (MAIL_FROM), as a route with `mail`. */
  mail?: boolean;
  /**
   * Reads the stage's saved-search alert signing secret (ALERT_SIGNING_SECRET_NAME): the digests
   * sign their unsubscribe links (decision 065).
   */
  alertSigning?: boolean;
  /**
   * Starts executions of the CSV import state machine (CSV_IMPORT_STATE_MACHINE), as a route with
   * `csvImport`: the daily stock feeds (decision 074).
   */
  csvImport?: boolean;
};
