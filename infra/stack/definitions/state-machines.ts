/**
 * State machines, defined once: the CDK stack deploys each definition (infra/stack/constructs/boost-expiry.ts)
 * and the local stage runs the very same one with aws-local-stepfunctions behind its local Step
 * Functions endpoint (infra/local/stage/step-functions-endpoint.ts), so `StartExecution` is the
 * same call on both stages.
 */
import { IMPORTS_PREFIX } from '#shared/image-keys';
import {
  FEED_PK_PREFIX,
  geocodePk,
  IMPORT_PK_PREFIX,
  LISTING_PK_PREFIX,
  POSTCODE_PK_PREFIX,
  SITE_SETTINGS_KEY,
  STOCK_FEEDS_PK,
  STOCK_PK_PREFIX,
  USER_PK_PREFIX,
} from '#shared/table-keys';
import type { PrefixAccess } from './routes';
import type { WorkerAccess } from './worker-access';

/** A Lambda task of a state machine: its handler module and what its function may touch. */
export type StateMachineTaskDefinition = {
  /** PascalCase, used for logical ids (and the local stage's function name). */
  id: string;
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  description: string;
  timeoutSeconds: number;
  memoryMb: number;
  access: WorkerAccess;
};

/**
 * Where the definition names the task's function: a definition substitution, which the stack
 * fills with the function's ARN and the local stage with its local function's name.
 */
export const END_BOOST_SUBSTITUTION = 'EndBoostFunctionArn';
export const END_BOOST_FUNCTION = `\${${END_BOOST_SUBSTITUTION}}`;

/** The `Task` state of the boost expiry, by name (the local runner's handlers are by state). */
export const END_BOOST_STATE = 'EndBoost';
export const WAIT_STATE = 'WaitUntilEnd';

/**
 * The boost expiry (docs/boosts.md, Expiry): one execution per boost type bought, input
 * `{ listing_id, type, until }`. It waits until the type's end, then runs `end-boost`, which
 * ends the type only if the listing's end is still the one waited for (an extended boost is
 * left alone). A failing task is retried with backoff for over half an hour; a boost whose
 * execution still fails (or is lost) is ended by the BoostSweep schedule.
 */
export const BOOST_EXPIRY = {
  id: 'BoostExpiry',
  description: 'Ends a boost type of a listing at its end (docs/boosts.md)',
  task: {
    id: 'EndBoost',
    handler: 'end-boost',
    description:
      'Ends one boost type of a listing if its end is still the one the expiry waited for.',
    timeoutSeconds: 30,
    memoryMb: 256,
    // The listing's partition: reads it (with its counter), writes the listing item and its
    // owner's tally (the stock version, decision 071).
    access: {
      table: {
        readKeyPrefixes: [LISTING_PK_PREFIX],
        writeKeyPrefixes: [LISTING_PK_PREFIX, USER_PK_PREFIX],
      },
    },
  },
  definition: {
    Comment: 'Waits until a boost type ends, then ends it unless it was extended (docs/boosts.md).',
    StartAt: WAIT_STATE,
    // No execution timeout: an execution waits at most 30 days (the longest boost) and its task's
    // retries are bounded; Standard executions end after a year in any case.
    States: {
      [WAIT_STATE]: { Type: 'Wait', TimestampPath: '$.until', Next: END_BOOST_STATE },
      [END_BOOST_STATE]: {
        Type: 'Task',
        Resource: 'arn:aws:states:::lambda:invoke',
        Parameters: { FunctionName: END_BOOST_FUNCTION, 'Payload.$': '$' },
        OutputPath: '$.Payload',
        TimeoutSeconds: 60,
        Retry: [
          {
            // Lambda's own transient faults, throttling, and the task's failures (a
            // DynamoDB outage): 10 s, 20 s, 40 s … up to 15 minutes apart, about 36 minutes in all.
            ErrorEquals: ['States.ALL'],
            IntervalSeconds: 10,
            MaxAttempts: 8,
            BackoffRate: 2,
            MaxDelaySeconds: 900,
          },
        ],
        End: true,
      },
    },
  },
} as const satisfies {
  id: string;
  description: string;
  task: StateMachineTaskDefinition;
  definition: Record<string, unknown>;
};

