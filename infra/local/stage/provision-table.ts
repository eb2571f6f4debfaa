import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { TABLE, type IndexDefinition } from '../../stack/definitions/table';

function projection(index: IndexDefinition): GlobalSecondaryIndex['Projection'] {
  if (index.projection === 'ALL' || index.projection === 'KEYS_ONLY') {
    return { ProjectionType: index.projection };
  }
  return { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] };
}

function attributeDefinitions(keys: readonly IndexDefinition['partitionKey'][]) {
  const attributes = new Map<string, 'S' | 'N'>();
  for (const key of keys) attributes.set(key.name, key.type);
  return [...attributes].map(([AttributeName, AttributeType]) => ({
    AttributeName,
    AttributeType,
  }));
}

function indexSpec(index: IndexDefinition): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
    ],
    Projection: projection(index),
  };
}

/** Waits while the table or an index is being created, changed or deleted. */
export async function waitUntilSettled(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const busy =
      Table?.TableStatus !== 'ACTIVE' ||
      (Table.GlobalSecondaryIndexes ?? []).some((index) => index.IndexStatus !== 'ACTIVE');
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Table ${tableName} did not become active`);
}

export type ProvisionedTable = {
  /** The table was made now (a first start), not found from an earlier run. */
  created: boolean;
  /** Indexes of the definition an existing table lacked, added now (a newer layout). */
  addedIndexes: string[];
  /**
   * The table's stream, for the stream pollers: known here, so they need not ask DynamoDB Local
   * again (its DescribeTable counts every item: about 15 s at 100,000 listings).
   */
  streamArn: string | undefined;
};

/**
 * Creates the table from the shared definition (the same one the CDK construct reads), or
 * brings a table kept from an earlier run up to it by adding the indexes it lacks (data under
 * .data/ outlives a change of the layout). An index whose keys or projection changed cannot be
 * altered in place: that still needs a fresh .data/ (docs/local-stage.md).
 */
export async function provisionTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<ProvisionedTable> {
  const indexes: readonly IndexDefinition[] = TABLE.indexes;
  try {
    const created = await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions([
          TABLE.partitionKey,
          TABLE.sortKey,
          ...indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
        ]),
        KeySchema: [
          { AttributeName: TABLE.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey.name, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map(indexSpec),
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
    return {
      created: true,
      addedIndexes: [],
      streamArn: created.TableDescription?.LatestStreamArn,
    };
  } catch (error) {
    // Kept between runs under .data/: an existing table is the normal case.
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  const missing = indexes.filter((index) => !present.has(index.indexName));
  // One index per UpdateTable, as DynamoDB requires, each ready before the next.
  for (const index of missing) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions([index.partitionKey, index.sortKey]),
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
    await waitUntilSettled(client, tableName);
  }
  return {
    created: false,
    addedIndexes: missing.map((index) => index.indexName),
    streamArn: Table?.LatestStreamArn,
  };
}
