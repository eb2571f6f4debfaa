/**
 * Jobs run on a schedule, defined once: the CDK stack creates each function with an
 * EventBridge Scheduler schedule, and the local stage's scheduler (infra/local/stage/workers/scheduler.ts)
 * invokes the same handler module on the same rate.
 */
import {
  DEALER_DIRECTORY_PK,
  BOOST_SWEEP_JOB,
  INDEX,
  SITE_SETTINGS_KEY,
  FEED_PK_PREFIX,
  IMPORT_PK_PREFIX,
  jobCursorKey,
  STOCK_FEEDS_PK,
  jobLeaseKey,
  LISTING_PK_PREFIX,
  MOT_DUE_PK,
  PAYMENT_PK_PREFIX,
  SEARCH_LOG_PK,
  SITEMAPS_JOB,
  DIGEST_PK_PREFIX,
  pendingAlertsPk,
  USER_PK_PREFIX,
} from '#shared/table-keys';
import type { AlertFrequency } from '#shared/saved-searches';
import type { WorkerAccess } from './worker-access';

export type RateUnit = 'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days';
/** EventBridge Scheduler's rate form; the local scheduler runs only this form. */
export type RateExpression = `rate(${number} ${RateUnit})`;

export type ScheduleDefinition = {
  /** PascalCase, used for logical ids. */
  id: string;
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  expression: RateExpression;
  description: string;
  timeoutSeconds: number;
  memoryMb: number;
  access: WorkerAccess;
  /** Writes absolute links to the site (sitemaps): gets SITE_ORIGIN. */
  siteLinks?: boolean;
  /**
   * Also run once as soon as a deployment changes the job's code, not only on its rate (a CDK
   * Trigger on AWS; the local stage runs it at every start).
   */
  runAfterDeploy?: boolean;
};

const DIGEST_RATES = {
  instant: 'rate(1 minute)',
  daily: 'rate(1 day)',
  weekly: 'rate(7 days)',
} as const satisfies Record<AlertFrequency, RateExpression>;

/**
 * One frequency's alert digests (decision 065): one e-mail per saved search with alerts waiting,
 * each claimed before it is sent so that no digest goes twice.
 */
function alertDigestSchedule(frequency: AlertFrequency) {
  const name = `${frequency[0]!.toUpperCase()}${frequency.slice(1)}`;
  return {
    id: `${name}AlertDigests`,
    handler: `send-${frequency}-digests`,
    expression: DIGEST_RATES[frequency],
    description: `Sends the ${frequency} saved-search alert digests: one e-mail per search with new matches or price drops, each once.`,
    // Up to 5,000 alerts a run, a send each search.
    timeoutSeconds: 300,
    memoryMb: 256,
    access: {
      table: {
        // The frequency's pending alerts, each search (USER#), its digest records.
        readKeys: [pendingAlertsPk(frequency)],
        readKeyPrefixes: [USER_PK_PREFIX],
        writeKeys: [pendingAlertsPk(frequency)],
        writeKeyPrefixes: [USER_PK_PREFIX, DIGEST_PK_PREFIX],
      },
      mail: true,
      alertSigning: true,
    },
    siteLinks: true,
  } satisfies ScheduleDefinition;
}

