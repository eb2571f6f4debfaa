/**
 * Functions fed by the table's stream, defined once: the CDK stack creates each function with
 * an event source mapping, and the local stage's stream poller (infra/local/stage/workers/stream-poller.ts)
 * invokes the same handler module with the same batches and filter.
 */
import {
  ACTIVITY_PK,
  ALERT_BUCKET_PK_PREFIX,
  ALERTED_PK_PREFIX,
  PENDING_ALERTS_PK_PREFIX,
  FIGURES_PK,
  LISTING_PK_PREFIX,
  LISTING_SK,
  MOT_DUE_PK,
  PAYMENT_PK_PREFIX,
  PAYMENT_SK,
  PROFILE_SK,
  SEARCH_LOG_PK,
  USER_PK_PREFIX,
} from '#shared/table-keys';
import type { WorkerAccess } from './worker-access';

/** Item keys a consumer is fed: the partition key's prefix and the exact sort key. */
export type StreamKeyFilter = { partitionKeyPrefix: string; sortKey: string };

export type StreamConsumerDefinition = {
  /** PascalCase, used for logical ids. */
  id: string;
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  description: string;
  /** Records per invocation at most. */
  batchSize: number;
  /** How long records are gathered before an invocation with fewer than batchSize. */
  batchingWindowSeconds: number;
  /** Retries of a failing batch (halved on each failure) before it goes to the failure queue. */
  retryAttempts: number;
  /**
   * Records whose item keys match one of these (OR) are delivered; all others are dropped
   * before batching. At most 5 (Lambda's filter criteria limit).
   */
  filters: readonly StreamKeyFilter[];
  /**
   * The local stage only: on a table it has just created, read the stream from its start, so
   * the first start's demo data is seen. For derived data the stage does not rebuild from the
   * table at each start (the search snapshot is rebuilt; the admin figures are not).
   */
  replaysNewTable?: boolean;
  timeoutSeconds: number;
  memoryMb: number;
  access: WorkerAccess;
};

export const STREAM_CONSUMERS = [
  {
    id: 'SearchProjector',
    handler: 'project-search-stream',
    description:
      'Listing changes to search log entries (docs/decisions/009-search-projection.md); skips changes search does not show.',
    batchSize: 100,
    batchingWindowSeconds: 1,
    retryAttempts: 10,
    filters: [{ partitionKeyPrefix: LISTING_PK_PREFIX, sortKey: LISTING_SK }],
    timeoutSeconds: 60,
    memoryMb: 512,
    access: { table: { writeKeys: [SEARCH_LOG_PK] } },
  },
  {
    id: 'AdminFigures',
    handler: 'project-admin-figures',
    description:
      "Listing, profile and payment changes to the admin dashboard's figures (docs/admin.md): totals, revenue, counts per day, recent activity; each batch counted once.",
    // One transaction a batch: totals, at most 32 days, 5 activity entries and the batch's
    // marker stay well under DynamoDB's 100 items.
    batchSize: 100,
    batchingWindowSeconds: 2,
    retryAttempts: 10,
    filters: [
      { partitionKeyPrefix: LISTING_PK_PREFIX, sortKey: LISTING_SK },
      { partitionKeyPrefix: USER_PK_PREFIX, sortKey: PROFILE_SK },
      { partitionKeyPrefix: PAYMENT_PK_PREFIX, sortKey: PAYMENT_SK },
    ],
    replaysNewTable: true,
    timeoutSeconds: 60,
    memoryMb: 256,
    access: { table: { writeKeys: [FIGURES_PK, ACTIVITY_PK] } },
  },
  {
    id: 'MotHistoryFetcher',
    handler: 'fetch-mot-histories',
    description:
      'A listing with a plate sent for review or approved: its MOT history from the DVSA, stored in its partition (docs/vehicle-data.md); a failure waits for the next refresh.',
    // Approvals come a few at a time; one request at a time keeps well under the DVSA's rate.
    batchSize: 10,
    batchingWindowSeconds: 5,
    retryAttempts: 3,
    filters: [{ partitionKeyPrefix: LISTING_PK_PREFIX, sortKey: LISTING_SK }],
    // Ten fetches of up to 10 s each (the client's timeout), and the token.
    timeoutSeconds: 120,
    memoryMb: 256,
    access: {
      // Its history item (`LISTING#{id}` / `MOT`) and the refresh queue's entry.
      table: {
        readKeyPrefixes: [LISTING_PK_PREFIX],
        writeKeys: [MOT_DUE_PK],
        writeKeyPrefixes: [LISTING_PK_PREFIX],
      },
      vehicleData: true,
    },
  },
  {
    id: 'SavedSearchMatcher',
    handler: 'match-saved-searches',
    description:
      "Live listings' changes matched against saved searches by make bucket, with the search engine's own filters: new matches and price drops become pending alerts, each once (docs/decisions/065-saved-searches-and-alerts.md).",
    // About 1,000 changes an hour: a batch is a few changes; a bigger one reads each bucket once.
    batchSize: 50,
    batchingWindowSeconds: 5,
    retryAttempts: 5,
    filters: [{ partitionKeyPrefix: LISTING_PK_PREFIX, sortKey: LISTING_SK }],
    timeoutSeconds: 120,
    // The buckets' entries and their parsed filters are kept in memory between batches.
    memoryMb: 1024,
    access: {
      table: {
        // The buckets (entries and versions); then each alert's marker, pending entry and the
        // search's pending count (USER# partitions: saved searches only by their keys).
        readKeyPrefixes: [ALERT_BUCKET_PK_PREFIX],
        writeKeyPrefixes: [ALERTED_PK_PREFIX, PENDING_ALERTS_PK_PREFIX, USER_PK_PREFIX],
      },
    },
  },
] as const satisfies readonly StreamConsumerDefinition[];

type StreamKeys = { PK?: { S?: string }; SK?: { S?: string } } | undefined;

/** Whether a record with these item keys passes one filter. */
export function matchesStreamFilter(filter: StreamKeyFilter, keys: StreamKeys): boolean {
  return (
    Boolean(keys?.PK?.S?.startsWith(filter.partitionKeyPrefix)) && keys?.SK?.S === filter.sortKey
  );
}

/** Whether a record with these item keys passes the consumer's filters (any of them). */
export function matchesStreamFilters(
  filters: readonly StreamKeyFilter[],
  keys: StreamKeys,
): boolean {
  return filters.some((filter) => matchesStreamFilter(filter, keys));
}
