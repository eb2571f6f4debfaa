import { createHash, randomBytes } from 'node:crypto';
import type { FEED_RUN_TRIGGERS } from '#shared/stock-feed';
import { getImport, insertImport, newImportRecord, storedImportSchema } from '../imports-repo';
import { claimFeedRun, putRun, runSk, type StoredFeed, type StoredRun } from './feed-repo';
import { endFeedRun, type FinishDeps } from './finish-feed-run';

/*
 * A feed run's start (decision 074), from the daily schedule or the dealer's Run now: an import
 * record in reconcile mode (the file is fetched by the run's Parse task, through the URL guard),
 * the run's history item, then the CSV import's state machine, by the import id. A scheduled
 * run's id is the feed's and the day's, so a repeated schedule event starts nothing twice; one
 * run at a time per feed.
 */

export type StartFeedDeps = FinishDeps & {
  /** Starts the CSV import's run named by the import id (api/start-run.ts). */
  startRun: (importId: string) => Promise<'started' | 'already'>;
};

type Trigger = (typeof FEED_RUN_TRIGGERS)[number];

const stamp = (now: Date) => now.toISOString().replace(/[-:TZ.]/g, '');

/** The run's import id: [A-Za-z0-9_-], within Step Functions' 80 characters. */
export function feedRunId(userId: string, trigger: Trigger, now: Date): string {
  const feed = createHash('sha256').update(userId).digest('hex').slice(0, 16);
  return trigger === 'schedule'
    ? `feed-${stamp(now).slice(0, 8)}-${feed}`
    : `feed-${stamp(now)}-${feed}-${randomBytes(4).toString('hex')}`;
}

/** The run started, or 'running' when one is under way (or today's scheduled run exists). */
export async function startFeedRun(
  deps: StartFeedDeps,
  feed: StoredFeed,
  trigger: Trigger,
): Promise<StoredRun | 'running'> {
  const now = deps.now?.() ?? new Date();
  const importId = feedRunId(feed.user_id, trigger, now);
  if (trigger === 'schedule' && (await getImport(deps.db, importId))) return 'running';
  const started_at = now.toISOString();
  if (!(await claimFeedRun(deps.db, feed.user_id, { import_id: importId, started_at }))) {
    return 'running';
  }
  const run: StoredRun = {
    import_id: importId,
    user_id: feed.user_id,
    trigger,
    status: 'running',
    started_at,
    finished_at: null,
    rows_total: null,
    created: 0,
    updated: 0,
    unchanged: 0,
    sold: 0,
    renewed: 0,
    error_count: 0,
    errors: [],
    failure: null,
  };
  const record = storedImportSchema.parse({
    ...newImportRecord(
      { id: importId, owner_id: feed.user_id, filename: feed.url, size: 0, sha256: '0'.repeat(64) },
      now,
    ),
    status: 'queued',
    mode: 'reconcile',
    feed_url: feed.url,
    feed_run_sk: runSk(run),
  });
  await putRun(deps.db, run, now);
  await insertImport(deps.db, record);
  try {
    await deps.startRun(importId);
  } catch (error) {
    await endFeedRun(deps, run, {
      status: 'failed',
      failure: 'The run could not be started; it will be tried again tomorrow.',
    });
    throw error;
  }
  return run;
}
