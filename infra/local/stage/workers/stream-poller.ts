import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type DynamoDBStreamsClient,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import {
  matchesStreamFilters,
  type StreamConsumerDefinition,
} from '#infra/stack/definitions/stream-consumers';
import { idleBackoff } from './idle-backoff';
import { toLambdaRecord } from './stream-records';

export type StreamPollerOptions = {
  dynamodb: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  /** The table's stream when the caller knows it; else asked of DynamoDB (DescribeTable). */
  streamArn?: string;
  consumer: StreamConsumerDefinition;
  /** Calls the consumer's handler, as Lambda's event source mapping would. */
  invoke: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  log: (line: string) => void;
  /** Pause between polls when the stream has nothing new (Lambda polls 4 times a second). */
  idleMs?: number;
  /**
   * The longest pause: each poll that finds nothing doubles the pause up to this, so an idle
   * stage does not keep DynamoDB Local busy (decision 049). A poll that finds records, a
   * `nudge()` or a `drain()` brings it back to `idleMs`.
   */
  maxIdleMs?: number;
  /** For tests: the clock that times the shard discovery (default Date.now). */
  now?: () => number;
  /** For tests: how the poller pauses (default a timer); resolves after `ms` or on `signal`. */
  pause?: (ms: number, signal: AbortSignal) => Promise<void>;
  /**
   * Read every shard from its oldest record (TRIM_HORIZON, as a new event source mapping in AWS)
   * rather than from the stream's end: for a table created just now, whose every record counts.
   */
  fromStart?: boolean;
};

export type StreamPoller = {
  /** Resolves once every record written before the call has been handled (or given up on). */
  drain(): Promise<void>;
  /**
   * Something may have just written to the table (an API request, a job): a poller that has
   * backed off polls now, and keeps the short pause until the stream is quiet again.
   */
  nudge(): void;
  stop(): Promise<void>;
};

type ShardState = {
  id: string;
  parentId: string | undefined;
  iterator: string | undefined;
  lastReadSeq: string | undefined;
  /** Records read that passed the filter and are not yet handled, in stream order. */
  queue: DynamoDBRecord[];
  /** Records per invocation: the consumer's batch size, halved after the handler throws. */
  batchLimit: number;
  attempts: number;
  retryAt: number;
  started: boolean;
  /** The stream has no more records for this shard (GetRecords gave no next iterator). */
  closed: boolean;
};

/**
 * How often the shard list is read again while nothing asks for it sooner (a shard that ended,
 * a drain, an error). DynamoDB Local's DescribeStream reads its whole stream table (tens of
 * milliseconds at 100,000 listings, with every request queued behind it), and a shard rolls
 * over every few hours in AWS: once a second per consumer was most of an idle stage's load.
 */
export const DISCOVER_EVERY_MS = 10_000;
const finished = (shard: ShardState) => shard.closed && shard.queue.length === 0;
const backoffMs = (attempt: number) => Math.min(5000, 100 * 2 ** attempt);
const MAX_IDLE_MS = 1000;

