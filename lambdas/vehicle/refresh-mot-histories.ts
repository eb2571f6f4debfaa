import { fetchMotHistory, wantsMotHistory, type MotFetchDeps } from './fetch-mot-history';
import {
  deleteMotHistory,
  dropDueEntry,
  dueEntries,
  getListingForMot,
  getStoredMotHistory,
} from './mot-history-repo';

/** A stored history is refreshed once it is this old: a week, so a new test shows within one. */
export const MOT_REFRESH_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Fetches per run (hourly): 24,000 a day, against about 14,300 a day for 100,000 listings a
 * week, and far below the DVSA's 500,000 a day.
 */
export const MOT_REFRESH_BATCH = 1000;
/** 10 requests a second at most, below the DVSA's 15 (docs/vehicle-data.md). */
export const MOT_REQUEST_INTERVAL_MS = 100;
/** The service is down or refusing us: the rest waits for the next run. */
const FAILURES_TO_STOP = 5;

export type MotRefreshResult = {
  refreshed: number;
  failed: number;
  /** Queue entries of listings sold, rejected, deleted or without a plate: taken out. */
  dropped: number;
  stoppedEarly: boolean;
};

export type MotRefreshOptions = {
  batch?: number;
  refreshAfterMs?: number;
  requestIntervalMs?: number;
  /** How the run waits between requests (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The MotHistoryRefresh job: the oldest stored histories of listings that still want one,
 * fetched again one at a time within the provider's rate. Idempotent (each entry moves to its
 * new fetch time with its copy); a failure leaves copy and entry for the next run.
 */
export async function refreshMotHistories(
  deps: MotFetchDeps,
  options: MotRefreshOptions = {},
): Promise<MotRefreshResult> {
  const {
    batch = MOT_REFRESH_BATCH,
    refreshAfterMs = MOT_REFRESH_AFTER_MS,
    requestIntervalMs = MOT_REQUEST_INTERVAL_MS,
    sleep = sleepFor,
  } = options;
  const before = new Date(deps.now().getTime() - refreshAfterMs).toISOString();
  const result: MotRefreshResult = { refreshed: 0, failed: 0, dropped: 0, stoppedEarly: false };
  let failuresInARow = 0;
  let lastRequest = 0;
  for (const entry of await dueEntries(deps.db, before, batch)) {
    const listing = await getListingForMot(deps.db, entry.id);
    if (!listing || !wantsMotHistory(listing) || !listing.registration) {
      if (!listing) await deleteMotHistory(deps.db, entry.id);
      await dropDueEntry(deps.db, entry.due, entry.id);
      result.dropped += 1;
      continue;
    }
    const wait = lastRequest + requestIntervalMs - Date.now();
    if (wait > 0) await sleep(wait);
    lastRequest = Date.now();
    const stored = await getStoredMotHistory(deps.db, entry.id);
    const { outcome } = await fetchMotHistory(
      deps,
      { id: entry.id, registration: listing.registration },
      stored,
    );
    if (outcome === 'stored') {
      // The store moved the copy's own entry; a first fetch's (or an old plate's) goes here.
      if (entry.due !== stored?.fetched_at) await dropDueEntry(deps.db, entry.due, entry.id);
      result.refreshed += 1;
      failuresInARow = 0;
    } else {
      result.failed += 1;
      failuresInARow += 1;
      if (failuresInARow >= FAILURES_TO_STOP) {
        result.stoppedEarly = true;
        break;
      }
    }
  }
  return result;
}
