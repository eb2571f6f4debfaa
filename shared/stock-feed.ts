import { z } from 'zod';
import { importErrorSchema } from './csv-import/imports';

/*
 * A dealer's scheduled stock feed (issue 33 §3, decision 074): a CSV file at an https URL in the
 * import's columns, stock reference required, fetched daily through the URL guard and
 * reconciled with the dealer's listings by stock reference. The API's shapes and the words the
 * feed page and the run history show.
 */

export const STOCK_FEED_LIMITS = {
  /** The import's cap: a larger feed is refused with FEED_MESSAGES.tooBig. */
  maxBytes: 10 * 1024 * 1024,
  /** The whole fetch, redirects included. */
  timeoutMs: 30_000,
  maxRedirects: 3,
  urlMaxLength: 2000,
  /** Failed runs in a row before the dealer is e-mailed (once per run of failures). */
  failuresBeforeMail: 3,
  /** Runs listed on the feed page (newest first), and how long one is kept. */
  runsShown: 30,
  runKeepDays: 90,
  /** Row errors kept per run (the count stays exact). */
  keptErrors: 50,
  /** A run still 'running' after this is taken as lost: another may start. */
  runningStaleMinutes: 60,
} as const;

export const FEED_MESSAGES = {
  pageTitle: 'Stock feed',
  tradeOnly:
    'A stock feed is for trade accounts. Change your account type to trade in your profile.',
  notSet: 'You have no stock feed yet.',
  urlInvalid: 'Enter the feed’s full address, starting https://',
  urlHttps: 'The feed’s address must start https://',
  urlCredentials: 'The feed’s address must not contain a user name or password',
  urlPort: 'The feed’s address must use the standard https port (443)',
  urlPrivate: (host: string) =>
    `The feed’s address points to a private or local network address (${host}); use a public address`,
  redirectPrivate: (host: string) =>
    `The feed redirected to a private or local network address (${host}); it was not fetched`,
  tooBig: `The feed file is larger than 10 MB. Split your stock or remove columns you do not need.`,
  timeout: 'The feed’s server did not answer within 30 seconds.',
  httpStatus: (status: number) => `The feed’s server answered HTTP ${status} instead of the file.`,
  unreachable: (reason: string) => `The feed could not be fetched: ${reason}`,
  referenceRequired: 'Stock reference: every row of a stock feed needs one',
  running: 'A run of your feed is under way. Its summary appears here when it ends.',
  saved: 'Feed saved. It runs every day; use Run now to run it at once.',
  removed: 'Feed removed. Your listings stay as they are.',
  started: 'Run started. Its summary appears below when it ends.',
  failureMailSubject: 'Your VanYard stock feed has failed 3 days running',
} as const;

/**
 * The dealer's feed address: a web address of at most 2,000 characters. https is the server's
 * rule (own-feed.ts: the local stage's own hosts may be http), then the guard's at each fetch.
 */
export const stockFeedUrlSchema = z
  .string({ error: FEED_MESSAGES.urlInvalid })
  .trim()
  .max(STOCK_FEED_LIMITS.urlMaxLength, FEED_MESSAGES.urlInvalid)
  .refine(
    (text) => URL.canParse(text) && ['https:', 'http:'].includes(new URL(text).protocol),
    FEED_MESSAGES.urlInvalid,
  );

export const setStockFeedSchema = z.object({ url: stockFeedUrlSchema });
export type SetStockFeed = z.infer<typeof setStockFeedSchema>;

export const FEED_RUN_STATES = ['running', 'completed', 'failed'] as const;
export const FEED_RUN_TRIGGERS = ['schedule', 'manual'] as const;

const count = z.number().int().min(0);

/** One run as the feed page lists it. */
export const stockFeedRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(FEED_RUN_TRIGGERS),
  status: z.enum(FEED_RUN_STATES),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  rows_total: count.nullable(),
  created: count,
  updated: count,
  unchanged: count,
  sold: count,
  renewed: count,
  error_count: count,
  errors: z.array(importErrorSchema),
  /** Why the run failed as a whole (the fetch, the file): the dealer's words. */
  failure: z.string().nullable(),
});
export type StockFeedRun = z.infer<typeof stockFeedRunSchema>;

export const stockFeedSchema = z.object({
  url: z.string(),
  updated_at: z.iso.datetime(),
  /** Failed runs in a row (0 after a run that completed). */
  failures: count,
});

/** GET /api/me/stock-feed: the feed (null when none is set) and its runs, newest first. */
export const ownStockFeedSchema = z.object({
  feed: stockFeedSchema.nullable(),
  runs: z.array(stockFeedRunSchema),
});
export type OwnStockFeed = z.infer<typeof ownStockFeedSchema>;

/**
 * What the feed page says of a run: 'Completed: 3 new, 2 updated, 10 unchanged, 1 sold, 0
 * errors' or 'Failed: {why}'.
 */
export function feedRunSummary(run: StockFeedRun): string {
  if (run.status === 'running') return 'Running';
  if (run.status === 'failed') return `Failed: ${run.failure ?? 'the run did not finish'}`;
  const errors = `${run.error_count} ${run.error_count === 1 ? 'error' : 'errors'}`;
  return `Completed: ${run.created} new, ${run.updated} updated, ${run.unchanged} unchanged, ${run.sold} sold, ${errors}`;
}
