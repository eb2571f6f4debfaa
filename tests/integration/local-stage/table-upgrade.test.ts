import { DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampAdminKeys } from '#infra/local/upgrades/stamp-admin-keys';
import { provisionTable, waitUntilSettled } from '#infra/local/stage/provision-table';
import { adminMirrorPk, adminShard, INDEX, profileKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { listingItem, putListing } from '#lambdas/listing/listing-writer';
import { queryHomepageFeatured } from '#lambdas/listing/listing-repo';

/** An item as an earlier layout wrote it: none of the keys issue 16 added. */
function withoutNewKeys(item: Record<string, unknown>) {
  const { GSI3PK: _pk, GSI3SK: _sk, ...rest } = item;
  return rest;
}

/** A table as an earlier layout left it: without `index`, and a raw client to provision it. */
async function tableWithout(
  name: string,
  index: string,
): Promise<{ table: LocalTable; raw: DynamoDBClient }> {
  const table = await startLocalTable(name);
  const raw = new DynamoDBClient({
    endpoint: table.emulator.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  await table.db.client.send(
    new UpdateTableCommand({
      TableName: table.db.tableName,
      GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index } }],
    }),
  );
  await waitUntilSettled(raw, table.db.tableName);
  return { table, raw };
}

describe('a table kept from an earlier layout is brought up to the definition', () => {
  let table: LocalTable;
  let raw: DynamoDBClient;
  let tableName: string;

  beforeAll(async () => {
    // The layout before the admin mirror: no GSI3, items without its keys.
    ({ table, raw } = await tableWithout('vanyard-test-upgrade', INDEX.admin));
    tableName = table.db.tableName;
    const listing = aListing({ id: 'old-listing', updated_at: '2026-01-02T03:04:05.000Z' });
    await table.db.client.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...withoutNewKeys(listingItem(listing)), GSI2SK: `${listing.created_at}#old` },
      }),
    );
    await table.db.client.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...profileKey('old-user'),
          id: 'old-user',
          email: 'old@example.org',
          full_name: 'Old User',
          created_at: '2025-01-01T00:00:00.000Z',
        },
      }),
    );
  });

  afterAll(async () => {
    raw?.destroy();
    await table?.stop();
  });

  it('adds the missing index, then stamps the old items so the index finds them', async () => {
    const provisioned = await provisionTable(raw, tableName);
    expect(provisioned).toEqual({
      created: false,
      addedIndexes: [INDEX.admin],
      streamArn: expect.stringContaining('/stream/'),
    });

    expect(await stampAdminKeys(table.db)).toEqual({ listings: 1, users: 1 });
    const query = (kind: 'listings' | 'users', id: string) =>
      table.db.client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: INDEX.admin,
          KeyConditionExpression: 'GSI3PK = :pk',
          ExpressionAttributeValues: { ':pk': adminMirrorPk(kind, adminShard(id)) },
        }),
      );
    expect((await query('listings', 'old-listing')).Items?.map((i) => i.id)).toEqual([
      'old-listing',
    ]);
    expect((await query('users', 'old-user')).Items?.map((i) => i.email)).toEqual([
      'old@example.org',
    ]);
    // The moderation index now sorts by the last change, and nothing else changed.
    const moderation = await table.db.client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: INDEX.moderation,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': 'APPROVAL#approved' },
      }),
    );
    expect(moderation.Items?.map((i) => i.GSI2SK)).toEqual([
      '2026-01-02T03:04:05.000Z#old-listing',
    ]);
  });

  it('leaves a table already up to date alone', async () => {
    expect(await provisionTable(raw, tableName)).toEqual({
      created: false,
      addedIndexes: [],
      streamArn: expect.stringContaining('/stream/'),
    });
  });

  it('stamps nothing that was deleted meanwhile and fails on nothing', async () => {
    await table.db.client.send(
      new DeleteCommand({ TableName: tableName, Key: profileKey('old-user') }),
    );
    expect(await stampAdminKeys(table.db)).toEqual({ listings: 1, users: 0 });
  });
});

describe('a table kept from before GSI7 (decision 077)', () => {
  let table: LocalTable;
  let raw: DynamoDBClient;

  beforeAll(async () => {
    // The layout before: GSI5 only. A featured listing written then, with GSI5's keys.
    ({ table, raw } = await tableWithout('vanyard-test-featured-upgrade', INDEX.featured));
    const boostedUntil = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await putListing(
      table.db,
      aListing({
        id: 'featured-before',
        user_id: 'dealer-1',
        homepage_featured: true,
        homepage_featured_until: boostedUntil,
        boost_expires: boostedUntil,
      }),
    );
  });

  afterAll(async () => {
    raw?.destroy();
    await table?.stop();
  });

  it('gains GSI7, filled from the keys its items already have: no rewrite', async () => {
    expect((await provisionTable(raw, table.db.tableName)).addedIndexes).toEqual([INDEX.featured]);
    const featured = await queryHomepageFeatured(table.db, new Date(), 20);
    expect(featured.map((entry) => [entry.id, entry.user_id])).toEqual([
      ['featured-before', 'dealer-1'],
    ]);
  });
});
