/**
 * Functions fed by the table's stream, defined once: the CDK stack creates each function with
 * an event source mapping, and the local stage's stream poller (infra/local/stage/workers/stream-poller.ts)
 * invokes the same handler module with the same batches and filter.
 */
import { LISTING_PK_PREFIX, LISTING_SK, SEARCH_LOG_PK } from '../../shared/table-keys';
import type { WorkerAccess } from './worker-access';

/** Records whose item keys match are delivered; all others are dropped before batching. */
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
  filter: StreamKeyFilter;
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
    filter: { partitionKeyPrefix: LISTING_PK_PREFIX, sortKey: LISTING_SK },
    timeoutSeconds: 60,
    memoryMb: 512,
    access: { table: { writeKeys: [SEARCH_LOG_PK] } },
  },
] as const satisfies readonly StreamConsumerDefinition[];

/** Whether a record with these item keys passes the consumer's filter. */
export function matchesStreamFilter(
  filter: StreamKeyFilter,
  keys: { PK?: { S?: string }; SK?: { S?: string } } | undefined,
): boolean {
  return (
    Boolean(keys?.PK?.S?.startsWith(filter.partitionKeyPrefix)) && keys?.SK?.S === filter.sortKey
  );
}
