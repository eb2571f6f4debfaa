import type { AdminListingRow, RejectListingRequest } from '#shared/admin/listings';
import { REPORT_MESSAGES } from '#shared/reports';
import type { AuditActor } from '#lambdas/admin';
import { ConflictError } from '../../platform/errors';
import type { ModerationDeps } from '../admin/deps';
import { REPORTED_LISTING, rejectListing } from '../admin/moderate-listing';
import { closeRoundUpdate, getReportSummary } from './reports-repo';

/**
 * An admin acts on a listing's open reports by taking it down: the moderator's reject path
 * (a reason from the settings' list and a note, rejected and inactive, the seller told by mail,
 * the audit entry) over the version the admin looked at, with the reports' round closed in the
 * same transaction. A new report meanwhile makes it a 409: the admin sees it before deciding.
 */
export async function takeDownListing(
  deps: ModerationDeps,
  actor: AuditActor,
  listingId: string,
  request: RejectListingRequest,
): Promise<AdminListingRow> {
  const summary = await getReportSummary(deps.db, listingId);
  if (summary.open_count === 0) throw new ConflictError(REPORT_MESSAGES.notOpen, 'no_open_reports');
  return rejectListing(deps, actor, listingId, request, {
    gate: REPORTED_LISTING,
    alongside: [closeRoundUpdate(deps.db, summary)],
  });
}