/** The definition as Amazon States Language text, with the end-boost function named. */
export function boostExpiryDefinition(endBoostFunction: string): string {
  return JSON.stringify(BOOST_EXPIRY.definition).replaceAll(END_BOOST_FUNCTION, endBoostFunction);
}

// The CSV import (docs/csv-import.md) -------------------------------------------------------------

/** The geocoder's cache items (`GEOCODE#{postcode}`). */
const GEOCODE_PK_PREFIX = geocodePk('');
/** An import's chunk files: `imports/{ownerId}/{importId}/chunks/{n}.json` (shared/image-keys.ts). */
const IMPORT_CHUNKS_PREFIX = `${IMPORTS_PREFIX}*/chunks/`;
/** Listing photos' variants (shared/image-keys.ts imageVariantKey). */
const LISTING_IMAGES_PREFIX = 'images/listings/';

/** Where the definition names each task's function (definition substitutions, as above). */
export const CSV_IMPORT_SUBSTITUTIONS = {
  parse: 'ImportParseFunctionArn',
  chunk: 'ImportChunkFunctionArn',
  reconcile: 'ImportReconcileFunctionArn',
  summarise: 'ImportSummariseFunctionArn',
} as const;
type ImportTaskKey = keyof typeof CSV_IMPORT_SUBSTITUTIONS;
const functionOf = (task: ImportTaskKey) => `\${${CSV_IMPORT_SUBSTITUTIONS[task]}}`;

/** The CSV import's states, by name (the local runner's task handlers are by state). */
export const CSV_IMPORT_STATES = {
  parse: 'Parse',
  chunks: 'Chunks',
  chunk: 'Chunk',
  reconcile: 'Reconcile',
  summarise: 'Summarise',
  markFailed: 'MarkFailed',
  failed: 'Failed',
} as const;

/** Which task's function each Task state invokes. */
export const CSV_IMPORT_TASK_OF_STATE: Record<string, ImportTaskKey> = {
  [CSV_IMPORT_STATES.parse]: 'parse',
  [CSV_IMPORT_STATES.chunk]: 'chunk',
  [CSV_IMPORT_STATES.reconcile]: 'reconcile',
  [CSV_IMPORT_STATES.summarise]: 'summarise',
  [CSV_IMPORT_STATES.markFailed]: 'summarise',
};

/**
 * Errors that pass: Lambda's own transient faults and throttling, and the AWS throttles and
 * conflicts a task throws (its error's name is the state's error name).
 */
export const CSV_IMPORT_THROTTLES = [
  'Lambda.TooManyRequestsException',
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.ClientExecutionTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionCanceledException',
  'SlowDown',
] as const;

/**
 * Every task's retries: throttles with backoff for a few minutes, then anything else twice
 * more (a crashed or timed-out task resumes: its work is safe to repeat); past those, the Catch.
 */
const CSV_IMPORT_RETRY = [
  {
    ErrorEquals: [...CSV_IMPORT_THROTTLES],
    IntervalSeconds: 2,
    MaxAttempts: 6,
    BackoffRate: 2,
    MaxDelaySeconds: 60,
    JitterStrategy: 'FULL',
  },
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 },
];

const toMarkFailed = [
  { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: CSV_IMPORT_STATES.markFailed },
];

const lambdaTask = (task: ImportTaskKey, timeoutSeconds: number) => ({
  Type: 'Task',
  Resource: 'arn:aws:states:::lambda:invoke',
  Parameters: { FunctionName: functionOf(task), 'Payload.$': '$' },
  OutputPath: '$.Payload',
  TimeoutSeconds: timeoutSeconds,
  Retry: CSV_IMPORT_RETRY,
});

// Lambda timeouts: the parse reads at most 10 MB; a chunk is 50 rows of up to 10 images each,
// each fetch bounded by the guard's timeout (lambdas/import/fetch-image.ts).
const PARSE_SECONDS = 300;
const CHUNK_SECONDS = 900;
const SUMMARISE_SECONDS = 30;
// A feed run sells what left the file: a read and a transaction per listing, up to 5,000.
const RECONCILE_SECONDS = 300;

