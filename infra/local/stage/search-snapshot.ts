import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  rebuildSearchSnapshot,
  type CompactionResult,
} from '#lambdas/search/projection/compact-search-snapshot';
import { lineLogger } from '../line-logger';

export type SearchSnapshotTarget = {
  dynamodb: DynamoDBClient;
  s3: S3Client;
  tableName: string;
  bucket: string;
  log: (line: string) => void;
};

/**
 * Rebuilds the search snapshot from the table with the given clients (the local stage's, the
 * seed command's, or an operator's against a deployed stage): the same domain function the
 * compaction job falls back to.
 */
export function rebuildSearch(target: SearchSnapshotTarget): Promise<CompactionResult> {
  return rebuildSearchSnapshot(
    {
      db: {
        client: DynamoDBDocumentClient.from(target.dynamodb, {
          marshallOptions: { removeUndefinedValues: true },
        }),
        tableName: target.tableName,
      },
      s3: target.s3,
      bucket: target.bucket,
      log: lineLogger(target.log, 'search rebuild'),
    },
    'rebuild command',
  );
}
