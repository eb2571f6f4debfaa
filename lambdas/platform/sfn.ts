import { SFNClient } from '@aws-sdk/client-sfn';

let client: SFNClient | undefined;

/**
 * One Step Functions client per container. On the local stage the endpoint comes from the
 * SDK's own `AWS_ENDPOINT_URL_SFN` (the stage's local Step Functions endpoint), as DynamoDB's
 * does, so the code that starts an expiry is the same on both stages.
 */
export function sfn(): SFNClient {
  client ??= new SFNClient({});
  return client;
}

export function resetSfn(): void {
  client?.destroy();
  client = undefined;
}
