import { randomBytes } from 'node:crypto';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import { encodeS3EventKey } from '#lambdas/photo/s3-event-key';
import type { BucketKey } from '#infra/stack/definitions/buckets';
import type { ImageProcessorDefinition } from '#infra/stack/definitions/image-pipeline';
import { LOCAL_REGION } from '../emulators/dynamodb';
import type { S3ObjectEventListener, S3rverEventRecord } from '../emulators/s3';

export type S3Notifications = {
  /** Resolves once every matching object event received before the call has been handled. */
  drain(): Promise<void>;
  /** Stops listening; waits for the invocation under way, drops the ones not started. */
  stop(): Promise<void>;
};

export type S3NotificationsOptions = {
  /** s3rver's object events (emulators/s3.ts `onS3ObjectEvent`); returns the unsubscribe. */
  subscribe: (listener: S3ObjectEventListener) => () => void;
  /** The stage's bucket names, for the definitions' trigger buckets. */
  buckets: Record<BucketKey, string>;
  /** Functions triggered by ObjectCreated events (infra/stack/definitions/image-pipeline.ts). */
  functions: readonly ImageProcessorDefinition[];
  invoke: (fn: ImageProcessorDefinition, event: S3Event) => Promise<unknown>;
  log: (line: string) => void;
  /** Wait before the first retry of an invocation that threw; doubled for each further one. */
  retryDelayMs?: number;
};

/** An S3 event record as AWS delivers it to Lambda: the key URL-encoded, one record an event. */
export function awsS3EventRecord(
  record: S3rverEventRecord,
  configurationId: string,
): S3EventRecord {
  const { bucket, object } = record.s3;
  return {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    awsRegion: LOCAL_REGION,
    eventTime: record.eventTime,
    eventName: record.eventName,
    userIdentity: { principalId: 'AWS:LOCAL' },
    requestParameters: { sourceIPAddress: '127.0.0.1' },
    responseElements: {
      'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(),
      'x-amz-id-2': randomBytes(32).toString('base64'),
    },
    s3: {
      s3SchemaVersion: '1.0',
      configurationId,
      bucket: {
        name: bucket.name,
        ownerIdentity: { principalId: 'LOCAL' },
        arn: `arn:aws:s3:::${bucket.name}`,
      },
      // s3rver has no versions, so no versionId (the handler then acts on the key).
      object: {
        key: encodeS3EventKey(object.key),
        size: object.size ?? 0,
        eTag: object.eTag ?? '',
        sequencer: object.sequencer,
      },
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The local stage's S3 event notifications: s3rver's object events, filtered as the CDK
 * stack's bucket notifications are (ObjectCreated, the trigger's bucket and key prefix), each
 * invoke the same handler module with an AWS-shaped S3Event of one record. One invocation at
 * a time, in the order the objects arrived, so one photo's pixels are in memory at once. An
 * invocation that throws is retried like Lambda's asynchronous invocations (the definition's
 * retry count; locally after seconds rather than minutes), then logged and dropped.
 */
export function startS3Notifications(options: S3NotificationsOptions): S3Notifications {
  const retryDelayMs = options.retryDelayMs ?? 1000;
  let stopped = false;
  let tail: Promise<void> = Promise.resolve();

  const deliver = async (fn: ImageProcessorDefinition, record: S3rverEventRecord) => {
    const where = `${record.s3.bucket.name}/${record.s3.object.key}`;
    const event: S3Event = { Records: [awsS3EventRecord(record, fn.id)] };
    for (let attempt = 0; ; attempt++) {
      if (stopped) return;
      try {
        await options.invoke(fn, event);
        return;
      } catch (error) {
        const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
        if (attempt >= fn.retryAttempts) {
          options.log(
            `${fn.id} (${fn.handler}) failed on ${where} ${attempt + 1} times; the event is dropped, as Lambda drops it after its retries:\n${reason}`,
          );
          return;
        }
        const wait = retryDelayMs * 2 ** attempt;
        options.log(
          `${fn.id} (${fn.handler}) failed on ${where}; retrying in ${wait} ms:\n${reason}`,
        );
        await sleep(wait);
      }
    }
  };

  const unsubscribe = options.subscribe((record) => {
    if (stopped || !record.eventName.startsWith('ObjectCreated:')) return;
    for (const fn of options.functions) {
      const { bucket, prefix } = fn.trigger;
      if (record.s3.bucket.name !== options.buckets[bucket]) continue;
      if (!record.s3.object.key.startsWith(prefix)) continue;
      tail = tail.then(() => deliver(fn, record));
    }
  });

  return {
    drain: async () => {
      // Events delivered while waiting (none, for a caller that stopped writing) join the tail.
      let seen: Promise<void> | undefined;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },
    stop: async () => {
      unsubscribe();
      stopped = true;
      await tail;
    },
  };
}
