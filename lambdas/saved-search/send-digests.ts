import type { AlertFrequency } from '#shared/saved-searches';
import type { MailMessage } from '../mail/mailer';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/logger';
import {
  claimDigest,
  dropAlerts,
  listPendingAlerts,
  markDigestSent,
  releaseDigest,
  type PendingAlert,
} from './alerts-repo';
import { digestMail } from './digest-mail';
import { digestPeriod } from './digest-period';
import { getSavedSearch } from './saved-searches-repo';
import { signUnsubscribeToken } from './unsubscribe-token';

export type DigestDeps = {
  db: Db;
  sendMail: (message: MailMessage) => Promise<{ messageId: string }>;
  /** The stage's alert signing key (unsubscribe tokens). */
  signingKey: () => Promise<string>;
  siteOrigin: string;
  log: Logger;
};

export type DigestOutcome = {
  sent: number;
  alreadyClaimed: number;
  dropped: number;
  failed: number;
};

/** Alerts read per run: a run sends what it read; the rest wait for the next. */
const ALERTS_PER_RUN = 5_000;
/** Vans in one e-mail (and items in its claim's transaction, at most 100 with the claim). */
export const ALERTS_PER_DIGEST = 50;

function bySearch(alerts: readonly PendingAlert[]): PendingAlert[][] {
  const groups = new Map<string, PendingAlert[]>();
  for (const alert of alerts) {
    const group = groups.get(alert.search_id);
    if (group) group.push(alert);
    else groups.set(alert.search_id, [alert]);
  }
  return [...groups.values()];
}

/**
 * One run of a frequency's digests (docs/decisions/065-saved-searches-and-alerts.md): every
 * search with pending alerts gets one e-mail. Each digest is claimed first (a record keyed by
 * search and period, and its alerts taken out of the queue, in one transaction), then sent, then
 * marked sent: a run retried, or two at once, cannot send one digest twice. A send that fails
 * gives its alerts back for the next run; a crash between the claim and the send loses that one
 * e-mail rather than risk sending it twice.
 */
export async function sendDigests(
  deps: DigestDeps,
  frequency: AlertFrequency,
  now: Date,
): Promise<DigestOutcome> {
  const outcome: DigestOutcome = { sent: 0, alreadyClaimed: 0, dropped: 0, failed: 0 };
  const pending = await listPendingAlerts(deps.db, frequency, ALERTS_PER_RUN);
  const period = digestPeriod(frequency, now);
  for (const group of bySearch(pending)) {
    const first = group[0]!;
    const search = await getSavedSearch(deps.db, first.user_id, first.search_id);
    if (!search || search.paused) {
      // Deleted or paused since the alert: nothing is sent for it.
      await dropAlerts(deps.db, group);
      outcome.dropped += group.length;
      continue;
    }
    const alerts = group.slice(0, ALERTS_PER_DIGEST);
    if (!(await claimDigest(deps.db, search, period, alerts, now))) {
      outcome.alreadyClaimed++;
      continue;
    }
    const token = signUnsubscribeToken(await deps.signingKey(), {
      userId: search.user_id,
      searchId: search.id,
    });
    let messageId: string;
    try {
      ({ messageId } = await deps.sendMail(
        digestMail({ search, alerts, siteOrigin: deps.siteOrigin, unsubscribeToken: token }),
      ));
    } catch (error) {
      deps.log.error('Digest not sent; its alerts wait for the next run', {
        searchId: search.id,
        error: String(error),
      });
      await releaseDigest(deps.db, search, period, alerts);
      outcome.failed++;
      continue;
    }
    // Sent: from here nothing gives the alerts back, whatever fails.
    await markDigestSent(deps.db, search.id, period, messageId, now);
    outcome.sent++;
  }
  return outcome;
}
