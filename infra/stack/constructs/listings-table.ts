import type { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE, tableName, type IndexDefinition, type KeyAttribute } from '../definitions/table';

export type ListingsTableProps = {
  stage: string;
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
};

function attribute(key: KeyAttribute): dynamodb.Attribute {
  return {
    name: key.name,
    type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
  };
}

function projection(
  index: IndexDefinition,
): Pick<dynamodb.GlobalSecondaryIndexProps, 'projectionType' | 'nonKeyAttributes'> {
  if (index.projection === 'ALL') return { projectionType: dynamodb.ProjectionType.ALL };
  if (index.projection === 'KEYS_ONLY')
    return { projectionType: dynamodb.ProjectionType.KEYS_ONLY };
  return {
    projectionType: dynamodb.ProjectionType.INCLUDE,
    nonKeyAttributes: [...index.projection],
  };
}

/** The single-table store of listings, users, payments and caches (infra/stack/definitions/table.ts). */
export class ListingsTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: ListingsTableProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      // Named like the local stage's table so scripts and runbooks use one name per stage.
      tableName: tableName(props.stage),
      partitionKey: attribute(TABLE.partitionKey),
      sortKey: attribute(TABLE.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Derived data (sitemaps, counters, search cells) follows item changes through the stream.
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });

    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        ...projection(index),
      });
    }
  }
}
