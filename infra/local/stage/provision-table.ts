import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { TABLE, type IndexDefinition } from '../../definitions/table';

function projection(index: IndexDefinition): GlobalSecondaryIndex['Projection'] {
  if (index.projection === 'ALL' || index.projection === 'KEYS_ONLY') {
    return { ProjectionType: index.projection };
  }
  return { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] };
}

/** Creates the table from the shared definition (the same one the CDK construct reads). */
export async function provisionTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const indexes: readonly IndexDefinition[] = TABLE.indexes;
  const attributes = new Map<string, 'S' | 'N'>();
  for (const key of [
    TABLE.partitionKey,
    TABLE.sortKey,
    ...indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]) {
    attributes.set(key.name, key.type);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({
          AttributeName,
          AttributeType,
        })),
        KeySchema: [
          { AttributeName: TABLE.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey.name, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: projection(index),
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    // Kept between runs under .data/: an existing table is the normal case.
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await client.send(new DescribeTableCommand({ TableName: tableName }));
}
