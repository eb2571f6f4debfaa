import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { REPORT_MESSAGES, type DismissReportsResponse } from '#shared/reports';
import type { AuditActor } from '#lambdas/admin';
import type { Db } from '../../platform/db';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { sendTransaction } from '../../platform/transactions';
import { listingAuditPuts } from '../admin/listing-audit';
import { getListingForChange } from '../listing-state-repo';
import { nextVersion, replaceListing } from '../listing-writer';
import { closeRoundUpdate, getReportSummary } from './reports-repo';

const ATTEMPTS = 4;

/**
 * An admin dismisses the open reports of a listing (the round they looked at): the round is
 * closed, the listing leaves the reports queue and, if the reports held it back, comes back to
 * search (by the stream), with the audit entry, in one transaction. 409 when the round was
 * closed meanwhile (another admin) or the listing has none open.
 */
export async function dismissReports(
  deps: { db: Db; now?: () => Date },
  actor: AuditActor,
  listingId: string,
  round: number,
): Promise<DismissReportsResponse> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const [found, summary] = await Promise.all([
      getListingForChange(deps.db, listingId),
      getReportSummary(deps.db, listingId),
    ]);
    if (!found) throw new NotFoundError(ADMIN_MESSAGES.listingNotFound);
    if (summary.round !== round) {
      throw new ConflictError(REPORT_MESSAGES.roundMoved, 'reports_changed');
    }
    if (summary.open_count === 0)
      throw new ConflictError(REPORT_MESSAGES.notOpen, 'no_open_reports');
    const { listing, extra } = found;
    const now = deps.now?.() ?? new Date();
    const hidden = listing.reports_hidden === true;
    const writes = [
      closeRoundUpdate(deps.db, summary),
      ...listingAuditPuts(deps.db, {
        actor,
        action: 'reports_dismissed',
        listing,
        before: { open_reports: summary.open_count, reports_hidden: hidden },
        after: { open_reports: 0, reports_hidden: false },
        fields: ['open_reports', 'reports_hidden'],
        at: now,
      }),
    ];
    const done = { dismissed: summary.open_count };
    if (hidden) {
      const shown = {
        ...listing,
        reports_hidden: false,
        updated_at: nextVersion(listing.updated_at, now),
      };
      const outcome = await replaceListing(deps.db, listing, shown, {
        keep: extra,
        alongside: writes,
      });
      if (outcome === 'replaced') return done;
      continue;
    }
    try {
      await sendTransaction(deps.db, writes);
      return done;
    } catch (error) {
      // A report came in meanwhile: the round is still theirs to dismiss, with it.
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  throw new ConflictError(REPORT_MESSAGES.roundMoved, 'reports_changed');
}
