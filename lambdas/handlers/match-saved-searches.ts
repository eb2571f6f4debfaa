import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger } from '../platform/logger';
import { stageDb } from '../platform/db';
import { searchDocsOfRecord } from '../search/projection/stream-change';
import { alertListingChanges } from '../saved-search/alert-listing-changes';
import type { ListingChange } from '../saved-search/match-listing-changes';
import { stageMatcherState } from '../saved-search/stage-deps';

const log = createLogger({ handler: 'match-saved-searches' });

/**
 * The table stream's consumer for saved searches (infra/stack/definitions/stream-consumers.ts,
 * SavedSearchMatcher): live listings' changes matched against the saved searches, alerts
 * recorded for the digests. A failure fails the batch, whose records come again: alerts already
 * recorded are not recorded twice.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const changes: ListingChange[] = [];
  for (const record of event.Records) {
    const docs = searchDocsOfRecord(record);
    if (docs?.after) changes.push({ before: docs.before, after: docs.after });
  }
  if (changes.length === 0) return { batchItemFailures: [] };
  const outcome = await alertListingChanges(
    { db: stageDb(), matcher: stageMatcherState() },
    changes,
    new Date(),
  );
  if (outcome.alerts > 0) log.info('Saved search alerts', outcome);
  return { batchItemFailures: [] };
};
