import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;

/**
 * One document client per container. On the local stage the endpoint comes from the SDK's own
 * `AWS_ENDPOINT_URL_DYNAMODB` variable, so no handler knows which stage it runs on.
 */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function resetDynamo(): void {
  documentClient?.destroy();
  documentClient = undefined;
}