/**
 * A CSV import task: a state machine task with, beyond its table access, object prefixes of
 * the images bucket (IMAGES_BUCKET) and the geocoder (Amazon Location in AWS).
 */
export type CsvImportTaskDefinition = StateMachineTaskDefinition & {
  images?: PrefixAccess;
  geocode?: boolean;
  /** Writes links to the site in mails: gets SITE_ORIGIN. */
  siteLinks?: boolean;
};

/** The CSV import's tasks: handler modules, and what each function may touch. */
export const CSV_IMPORT_TASKS = {
  parse: {
    id: 'ImportParse',
    handler: 'import-parse',
    description: 'Parses an import file as a stream, checks its rows, writes chunks of valid rows.',
    timeoutSeconds: PARSE_SECONDS,
    memoryMb: 512,
    access: {
      // The import record: read, then its counts and status.
      table: { readKeyPrefixes: [IMPORT_PK_PREFIX], writeKeyPrefixes: [IMPORT_PK_PREFIX] },
    },
    // The file (read) and its chunks (written), under imports/ only.
    images: { read: [IMPORTS_PREFIX], write: [IMPORT_CHUNKS_PREFIX] },
  },
  chunk: {
    id: 'ImportChunk',
    handler: 'import-chunk',
    description:
      "Writes a chunk of an import's rows as pending listings, their images through the URL guard and the photo pipeline.",
    timeoutSeconds: CHUNK_SECONDS,
    // Photos are decoded here as in the photo processor (two rows at a time).
    memoryMb: 2048,
    access: {
      table: {
        // The record; a listing's existence (a retried chunk); the geocoder's postcodes and cache;
        // a feed run's stock reference claims, and the live days its renewals give (decision 074).
        readKeys: [SITE_SETTINGS_KEY.PK],
        readKeyPrefixes: [
          IMPORT_PK_PREFIX,
          LISTING_PK_PREFIX,
          POSTCODE_PK_PREFIX,
          GEOCODE_PK_PREFIX,
          STOCK_PK_PREFIX,
        ],
        // The record's progress; the listings; the owners' tallies; the geocoder's cache; the
        // owners' stock references and keys (decision 071).
        writeKeyPrefixes: [
          IMPORT_PK_PREFIX,
          LISTING_PK_PREFIX,
          USER_PK_PREFIX,
          GEOCODE_PK_PREFIX,
          STOCK_PK_PREFIX,
        ],
      },
    },
    // Its chunk (read) and the listings' photo variants (written).
    images: { read: [IMPORT_CHUNKS_PREFIX], write: [LISTING_IMAGES_PREFIX] },
    geocode: true,
  },
  reconcile: {
    id: 'ImportReconcile',
    handler: 'import-reconcile',
    description:
      "Marks sold a stock feed's listings whose reference left the file; an upload's import passes through (decision 074).",
    timeoutSeconds: RECONCILE_SECONDS,
    memoryMb: 512,
    access: {
      table: {
        // The record; the dealer's claims; each listing (with its counter item).
        readKeyPrefixes: [IMPORT_PK_PREFIX, STOCK_PK_PREFIX, LISTING_PK_PREFIX],
        // The record's count; the listings; their owners' tallies; their stock keys.
        writeKeyPrefixes: [IMPORT_PK_PREFIX, LISTING_PK_PREFIX, USER_PK_PREFIX, STOCK_PK_PREFIX],
      },
    },
    // The run's stock references, beside its chunks.
    images: { read: [IMPORT_CHUNKS_PREFIX] },
  },
  summarise: {
    id: 'ImportSummarise',
    handler: 'import-summarise',
    description:
      "Marks an import completed with its counts, or failed with a reason; ends a stock feed's run and mails its dealer after 3 failures (decision 074).",
    timeoutSeconds: SUMMARISE_SECONDS,
    memoryMb: 256,
    access: {
      table: {
        // The record; a feed run's history item, its feed's settings and the dealer's profile.
        readKeys: [STOCK_FEEDS_PK],
        readKeyPrefixes: [IMPORT_PK_PREFIX, FEED_PK_PREFIX, USER_PK_PREFIX],
        writeKeys: [STOCK_FEEDS_PK],
        writeKeyPrefixes: [IMPORT_PK_PREFIX, FEED_PK_PREFIX],
      },
      mail: true,
    },
    siteLinks: true,
  },
} as const satisfies Record<ImportTaskKey, CsvImportTaskDefinition>;

