/**
 * The single DynamoDB table, defined once: the CDK construct and the local stage both build
 * the table from this. Pure data (no CDK imports) so handlers and scripts may read it too.
 *
 * Key design and each access pattern are documented in docs/data-model.md.
 */
export type KeyAttribute = { name: string; type: 'S' | 'N' };

export type IndexDefinition = {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
  /** Attributes copied into the index besides the keys; 'ALL' copies the whole item. */
  projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
  purpose: string;
};

export const TABLE = {
  /** Logical id; the physical name is `vanyard-{stage}`. */
  baseName: 'vanyard',
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  timeToLiveAttribute: 'expires_at',
  indexes: [
    {
      indexName: 'GSI1',
      partitionKey: { name: 'GSI1PK', type: 'S' },
      sortKey: { name: 'GSI1SK', type: 'S' },
      projection: 'ALL',
      purpose: "Owner: a seller's listings, newest first (OWNER#{userId} / {created_at}#{id}).",
    },
    {
      indexName: 'GSI2',
      partitionKey: { name: 'GSI2PK', type: 'S' },
      sortKey: { name: 'GSI2SK', type: 'S' },
      projection: 'ALL',
      purpose:
        'Moderation: listings by approval status, newest first (APPROVAL#{status} / {created_at}#{id}).',
    },
    {
      indexName: 'GSI3',
      partitionKey: { name: 'GSI3PK', type: 'S' },
      sortKey: { name: 'GSI3SK', type: 'S' },
      projection: 'ALL',
      purpose:
        'Browse (sparse, live only): by make, ordered by model then newest (LIVE#MAKE#{make} / {model}#{created_at}#{id}).',
    },
    {
      indexName: 'GSI4',
      partitionKey: { name: 'GSI4PK', type: 'S' },
      sortKey: { name: 'GSI4SK', type: 'S' },
      projection: 'ALL',
      purpose:
        'Geohash radius search (sparse, live only): GEO#{geohash precision 3} / {geohash precision 9}#{id}.',
    },
    {
      indexName: 'GSI5',
      partitionKey: { name: 'GSI5PK', type: 'S' },
      sortKey: { name: 'GSI5SK', type: 'S' },
      projection: 'ALL',
      purpose:
        'Featured (sparse, live and boosted only): FEATURED#HOME or FEATURED#SEARCH / {boost_expires}#{id}.',
    },
  ] satisfies IndexDefinition[],
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['indexName'];

export function tableName(stage: string): string {
  return `${TABLE.baseName}-${stage}`;
}