export const SCHEDULES = [
  {
    id: 'CompactSearchSnapshot',
    handler: 'compact-search-snapshot',
    expression: 'rate(10 minutes)',
    description:
      'Folds the search log into a new search snapshot; rebuilds it from the table when there is none.',
    timeoutSeconds: 300,
    // Holds every live listing twice while it writes the snapshot (objects, then JSON).
    memoryMb: 2048,
    // A deploy that changes the snapshot format leaves search answering 503 until a snapshot of
    // the new format exists: rebuild it at once rather than at the next 10-minute run.
    runAfterDeploy: true,
    access: { table: { readKeys: [SEARCH_LOG_PK], scan: true }, buckets: { search: 'readwrite' } },
  },
  {
    id: 'GenerateSitemaps',
    handler: 'generate-sitemaps',
    expression: 'rate(1 hour)',
    description:
      'Writes sitemap.xml, its parts (static, categories, listings, blog, dealers) and robots.txt from the search projection and the dealer directory.',
    timeoutSeconds: 300,
    // Every live listing's document, then the listing sitemaps' text.
    memoryMb: 1024,
    access: {
      // The lease that keeps it to one run at a time (lambdas/sitemap/generate-once.ts).
      // The dealer directory's partition: the dealer pages (decision 069).
      table: {
        readKeys: [SEARCH_LOG_PK, DEALER_DIRECTORY_PK],
        writeKeys: [jobLeaseKey(SITEMAPS_JOB).PK],
      },
      buckets: { search: 'read', sitemaps: 'readwrite' },
    },
    siteLinks: true,
  },
  {
    id: 'BoostSweep',
    handler: 'boost-sweep',
    expression: 'rate(5 minutes)',
    description:
      'Ends boosts past their end whose flag is still set (a lost expiry) and expires pending payments older than a day (docs/boosts.md).',
    timeoutSeconds: 120,
    memoryMb: 256,
    access: {
      table: {
        // The featured index finds overdue boosts; the admin index's payment shards the
        // pending payments. Then the listings and payments themselves, the sweep's cursor, and
        // the owners' tallies (their stock version moves with a listing's write, decision 071).
        queryIndexes: [INDEX.featured, INDEX.admin],
        readKeys: [jobCursorKey(BOOST_SWEEP_JOB).PK],
        readKeyPrefixes: [LISTING_PK_PREFIX],
        writeKeys: [jobCursorKey(BOOST_SWEEP_JOB).PK],
        writeKeyPrefixes: [LISTING_PK_PREFIX, PAYMENT_PK_PREFIX, USER_PK_PREFIX],
      },
    },
  },
  {
    id: 'MotHistoryRefresh',
    handler: 'refresh-mot-histories',
    expression: 'rate(1 hour)',
    description:
      'Fetches again, at 10 a second, the MOT histories stored over a week ago of listings live or in review (docs/vehicle-data.md); a failure keeps the stored copy.',
    // Up to 1,000 fetches at 10 a second: about 100 s, more when the service is slow.
    timeoutSeconds: 600,
    memoryMb: 256,
    access: {
      table: {
        // The refresh queue, then each listing and its history.
        readKeys: [MOT_DUE_PK],
        readKeyPrefixes: [LISTING_PK_PREFIX],
        writeKeys: [MOT_DUE_PK],
        writeKeyPrefixes: [LISTING_PK_PREFIX],
      },
      vehicleData: true,
    },
  },
  ...(['instant', 'daily', 'weekly'] as const).map((frequency) => alertDigestSchedule(frequency)),
  {
    id: 'ListingExpiry',
    handler: 'run-listing-expiry',
    // Hourly, not daily: a van is out of search within the hour its days end, and an hour with
    // nothing due costs 8 empty Queries (decision 072).
    expression: 'rate(1 hour)',
    description:
      'Sends the 7-day reminders and expires listings past their advertised days, from the expiry index (no Scan), each with a signed renewal link mailed to the seller (decision 072).',
    // About 1,700 listings a day at 100,000 (60 days each), a few table calls and a mail each.
    timeoutSeconds: 300,
    memoryMb: 256,
    access: {
      table: {
        // The expiry index; each due listing with its counter item (their copies); the
        // sellers' profiles for the mail; the settings for the days.
        queryIndexes: [INDEX.expiry],
        readKeys: [SITE_SETTINGS_KEY.PK],
        readKeyPrefixes: [LISTING_PK_PREFIX, USER_PK_PREFIX],
        writeKeyPrefixes: [LISTING_PK_PREFIX],
      },
      mail: true,
      alertSigning: true,
    },
    siteLinks: true,
  },
  {
    id: 'StockFeeds',
    handler: 'run-stock-feeds',
    expression: 'rate(1 day)',
    description:
      "Starts a run of every dealer's stock feed through the CSV import's state machine, which fetches it through the URL guard and reconciles it by stock reference (decision 074).",
    // Only starts: a Query, and per feed an item or three and a StartExecution.
    timeoutSeconds: 300,
    memoryMb: 256,
    access: {
      table: {
        // The feeds' settings; each run's history item and import record.
        readKeys: [STOCK_FEEDS_PK],
        readKeyPrefixes: [IMPORT_PK_PREFIX],
        writeKeys: [STOCK_FEEDS_PK],
        writeKeyPrefixes: [FEED_PK_PREFIX, IMPORT_PK_PREFIX],
      },
      csvImport: true,
    },
  },
] as const satisfies readonly ScheduleDefinition[];

const UNIT_MS: Record<RateUnit, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/** rate(10 minutes) -> 600000. Throws for anything else, as EventBridge Scheduler would. */
export function rateMs(expression: string): number {
  const match = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  const value = Number(match?.[1]);
  if (!match || !Number.isInteger(value) || value < 1) {
    throw new Error(`Not a rate expression: ${expression}`);
  }
  const unit = match[2] as RateUnit;
  if ((value === 1) !== !unit.endsWith('s')) {
    throw new Error(`${expression}: the unit is singular for 1 and plural otherwise`);
  }
  return value * UNIT_MS[unit];
}
