import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/stage/emulators/dynamodb';
import { LOCAL_STAGE, runningStageEndpoints } from '../../../infra/local/stage/running-stage';
import { tableName as tableNameFor } from '../../../infra/definitions/table';
import { getListing, putListing } from '../../../lambdas/data/listings-repo';
import { stageDataDir } from './stage';

/**
 * Moderation's approve for the browser tests until the admin screens exist (issue 16): writes
 * the seeded stage's table directly, found through the stage's published endpoints.
 */
export async function approveListing(id: string): Promise<void> {
  const endpoints = await runningStageEndpoints(stageDataDir('seeded'));
  if (!endpoints) throw new Error('The seeded e2e stage is not running');
  const raw = new DynamoDBClient({
    endpoint: endpoints.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const db = { client: DynamoDBDocumentClient.from(raw), tableName: tableNameFor(LOCAL_STAGE) };
    const listing = await getListing(db, id);
    if (!listing) throw new Error(`No listing ${id}`);
    await putListing(db, { ...listing, approval_status: 'approved', status: 'active' });
  } finally {
    raw.destroy();
  }
}
