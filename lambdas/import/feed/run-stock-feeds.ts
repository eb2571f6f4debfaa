import { allFeeds } from './feed-repo';
import { startFeedRun, type StartFeedDeps } from './start-feed-run';

/*
 * The daily schedule (decision 074): a run started for every configured feed, a few at a time;
 * each run then goes on in the CSV import's state machine. One feed's failure to start is its
 * own (its run is failed with the reason) and the others go on.
 */

const CONCURRENCY = 4;

export type FeedsRunResult = { feeds: number; started: number; running: number; failed: number };

export async function runStockFeeds(deps: StartFeedDeps): Promise<FeedsRunResult> {
  const feeds = await allFeeds(deps.db);
  const result: FeedsRunResult = { feeds: feeds.length, started: 0, running: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < feeds.length) {
      const feed = feeds[next++]!;
      try {
        const run = await startFeedRun(deps, feed, 'schedule');
        if (run === 'running') result.running += 1;
        else result.started += 1;
      } catch (error) {
        result.failed += 1;
        deps.log?.('A feed run did not start', { user_id: feed.user_id, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, feeds.length) }, worker));
  return result;
}
