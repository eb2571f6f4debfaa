/**
 * The single DynamoDB table, defined once: the CDK construct and the local stage both build
 * the table from this. Pure data (no CDK imports).
 *
 * Key design, each access pattern and each index's reader and write amplification are
 * documented in docs/data-model.md; index names, keys and projections come from
 * shared/table-keys.ts, which the readers use too.
 */
import {
  ADMIN_INDEX_ATTRIBUTES,
  FEATURED_INDEX_ATTRIBUTES,
  INDEX_KEYS,
  LEGACY_FEATURED_INDEX,
  OWNER_ROW_ATTRIBUTES,
} from '#shared/table-keys';

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
      indexName: INDEX_KEYS.owner.name,
      partitionKey: { name: INDEX_KEYS.owner.pk, type: 'S' },
      sortKey: { name: INDEX_KEYS.owner.sk, type: 'S' },
      projection: OWNER_ROW_ATTRIBUTES,
      purpose:
        "Owner: a seller's listings by My Listings tab, newest first (OWNER#{userId} / A#{created_at}#{id} or S#{updated_at}#{id}); read by My Listings and the dashboard counts.",
    },
    {
      indexName: INDEX_KEYS.moderation.name,
      partitionKey: { name: INDEX_KEYS.moderation.pk, type: 'S' },
      sortKey: { name: INDEX_KEYS.moderation.sk, type: 'S' },
      projection: 'KEYS_ONLY',
      purpose:
        'Moderation: listings by approval status (APPROVAL#{status} / {updated_at}#{id}); read by the moderation queue (pending, longest waiting first) and its count.',
    },
    {
      indexName: INDEX_KEYS.admin.name,
      partitionKey: { name: INDEX_KEYS.admin.pk, type: 'S' },
      sortKey: { name: INDEX_KEYS.admin.sk, type: 'S' },
      projection: ADMIN_INDEX_ATTRIBUTES,
      purpose:
        'Admin mirror: every listing and profile by shard and last write (ADMIN#L#{shard} or ADMIN#U#{shard} / {written at}#{id}); read by the admin screens to load and refresh their in-memory mirror.',
    },
    {
      indexName: INDEX_KEYS.geo.name,
      partitionKey: { name: INDEX_KEYS.geo.pk, type: 'S' },
      sortKey: { name: INDEX_KEYS.geo.sk, type: 'S' },
      projection: 'KEYS_ONLY',
      purpose:
        'Nearby vans (sparse, live only): GEO#{geohash precision 3} / {geohash precision 9}#{id}; the point is in the sort key.',
    },
    {
      indexName: INDEX_KEYS.featured.name,
      partitionKey: { name: INDEX_KEYS.featured.pk, type: 'S' },
      sortKey: { name: INDEX_KEYS.featured.sk, type: 'S' },
      projection: FEATURED_INDEX_ATTRIBUTES,
      purpose:
        "Featured (sparse, live and boosted only): FEATURED#HOME or FEATURED#SEARCH / {boost_expires}#{id}; carries the home page's cards with their seller and price changes (decision 077); read by the home page and the boost sweep.",
    },
    {
      indexName: LEGACY_FEATURED_INDEX.name,
      partitionKey: { name: INDEX_KEYS.featured.pk, type: 'S' },
      sortKey: { name: INDEX_KEYS.featured.sk, type: 'S' },
      projection: LEGACY_FEATURED_INDEX.attributes,
      purpose:
        'Retiring: the featured index before decision 077 (same keys, fewer attributes), read by nothing; dropped by the deploy after the one that adds GSI7.',
    },
    {
      indexName: INDEX_KEYS.expiry.name,
      partitionKey: { name: INDEX_KEYS.expiry.pk, type: 'S' },
      sortKey: { name: INDEX_KEYS.expiry.sk, type: 'S' },
      projection: 'KEYS_ONLY',
      purpose:
        'Expiry (sparse, live listings with an end only): EXPIRY#{shard} / {reminder or end due}#{id}; read by the listing expiry run for what is due now (decision 072).',
    },
  ] satisfies IndexDefinition[],
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['indexName'];

export function tableName(stage: string): string {
  return `${TABLE.baseName}-${stage}`;
}
