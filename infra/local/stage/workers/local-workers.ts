import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import type { BucketKey } from '#infra/stack/definitions/buckets';
import { PHOTO_PROCESSOR } from '#infra/stack/definitions/image-pipeline';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import {
  STREAM_CONSUMERS,
  type StreamConsumerDefinition,
} from '#infra/stack/definitions/stream-consumers';
import { LOCAL_SCHEDULED_JOB_EVENT } from '#shared/events/schedules';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../emulators/dynamodb';
import type { S3ObjectEventListener } from '../emulators/s3';
import { startS3Notifications, type S3Notifications } from './s3-notifications';
import { startLocalScheduler } from './scheduler';
import { startStreamPoller, type StreamPoller } from './stream-poller';
import { startFunctionThreads, type FunctionThreads } from './function-threads';
import { workerInvoker } from './worker-handlers';

export type LocalWorkers = {
  /**
   * Resolves once every stream consumer has handled what was written before the call, and the
   * S3-triggered functions (the photo processor) every object uploaded before it.
   */
  drain(): Promise<void>;
  /** Runs a scheduled job now and waits for it. */
  runSchedule(id: string): Promise<void>;
  /**
   * Something outside the workers may have written to the table (an API request, a Step
   * Functions task): pollers that have backed off while the stage was idle poll now.
   */
  nudge(): void;
  stop(): Promise<void>;
};

/**
 * Everything the local stage runs besides API requests, from the same definitions as the CDK
 * stack: a stream poller per stream consumer (from the stream's end, so call this before
 * anything writes that must be seen; from its start for `replaysNewTable` consumers of a new
 * table), the scheduled jobs, and, given s3rver's object events,
 * the bucket notifications (the photo processor for uploads/). Each function's handler runs in
 * a worker thread of its own (function-threads.ts); the pollers, the scheduler's timers and the
 * notification queue stay here, as the event source mappings and schedules are AWS's own part.
 */
export async function startLocalWorkers(options: {
  dynamodb: DynamoDBClient;
  dynamodbEndpoint: string;
  tableName: string;
  /** The table's stream, when known (provision-table.ts); else each poller asks DynamoDB. */
  streamArn?: string;
  repoRoot: string;
  log: (line: string) => void;
  /**
   * The table was created by this start: consumers that ask for it (`replaysNewTable`) read its
   * stream from the start, so what was written before the workers started (the demo data) counts.
   */
  newTable?: boolean;
  /**
   * Where the functions' handlers run: each in a thread of its own (default, as AWS gives each
   * function containers of its own), or in this process (test stages: six threads cost about
   * 8 CPU-s a start, and an integration test checks what a handler does, not where; decision 054).
   */
  functionsIn?: 'threads' | 'process';
  /** s3rver's object events and the stage's bucket names, for the S3-triggered functions. */
  s3Events?: {
    subscribe: (listener: S3ObjectEventListener) => () => void;
    buckets: Record<BucketKey, string>;
  };
}): Promise<LocalWorkers> {
  // Each function in a thread of its own, as each has containers of its own in AWS, all started
  // now (their modules load while the stage finishes starting): a test that writes and waits
  // for the stream's effect sees it as promptly as when the handlers ran in this process.
  const threads: FunctionThreads =
    options.functionsIn === 'process'
      ? inProcessFunctions(options.repoRoot)
      : startFunctionThreads({ repoRoot: options.repoRoot, log: options.log });
  const functions = [
    ...STREAM_CONSUMERS,
    ...SCHEDULES,
    ...(options.s3Events ? [PHOTO_PROCESSOR] : []),
  ];
  for (const fn of functions) threads.warm(fn);
  const pollers: StreamPoller[] = [];
  const nudge = () => pollers.forEach((poller) => poller.nudge());
  // What a worker writes (a projection, a photo's variants, a job's changes) may be another
  // consumer's news.
  const invoke = async <T>(worker: Parameters<typeof threads.invoke>[0], event: unknown) => {
    try {
      return await threads.invoke<T>(worker, event);
    } finally {
      nudge();
    }
  };
  const streams = new DynamoDBStreamsClient({
    endpoint: options.dynamodbEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    for (const consumer of STREAM_CONSUMERS as readonly StreamConsumerDefinition[]) {
      pollers.push(
        await startStreamPoller({
          dynamodb: options.dynamodb,
          streams,
          tableName: options.tableName,
          streamArn: options.streamArn,
          consumer,
          invoke: (event) => invoke<DynamoDBBatchResponse | void>(consumer, event),
          log: options.log,
          fromStart: Boolean(options.newTable && consumer.replaysNewTable),
        }),
      );
    }
  } catch (error) {
    await Promise.allSettled(pollers.map((poller) => poller.stop()));
    streams.destroy();
    await threads.stop();
    throw error;
  }
  const notifications: S3Notifications | undefined = options.s3Events
    ? startS3Notifications({
        subscribe: options.s3Events.subscribe,
        buckets: options.s3Events.buckets,
        functions: [PHOTO_PROCESSOR],
        invoke: (fn, event) => invoke(fn, event),
        log: options.log,
      })
    : undefined;
  const scheduler = startLocalScheduler({
    schedules: SCHEDULES,
    // The AWS targets set no input (shared/events/schedules.ts).
    invoke: (schedule) => invoke(schedule, LOCAL_SCHEDULED_JOB_EVENT),
    log: options.log,
  });
  return {
    drain: async () => {
      // Photos first: processing one writes to the table, which the pollers then see.
      await notifications?.drain();
      await Promise.all(pollers.map((poller) => poller.drain()));
    },
    runSchedule: (id) => scheduler.run(id),
    nudge,
    stop: async () => {
      await notifications?.stop();
      await scheduler.stop();
      await Promise.allSettled(pollers.map((poller) => poller.stop()));
      streams.destroy();
      await threads.stop();
    },
  };
}

/** The functions' handlers in this process, imported once each: what a test stage runs. */
function inProcessFunctions(repoRoot: string): FunctionThreads {
  const invoke = workerInvoker(repoRoot);
  return { invoke, warm: () => undefined, stop: async () => undefined };
}