/**
 * The CSV import (docs/csv-import.md): one execution per import, named by its id, input
 * `{ import_id }`. Parse streams the file into chunks; the Map writes the chunks two at a time;
 * Summarise completes the import. A task still failing after its retries goes to MarkFailed,
 * which marks the import failed with a reason, and the execution fails.
 */
export const CSV_IMPORT = {
  id: 'CsvImport',
  description:
    'Imports a CSV file of listings: parse, chunks of rows, summary (docs/csv-import.md)',
  tasks: CSV_IMPORT_TASKS,
  definition: {
    Comment: 'Imports a CSV file of listings as pending listings (docs/csv-import.md).',
    StartAt: CSV_IMPORT_STATES.parse,
    // 5,000 rows with images take well under this; a run stuck past it is failed and marked.
    TimeoutSeconds: 6 * 3600,
    States: {
      [CSV_IMPORT_STATES.parse]: {
        ...lambdaTask('parse', PARSE_SECONDS + 30),
        Catch: toMarkFailed,
        Next: CSV_IMPORT_STATES.chunks,
      },
      [CSV_IMPORT_STATES.chunks]: {
        Type: 'Map',
        ItemsPath: '$.chunks',
        MaxConcurrency: 2,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: CSV_IMPORT_STATES.chunk,
          States: {
            [CSV_IMPORT_STATES.chunk]: { ...lambdaTask('chunk', CHUNK_SECONDS + 30), End: true },
          },
        },
        // The chunks' outputs are counted in the record; the state's output stays the Parse's.
        ResultPath: null,
        Catch: toMarkFailed,
        Next: CSV_IMPORT_STATES.reconcile,
      },
      // A stock feed's run sells what left its file (decision 074); an import passes through.
      [CSV_IMPORT_STATES.reconcile]: {
        ...lambdaTask('reconcile', RECONCILE_SECONDS + 30),
        Parameters: {
          FunctionName: functionOf('reconcile'),
          Payload: { 'import_id.$': '$.import_id' },
        },
        // Its output ({ import_id, sold }) is Summarise's input.
        Catch: toMarkFailed,
        Next: CSV_IMPORT_STATES.summarise,
      },
      [CSV_IMPORT_STATES.summarise]: {
        ...lambdaTask('summarise', SUMMARISE_SECONDS + 30),
        Parameters: {
          FunctionName: functionOf('summarise'),
          Payload: { 'import_id.$': '$.import_id' },
        },
        Catch: toMarkFailed,
        End: true,
      },
      [CSV_IMPORT_STATES.markFailed]: {
        ...lambdaTask('summarise', SUMMARISE_SECONDS + 30),
        Parameters: {
          FunctionName: functionOf('summarise'),
          Payload: { 'import_id.$': '$.import_id', 'error.$': '$.error' },
        },
        Next: CSV_IMPORT_STATES.failed,
      },
      [CSV_IMPORT_STATES.failed]: {
        Type: 'Fail',
        Error: 'ImportFailed',
        Cause: 'A task failed after its retries; the import is marked failed.',
      },
    },
  },
} as const;

/** The definition as Amazon States Language text, each task's function named. */
export function csvImportDefinition(functions: Record<ImportTaskKey, string>): string {
  let text = JSON.stringify(CSV_IMPORT.definition);
  for (const task of Object.keys(CSV_IMPORT_SUBSTITUTIONS) as ImportTaskKey[]) {
    text = text.replaceAll(functionOf(task), functions[task]);
  }
  return text;
}
