/**
 * Resuming a CSV import after failures injected mid-run, on the local runner: the tasks fail
 * as a crash or a throttle would make them (a DynamoDB call that throws, a file stream that
 * breaks, an answer lost after the write), the state machine retries them, and the result has
 * every row once: no duplicate listing, no count added twice, the tally exact.
 */
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT } from '#infra/stack/definitions/state-machines';
import type { Db } from '#lambdas/platform/db';
import { getListingTally } from '#lambdas/listing/listing-state-repo';
import { postcodeTableGeocoder } from '#lambdas/geocoding/postcode-table-geocoder';
import { putVariant } from '#lambdas/photo/upload-object';
import { runChunk } from '#lambdas/import/chunk-step';
import type { ImportRunDeps } from '#lambdas/import/deps';
import { fetchImage } from '#lambdas/import/fetch-image';
import { s3ImportFiles, type ImportFiles } from '#lambdas/import/import-files';
import { runParse } from '#lambdas/import/parse-step';
import { IMPORT_FILE_MESSAGES } from '#shared/csv-import/rules';
import { chunkTaskInputSchema, importRunInputSchema } from '#shared/events/csv-import';
import { INDEX, ownerPk } from '#shared/table-keys';
import { csvLine, HEADER } from '../../unit/csv-import/csv-files';
import {
  IMAGES_BUCKET,
  newOwner,
  objectKeys,
  queuedImport,
  runImport,
  startRunEnv,
  type RunEnv,
} from './run-support';

/** A throttle as the SDK throws it: its name is the state's error name. */
function throttle(): Error {
  return Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
    name: 'ThrottlingException',
    $metadata: { httpStatusCode: 400 },
  });
}

type Fault = {
  /** Which call of the db client to fail: the n-th of this kind. */
  when: (command: object, counts: Map<string, number>) => 'before' | 'after' | undefined;
  fired: boolean;
};

/** The table's client, with the test's faults (each fires once). */
function faultyDb(db: Db, current: () => Fault[]): Db {
  const counts = new Map<string, number>();
  const send = db.client.send.bind(db.client) as (command: object) => Promise<unknown>;
  const client = new Proxy(db.client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown;
      return async (command: object) => {
        const kind = command.constructor.name;
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
        const fault = current().find((f) => !f.fired && f.when(command, counts));
        const moment = fault?.when(command, counts);
        if (fault && moment === 'before') {
          fault.fired = true;
          throw throttle();
        }
        const result = await send(command);
        if (fault && moment === 'after') {
          // The write landed, but its answer is lost: the task fails as if it had not.
          fault.fired = true;
          throw new Error('Connection reset after the write');
        }
        return result;
      };
    },
  });
  return { client, tableName: db.tableName };
}

/** The S3 file reader, whose first read of the import file breaks part way. */
function breakingFiles(files: ImportFiles): ImportFiles & { broke: boolean } {
  const wrapped = {
    ...files,
    broke: false,
    openFile: async (ownerId: string, importId: string) => {
      const opened = await files.openFile(ownerId, importId);
      if (!opened || wrapped.broke) return opened;
      wrapped.broke = true;
      async function* partial() {
        let read = 0;
        for await (const piece of opened!.body) {
          read += (piece as Buffer).length;
          yield piece as Buffer;
          if (read > 2000) throw Object.assign(new Error('socket hang up'), { name: 'Error' });
        }
      }
      return { size: opened.size, body: Readable.from(partial()) };
    },
  };
  return wrapped;
}

let env: RunEnv;
let deps: ImportRunDeps;
let faults: Fault[] = [];
let files: ReturnType<typeof breakingFiles>;
const calls: { task: string; chunk?: number; failed: boolean }[] = [];
/** Imports whose chunks fail every time (a bug, an outage that outlasts the retries). */
const broken = new Set<string>();

