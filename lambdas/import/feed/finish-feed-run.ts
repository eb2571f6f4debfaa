import { pages } from '#shared/pages';
import { FEED_MESSAGES, STOCK_FEED_LIMITS } from '#shared/stock-feed';
import { getProfile } from '#lambdas/account';
import type { MailMessage } from '../../mail/mail-message';
import type { Db } from '../../platform/db';
import { keptErrors, type StoredImport } from '../imports-repo';
import { getRun, putRun, recordRunEnd, type StoredFeed, type StoredRun } from './feed-repo';

/*
 * A feed run's end (decision 074): its history item completed with the run's counts, or failed
 * with the reason; the feed's failures in a row counted; at the third the dealer is e-mailed,
 * once, however many failed days follow, until a run completes again. Safe to repeat: a run
 * already ended is left as it is and mails nothing.
 */

export type FinishDeps = {
  db: Db;
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** e.g. https://vanyard.co.uk (read when a mail is sent: only Summarise has it). */
  siteOrigin: () => string;
  now?: () => Date;
  log?: (message: string, data: Record<string, unknown>) => void;
};

/** The failure mail: what failed, and where to see and fix it. */
export function feedFailureMail(
  to: { email: string; full_name: string },
  feed: Pick<StoredFeed, 'url' | 'failures'>,
  failure: string | null,
  siteOrigin: string,
): MailMessage {
  const page = `${siteOrigin}${pages.stockFeed.build({})}`;
  return {
    to: to.email,
    subject: FEED_MESSAGES.failureMailSubject,
    text: [
      `Hello ${to.full_name},`,
      `Your stock feed (${feed.url}) has failed ${feed.failures} runs in a row, so your listings on VanYard have not been brought up to date.`,
      `The last run said: ${failure ?? 'the run did not finish'}`,
      `See each run and change the feed's address on your stock feed page: ${page}`,
      'We will not e-mail you again about this until a run has completed.',
      'VanYard',
    ].join('\n\n'),
  };
}

/** Ends the run item and counts the feed's failures; mails the dealer at the third. */
export async function endFeedRun(
  deps: FinishDeps,
  run: StoredRun,
  outcome: Partial<StoredRun> & { status: 'completed' | 'failed' },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  // The feed first, the mail, and the run's end last: a run shown ended has done all of it.
  const end = await recordRunEnd(deps.db, run.user_id, run.import_id, outcome.status === 'failed');
  const profile = end?.mailNow ? await getProfile(deps.db, run.user_id) : undefined;
  if (end && profile) {
    try {
      const mail = feedFailureMail(profile, end.feed, outcome.failure ?? null, deps.siteOrigin());
      await deps.sendMail(mail);
    } catch (error) {
      // The flag is set: a failed send is not retried (as the expiry mails, decision 072).
      deps.log?.('Feed failure mail not sent', { user_id: run.user_id, error: String(error) });
    }
  }
  await putRun(deps.db, { ...run, ...outcome, finished_at: now.toISOString() }, now);
}

/** From Summarise (or its failure task): the import's end is its feed run's end. */
export async function finishFeedRun(deps: FinishDeps, record: StoredImport): Promise<void> {
  if (record.mode !== 'reconcile' || !record.feed_run_sk) return;
  if (record.status !== 'completed' && record.status !== 'failed') return;
  const run = await getRun(deps.db, record.owner_id, record.feed_run_sk);
  if (!run || run.status !== 'running') return;
  await endFeedRun(deps, run, {
    status: record.status,
    rows_total: record.rows_total,
    created: record.imported,
    updated: record.updated,
    unchanged: record.unchanged,
    sold: record.sold,
    renewed: record.renewed,
    error_count: record.error_count,
    errors: keptErrors(record.errors).slice(0, STOCK_FEED_LIMITS.keptErrors),
    failure: record.failure,
  });
}
