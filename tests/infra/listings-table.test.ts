import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE, tableName } from '#infra/stack/definitions/table';
import {
  ADMIN_INDEX_ATTRIBUTES,
  FEATURED_INDEX_ATTRIBUTES,
  INDEX_KEYS,
  LEGACY_FEATURED_INDEX,
  OWNER_ROW_ATTRIBUTES,
} from '#shared/table-keys';
import { synth, type Built } from './support/synth';

describe('ListingsTable', () => {
  let dev: Built;
  let prod: Built;
  beforeAll(() => {
    dev = synth({ stage: 'dev' });
    prod = synth({ stage: 'prod' });
  });

  it('is one on-demand table with the keys of infra/stack/definitions/table.ts', () => {
    dev.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: tableName('dev'),
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey.name, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
    });
  });

  it('has every GSI of the definition, with its keys and projection, and no other', () => {
    const [table] = Object.values(dev.template.findResources('AWS::DynamoDB::Table'));
    const indexes = table?.Properties.GlobalSecondaryIndexes as Array<Record<string, unknown>>;
    expect(indexes.map((index) => index.IndexName).sort()).toEqual(
      TABLE.indexes.map((index) => index.indexName).sort(),
    );
    for (const index of TABLE.indexes) {
      expect(indexes).toContainEqual({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection:
          index.projection === 'KEYS_ONLY'
            ? { ProjectionType: index.projection }
            : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
      });
    }
    const keyAttributes = [TABLE, ...TABLE.indexes].flatMap((keys) => [
      { AttributeName: keys.partitionKey.name, AttributeType: keys.partitionKey.type },
      { AttributeName: keys.sortKey.name, AttributeType: keys.sortKey.type },
    ]);
    expect(table?.Properties.AttributeDefinitions).toEqual(expect.arrayContaining(keyAttributes));
  });

  it('keys every GSI by the attribute names of shared/table-keys (INDEX_KEYS), which the readers use', () => {
    const [table] = Object.values(dev.template.findResources('AWS::DynamoDB::Table'));
    const indexes = table?.Properties.GlobalSecondaryIndexes as Array<{
      IndexName: string;
      KeySchema: Array<{ AttributeName: string; KeyType: string }>;
    }>;
    expect(
      indexes
        .map((index) => ({ name: index.IndexName, keys: index.KeySchema }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(
      // GSI5, retiring, on the featured keys GSI7 now reads through (decision 077).
      [...Object.values(INDEX_KEYS), { ...INDEX_KEYS.featured, name: LEGACY_FEATURED_INDEX.name }]
        .map((keys) => ({
          name: keys.name,
          keys: [
            { AttributeName: keys.pk, KeyType: 'HASH' },
            { AttributeName: keys.sk, KeyType: 'RANGE' },
          ],
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('has lean indexes, each with a reader: owner, moderation, admin, geo, featured and expiry; no browse index', () => {
    const [table] = Object.values(dev.template.findResources('AWS::DynamoDB::Table'));
    const indexes = table?.Properties.GlobalSecondaryIndexes as Array<{
      IndexName: string;
      Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
    }>;
    const byName = Object.fromEntries(indexes.map((index) => [index.IndexName, index.Projection]));
    expect(Object.keys(byName).sort()).toEqual([
      'GSI1',
      'GSI2',
      'GSI3',
      'GSI4',
      'GSI5',
      'GSI6',
      'GSI7',
    ]);
    expect(byName.GSI1).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...OWNER_ROW_ATTRIBUTES],
    });
    expect(byName.GSI2).toEqual({ ProjectionType: 'KEYS_ONLY' });
    // The admin mirror's rows: small, never a description or photos.
    expect(byName.GSI3).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...ADMIN_INDEX_ATTRIBUTES],
    });
    expect(byName.GSI3?.NonKeyAttributes).not.toContain('description');
    expect(byName.GSI3?.NonKeyAttributes).not.toContain('image_urls');
    expect(byName.GSI4).toEqual({ ProjectionType: 'KEYS_ONLY' });
    // The featured cards (decision 077): the card, its seller and its price changes.
    expect(byName.GSI7).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...FEATURED_INDEX_ATTRIBUTES],
    });
    expect(byName.GSI7?.NonKeyAttributes).toEqual(
      expect.arrayContaining(['user_id', 'price_changes', 'price', 'status']),
    );
    expect(byName.GSI7?.NonKeyAttributes).not.toContain('views');
    expect(byName.GSI7?.NonKeyAttributes).not.toContain('description');
    // GSI5, retiring, exactly as deployed: a projection that changed would fail the deploy.
    expect(byName.GSI5).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...LEGACY_FEATURED_INDEX.attributes],
    });
    expect(byName.GSI5?.NonKeyAttributes).not.toContain('user_id');
    // The listing expiry run's (decision 072): what is due, keys only.
    expect(byName.GSI6).toEqual({ ProjectionType: 'KEYS_ONLY' });
    for (const projection of Object.values(byName))
      expect(projection.ProjectionType).not.toBe('ALL');
  });

  it('keeps point-in-time recovery on and streams new and old images', () => {
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('is protected and retained on prod, disposable on dev', () => {
    prod.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    dev.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});