beforeAll(async () => {
  env = await startRunEnv({
    // Parse and the chunks run here with faulty dependencies; Summarise as on the stage.
    invoke: async (worker, event, real) => {
      const task = worker.handler;
      try {
        if (task === CSV_IMPORT.tasks.parse.handler) {
          const output = await runParse(deps, importRunInputSchema.parse(event));
          calls.push({ task, failed: false });
          return output;
        }
        if (task === CSV_IMPORT.tasks.chunk.handler) {
          const input = chunkTaskInputSchema.parse(event);
          if (broken.has(input.import_id)) throw new Error('The chunk cannot be read');
          const output = await runChunk(deps, input);
          calls.push({ task, chunk: input.chunk, failed: false });
          return output;
        }
      } catch (error) {
        calls.push({ task, chunk: (event as { chunk?: number }).chunk, failed: true });
        throw error;
      }
      return real(worker, event);
    },
  });
  files = breakingFiles(s3ImportFiles(env.s3, IMAGES_BUCKET));
  const geocoder = postcodeTableGeocoder(env.table.db);
  deps = {
    db: faultyDb(env.table.db, () => faults),
    files,
    geocode: (postcode) => geocoder.geocodePostcode(postcode),
    fetchImage: (url) => fetchImage(url, { allowHosts: [new URL(env.images).host] }),
    putPhotoVariant: (key, body) => putVariant(env.s3, IMAGES_BUCKET, key, body),
  };
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

/** The chunk (of 50 rows) a listings transaction writes, by its first listing's row. */
function chunkOfWrite(command: object): number | undefined {
  if (!(command instanceof TransactWriteCommand)) return undefined;
  const id = command.input.TransactItems?.[0]?.Put?.Item?.id;
  const row = typeof id === 'string' ? Number(id.split('-').at(-1)) : Number.NaN;
  return Number.isNaN(row) ? undefined : Math.floor((row - 2) / 50);
}

const isProgressUpdate = (command: object) =>
  command instanceof UpdateCommand &&
  String(command.input.UpdateExpression).includes('chunks_done');

describe('a run with failures injected mid-run', () => {
  const owner = newOwner();
  let run: Awaited<ReturnType<typeof runImport>>;
  const ROWS = 160;

  beforeAll(async () => {
    const lines = [HEADER];
    for (let i = 0; i < ROWS; i++) {
      lines.push(
        csvLine({
          title: `Resumed van ${i + 1}`,
          // A few rows with a photo: a retried row must not fetch it again once written.
          images: i % 40 === 0 ? `${env.images}/van-1.jpg` : '',
          ...(i % 50 === 7 ? { price: '' } : {}),
        }),
      );
    }
    const record = await queuedImport(env, owner, lines.join('\n'));
    faults = [
      // Chunk 0's listings land, but the task dies before it hears so: its retry finds them by
      // their conditions (and fetches none of their photos again).
      {
        when: (command) => (chunkOfWrite(command) === 0 ? 'after' : undefined),
        fired: false,
      },
      // Chunk 3's write is throttled: nothing lands, the retry writes it.
      {
        when: (command) => (chunkOfWrite(command) === 3 ? 'before' : undefined),
        fired: false,
      },
      // A chunk's progress update lands, but the task dies before answering.
      {
        when: (command) => (isProgressUpdate(command) ? 'after' : undefined),
        fired: false,
      },
      // Another chunk's progress update is throttled before it is sent.
      {
        when: (command, counts) =>
          isProgressUpdate(command) && (counts.get('UpdateCommand') ?? 0) > 2
            ? 'before'
            : undefined,
        fired: false,
      },
    ];
    run = await runImport(env, record, { timeoutMs: 120_000 });
  }, 150_000);

  it('fails part way, is retried, and resumes', () => {
    expect(files.broke).toBe(true);
    expect(faults.every((f) => f.fired)).toBe(true);
    // The parse broke once and ran again; chunks failed and ran again.
    expect(calls.filter((c) => c.task === 'import-parse').map((c) => c.failed)).toEqual([
      true,
      false,
    ]);
    const chunkFailures = calls.filter((c) => c.task === 'import-chunk' && c.failed);

    // One a fault (a conflict on the owner's tally between the two chunks may add a retry).
    expect(chunkFailures.length).toBeGreaterThanOrEqual(4);
    expect(run.execution.status).toBe('SUCCEEDED');
  });

  it('ends with every row counted once', () => {
    // Rows 9, 59, 109 and 159 (index 7, 57, 107, 157) have no price.
    expect(run.record).toMatchObject({
      status: 'completed',
      rows_total: ROWS,
      rows_done: ROWS,
      imported: ROWS - 4,
      error_count: 4,
    });
    expect(run.record.errors.map((e) => e.row)).toEqual([9, 59, 109, 159]);
    expect([...run.record.chunks_done].sort()).toEqual([0, 1, 2, 3]);
  });

  it('has no duplicate listing and an exact tally', async () => {
    const { Items = [] } = await env.table.db.client.send(
      new QueryCommand({
        TableName: env.table.db.tableName,
        IndexName: INDEX.owner,
        KeyConditionExpression: 'GSI1PK = :owner',
        ExpressionAttributeValues: { ':owner': ownerPk(owner) },
      }),
    );
    const titles = Items.map((item) => String(item.title));
    expect(titles).toHaveLength(ROWS - 4);
    expect(new Set(titles).size).toBe(ROWS - 4);
    expect(await getListingTally(env.table.db, owner)).toEqual({ active: ROWS - 4, sold: 0 });
  });

  it('fetched each photo once, and wrote its files once', async () => {
    // Rows 2, 42, 82, 122 carry the photo; each fetched once although chunk 0 ran twice.
    expect(env.imageHits.get('/van-1.jpg')).toBe(4);
    const keys = await objectKeys(env, 'images/listings/');
    expect(keys.filter((key) => key.includes(run.record.id))).toHaveLength(4 * 3);
  });
});

describe('a run that fails for good', () => {
  it('is marked failed with a reason once the retries are spent, and the execution fails', async () => {
    const owner = newOwner();
    const record = await queuedImport(env, owner, [HEADER, csvLine(), csvLine()].join('\n'));
    broken.add(record.id);
    const before = calls.length;
    const { execution, record: ended } = await runImport(env, record, { timeoutMs: 60_000 });
    // (The local endpoint names any failure ExecutionError; AWS gives the Fail state's
    // ImportFailed.)
    expect(execution.status).toBe('FAILED');
    // The first attempt and two retries.
    expect(calls.slice(before).filter((c) => c.task === 'import-chunk' && c.failed)).toHaveLength(
      3,
    );
    expect(ended).toMatchObject({
      status: 'failed',
      failure: IMPORT_FILE_MESSAGES.stopped,
      rows_total: 2,
      imported: 0,
    });
    expect(await getListingTally(env.table.db, owner)).toEqual({ active: 0, sold: 0 });
  }, 90_000);
});