function timerPause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The local stage's stand-in for Lambda's DynamoDB event source mapping: reads the table's
 * stream from DynamoDB Local (every shard, children after their parents), keeps only records
 * that pass the consumer's filter, and calls its handler in batches of its batch size, in
 * order per shard. Batch item failures are retried from the failed record with backoff (the
 * batch halved when the handler throws, like bisect-on-error) up to the consumer's retry
 * count; then the batch is logged and skipped, as AWS would hand it to the failure queue.
 * Starts at the stream's end (LATEST): records written after start() resolved are delivered;
 * with `fromStart`, every record the stream still holds is.
 */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { streams, consumer, log } = options;
  const idleMs = options.idleMs ?? 250;
  const idle = idleBackoff({ baseMs: idleMs, maxMs: options.maxIdleMs ?? MAX_IDLE_MS });
  const pause = options.pause ?? timerPause;
  const now = options.now ?? Date.now;
  const streamArn =
    options.streamArn ??
    (await options.dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }))).Table
      ?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${options.tableName} has no stream`);

  const shards = new Map<string, ShardState>();
  // A drain waits for an idle cycle that began after it was asked for.
  const waiters: { afterCycle: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  let cycle = 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  // The pause now being taken while the stream is quiet (0 when not pausing for that).
  let idlePauseMs = 0;
  let lastDiscovery = 0;
  // A shard just ended: its children may start now.
  let shardEnded = false;

  const iteratorFor = async (shardId: string, type: ShardIteratorType, after?: string) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          ...(after ? { SequenceNumber: after } : {}),
        }),
      )
    ).ShardIterator;

  const listShards = async (): Promise<Shard[]> => {
    const all: Shard[] = [];
    let start: string | undefined;
    do {
      const page = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      all.push(...(page.StreamDescription?.Shards ?? []));
      start = page.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return all;
  };

  /** New shards: at start the open ones begin at LATEST; later ones from their first record. */
  const discover = async (initial: boolean) => {
    for (const shard of await listShards()) {
      if (!shard.ShardId || shards.has(shard.ShardId)) continue;
      const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
      shards.set(shard.ShardId, {
        id: shard.ShardId,
        parentId: shard.ParentShardId,
        iterator: initial && open ? await iteratorFor(shard.ShardId, 'LATEST') : undefined,
        lastReadSeq: undefined,
        queue: [],
        batchLimit: consumer.batchSize,
        attempts: 0,
        retryAt: 0,
        // Shards that ended before start hold only records from before start: skipped.
        started: initial,
        closed: initial && !open,
      });
    }
    for (const shard of shards.values()) {
      if (shard.started) continue;
      const parent = shard.parentId ? shards.get(shard.parentId) : undefined;
      if (parent && !finished(parent)) continue;
      shard.iterator = await iteratorFor(shard.id, 'TRIM_HORIZON');
      shard.started = true;
    }
    lastDiscovery = now();
  };

  const deliver = async (shard: ShardState) => {
    const batch = shard.queue.slice(0, shard.batchLimit);
    let failedFrom: number | undefined;
    let threw = false;
    try {
      const result = await options.invoke({ Records: batch });
      const failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      if (failed.size > 0) {
        const at = batch.findIndex((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
        // An identifier that is not in the batch fails the whole batch, as in Lambda.
        failedFrom = Math.max(0, at);
      }
    } catch (error) {
      threw = true;
      failedFrom = 0;
      log(`${consumer.id}: the handler threw: ${error instanceof Error ? error.message : error}`);
    }
    if (failedFrom === undefined) {
      shard.queue.splice(0, batch.length);
      shard.attempts = 0;
      shard.batchLimit = consumer.batchSize;
      return;
    }
    shard.queue.splice(0, failedFrom);
    shard.attempts++;
    if (shard.attempts > consumer.retryAttempts) {
      const dropped = shard.queue.splice(0, batch.length - failedFrom);
      log(
        `${consumer.id}: gave up on ${dropped.length} stream records after ${consumer.retryAttempts} retries ` +
          `(from sequence number ${dropped[0]?.dynamodb?.SequenceNumber}); in AWS they go to the failure queue`,
      );
      shard.attempts = 0;
      shard.batchLimit = consumer.batchSize;
      return;
    }
    if (threw && batch.length > 1) shard.batchLimit = Math.ceil(batch.length / 2);
    shard.retryAt = Date.now() + backoffMs(shard.attempts);
  };

  /** True when the shard had records to read or handle. */
  const pollShard = async (shard: ShardState): Promise<boolean> => {
    if (shard.queue.length > 0) {
      if (Date.now() >= shard.retryAt) await deliver(shard);
      return true;
    }
    if (shard.closed || !shard.iterator) return false;
    let output;
    try {
      output = await streams.send(
        new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: consumer.batchSize }),
      );
    } catch (error) {
      if (!(
        error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException
      )) {
        throw error;
      }
      shard.iterator = shard.lastReadSeq
        ? await iteratorFor(shard.id, 'AFTER_SEQUENCE_NUMBER', shard.lastReadSeq)
        : await iteratorFor(shard.id, 'LATEST');
      return true;
    }
    shard.iterator = output.NextShardIterator;
    if (!shard.iterator) shard.closed = shardEnded = true;
    const records = output.Records ?? [];
    if (records.length === 0) return false;
    shard.lastReadSeq = records.at(-1)?.dynamodb?.SequenceNumber;
    shard.queue.push(
      ...records
        .map((record) => toLambdaRecord(record, streamArn))
        .filter((record) => matchesStreamFilters(consumer.filters, record.dynamodb?.Keys)),
    );
    if (shard.queue.length > 0) await deliver(shard);
    return true;
  };

  const sleep = (ms: number) => {
    const abort = new AbortController();
    wake = () => abort.abort();
    return pause(ms, abort.signal).finally(() => {
      wake = undefined;
      idlePauseMs = 0;
    });
  };

  const loop = async () => {
    let errors = 0;
    while (!stopped) {
      const thisCycle = ++cycle;
      let busy = false;
      try {
        if (waiters.length > 0 || shardEnded || now() - lastDiscovery >= DISCOVER_EVERY_MS) {
          shardEnded = false;
          await discover(false);
        }
        for (const shard of shards.values()) {
          if (shard.started && !finished(shard)) busy = (await pollShard(shard)) || busy;
        }
        errors = 0;
      } catch (error) {
        errors++;
        // The stream may have been replaced (the emulator restarted): list its shards again.
        lastDiscovery = 0;
        if (errors === 1 || errors % 20 === 0) {
          log(
            `${consumer.id}: reading the table stream failed (${errors}x), retrying: ${String(error)}`,
          );
        }
        await sleep(backoffMs(errors));
        continue;
      }
      if (busy) {
        idle.reset();
      } else {
        for (const waiter of waiters.filter((w) => w.afterCycle < thisCycle)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        const ms = idle.next();
        const sleeping = sleep(ms);
        idlePauseMs = ms;
        await sleeping;
      }
    }
  };

  await discover(!options.fromStart);
  const running = loop();

  return {
    drain: () =>
      new Promise<void>((resolve, reject) => {
        if (stopped) return reject(new Error('The stream poller has stopped'));
        waiters.push({ afterCycle: cycle, resolve, reject });
        idle.reset();
        wake?.();
      }),
    nudge: () => {
      idle.reset();
      // Only a pause longer than the short one is cut: nudges from a busy stage (a request
      // every few milliseconds) never poll more often than every idleMs.
      if (idlePauseMs > idleMs) wake?.();
    },
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
      for (const waiter of waiters.splice(0)) waiter.reject(new Error('The stream poller stopped'));
    },
  };
}
