import type { S3Event } from 'aws-lambda';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { s3 } from '../platform/s3';
import { createLogger } from '../platform/logger';
import { processUploadedPhoto } from '../photo/process-uploaded-photo';
import { decodeS3EventKey } from '../photo/s3-event-key';

const log = createLogger({ handler: 'process-uploaded-photo' });

/**
 * The images bucket's ObjectCreated notification for `uploads/` (infra/stack/definitions/image-pipeline.ts;
 * on the local stage, s3rver's events through infra/local/stage/workers/s3-notifications.ts).
 * Records one at a time, so one photo's pixels are in memory at once. A refused file is a
 * verdict, not an error; an error (S3 or DynamoDB failing) is thrown so Lambda retries the
 * event, and records already handled are then recognised as settled.
 */
export const handler = async (event: S3Event): Promise<void> => {
  const deps = { db: stageDb(), s3: s3(), bucket: env.imagesBucket };
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated:')) continue;
    const key = decodeS3EventKey(record.s3.object.key);
    if (key === undefined) {
      log.warn('Photo upload event with a malformed key', { key: record.s3.object.key });
      continue;
    }
    const started = Date.now();
    const result = await processUploadedPhoto(deps, {
      bucket: record.s3.bucket.name,
      key,
      ...(record.s3.object.versionId ? { versionId: record.s3.object.versionId } : {}),
    });
    const data = { key, ms: Date.now() - started, ...result };
    if (result.outcome === 'ignored') log.debug('Photo upload event ignored', data);
    else log.info('Photo upload processed', data);
  }
};
