import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { importChunkKey, importFileKey } from '#shared/image-keys';
import type { ImportedRow } from '#shared/csv-import/rules';

/*
 * The run's files in the images bucket (docs/csv-import.md): the uploaded file
 * `imports/{ownerId}/{importId}.csv`, read as a stream, and the Parse step's chunks of valid
 * rows `imports/{ownerId}/{importId}/chunks/{n}.json`, which the Map reads one at a time.
 */

export type ImportFiles = {
  /** The file's declared size and its bytes as a stream; undefined when it is not there. */
  openFile(
    ownerId: string,
    importId: string,
  ): Promise<{ size: number; body: Readable } | undefined>;
  putChunk(ownerId: string, importId: string, chunk: number, rows: ImportedRow[]): Promise<void>;
  getChunk(ownerId: string, importId: string, chunk: number): Promise<ImportedRow[]>;
};

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as {
    name?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function s3ImportFiles(s3: S3Client, bucket: string): ImportFiles {
  return {
    openFile: async (ownerId, importId) => {
      try {
        const result = await s3.send(
          new GetObjectCommand({ Bucket: bucket, Key: importFileKey(ownerId, importId) }),
        );
        return { size: result.ContentLength ?? 0, body: result.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    putChunk: async (ownerId, importId, chunk, rows) => {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: importChunkKey(ownerId, importId, chunk),
          Body: JSON.stringify({ rows }),
          ContentType: 'application/json',
        }),
      );
    },
    getChunk: async (ownerId, importId, chunk) => {
      const result = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: importChunkKey(ownerId, importId, chunk) }),
      );
      const text = (await result.Body?.transformToString('utf-8')) ?? '{}';
      return (JSON.parse(text) as { rows?: ImportedRow[] }).rows ?? [];
    },
  };
}
