import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  ALERT_BUCKET_ENTRY_PREFIX,
  alertBucketPk,
  alertBucketVersionKey,
} from '#shared/table-keys';
import type { Db } from '../platform/db';
import { bucketEntrySchema, type BucketEntry } from './saved-searches-repo';

type CachedBucket = { version: number; entries: BucketEntry[] };

/**
 * The matcher's copy of the buckets it has read (docs/decisions/065-saved-searches-and-alerts.md),
 * kept for the life of the container. Each use reads the buckets' version items (one small
 * strongly consistent GetItem each); a bucket is read again, whole, only when its version moved,
 * so a change costs about one read unit per bucket while nobody saves a search, and a search
 * saved a moment before a listing goes live is never missed.
 */
export class AlertBucketCache {
  private readonly buckets = new Map<string, CachedBucket>();

  constructor(private readonly db: Db) {}

  /** The current entries of each bucket named. */
  async entries(bucketNames: readonly string[]): Promise<Map<string, BucketEntry[]>> {
    const names = [...new Set(bucketNames)];
    const versions = await this.versions(names);
    const result = new Map<string, BucketEntry[]>();
    for (const name of names) {
      const version = versions.get(name) ?? 0;
      let cached = this.buckets.get(name);
      if (!cached || cached.version !== version) {
        cached = { version, entries: version === 0 ? [] : await this.readBucket(name) };
        this.buckets.set(name, cached);
      }
      result.set(name, cached.entries);
    }
    return result;
  }

  /** Forgets every copy (tests; the bench's cold start). */
  clear(): void {
    this.buckets.clear();
  }

  // One GetItem a bucket (a batch of changes names a few makes and '*'): the key-scoped grant
  // of a stream consumer allows GetItem and Query, not BatchGetItem.
  private async versions(names: readonly string[]): Promise<Map<string, number>> {
    const answers = await Promise.all(
      names.map(async (name) => {
        const { Item } = await this.db.client.send(
          new GetCommand({
            TableName: this.db.tableName,
            Key: alertBucketVersionKey(name),
            ConsistentRead: true,
            ProjectionExpression: 'version',
          }),
        );
        return [name, Number(Item?.version ?? 0)] as const;
      }),
    );
    return new Map(answers);
  }

  private async readBucket(name: string): Promise<BucketEntry[]> {
    const entries: BucketEntry[] = [];
    let start: QueryCommandInput['ExclusiveStartKey'];
    do {
      const page = await this.db.client.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: {
            ':pk': alertBucketPk(name),
            ':prefix': ALERT_BUCKET_ENTRY_PREFIX,
          },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        const parsed = bucketEntrySchema.safeParse(item);
        if (parsed.success) entries.push(parsed.data);
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return entries;
  }
}
