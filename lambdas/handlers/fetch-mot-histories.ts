import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger } from '../platform/logger';
import { fetchOnListingChange } from '../vehicle/fetch-mot-history';
import { stageMotDeps } from '../vehicle/stage-deps';

const log = createLogger({ handler: 'fetch-mot-histories' });

type Image = Parameters<typeof fetchOnListingChange>[2];

function imageOf(image: Record<string, unknown> | undefined): Image | undefined {
  return image ? (unmarshall(image as Record<string, AttributeValue>) as Image) : undefined;
}

/**
 * The table stream's consumer of listing changes (infra/stack/definitions/stream-consumers.ts,
 * MotHistoryFetcher): a listing submitted for review or approved with a plate gets its MOT
 * history from the DVSA, off the request path. A service failure is not the batch's: the
 * listing waits in the refresh queue for the next MotHistoryRefresh run.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const fetchDeps = await stageMotDeps();
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  const outcomes = { stored: 0, kept: 0, skipped: 0 };
  for (const record of event.Records) {
    const after = imageOf(record.dynamodb?.NewImage);
    if (!after) continue;
    try {
      outcomes[await fetchOnListingChange(fetchDeps, imageOf(record.dynamodb?.OldImage), after)] +=
        1;
    } catch (error) {
      // The table refused a write: this record and those after it are tried again.
      log.error('MOT history not stored', { error: String(error), id: after.id });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
      break;
    }
  }
  if (outcomes.stored + outcomes.kept > 0) log.info('MOT histories fetched', outcomes);
  return { batchItemFailures };
};
