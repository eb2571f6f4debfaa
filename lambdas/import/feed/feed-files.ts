import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { importChunkKey } from '#shared/image-keys';

/*
 * A feed run's stock references (decision 074): the key of every reference the file named, in
 * a valid row or not, written by Parse beside the run's chunks and read by Reconcile, which sells
 * the listings whose reference is not among them. Beside the chunks (`…/chunks/references.json`)
 * so the two tasks need no object prefix beyond the ones they have.
 */

export const referencesKey = (ownerId: string, importId: string) =>
  importChunkKey(ownerId, importId, 0).replace(/0\.json$/, 'references.json');

export type FeedFiles = {
  putReferences(ownerId: string, importId: string, keys: readonly string[]): Promise<void>;
  getReferences(ownerId: string, importId: string): Promise<string[]>;
};

export function s3FeedFiles(s3: S3Client, bucket: string): FeedFiles {
  return {
    putReferences: async (ownerId, importId, keys) => {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: referencesKey(ownerId, importId),
          Body: JSON.stringify({ keys }),
          ContentType: 'application/json',
        }),
      );
    },
    getReferences: async (ownerId, importId) => {
      const result = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: referencesKey(ownerId, importId) }),
      );
      const text = (await result.Body?.transformToString('utf-8')) ?? '{}';
      return (JSON.parse(text) as { keys?: string[] }).keys ?? [];
    },
  };
}
