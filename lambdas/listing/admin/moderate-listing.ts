import type { AdminListingRow, RejectListingRequest } from '#shared/admin/listings';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { REPORT_MESSAGES } from '#shared/reports';
import type { TransactItem } from '../../platform/transactions';
import type { Listing } from '#shared/listing';
import { approvedCopyPut, getOwnerRows } from '../moderation-repo';
import { type AuditActor, getSiteSettings } from '#lambdas/admin';
import { getListingForChange } from '../listing-state-repo';
import { ConflictError, NotFoundError, RuleViolationError } from '../../platform/errors';
import { nowOf } from '../deps';
import { nextVersion, replaceListing } from '../listing-writer';
import { toAdminListingRow } from './admin-listing-row';
import type { ModerationDeps } from './deps';
import { listingAuditPuts } from './listing-audit';
import { rejectionReasonOf } from './read-for-admin';
import { rejectionMail } from './rejection-mail';
import { changedWhileReviewing } from './version';
import { liveUntilFrom } from '#shared/listing-expiry';
import { liveDaysOf } from '../expiry/renew-listing';

/** What a decision records in the audit trail. */
const DECISION_FIELDS = [
  'status',
  'approval_status',
  'rejection_reason',
  'reports_hidden',
] as const;

/**
 * Which listings a decision may be taken on: a moderator's only while pending; a take-down
 * after buyers' reports (decision 067) on what buyers could see or what waits to be seen again.
 */
type Gate = { from: readonly Listing['approval_status'][]; refused: () => Error };

const WHILE_PENDING: Gate = {
  from: ['pending'],
  refused: () => new ConflictError(ADMIN_MESSAGES.notPending, 'not_pending'),
};

export const REPORTED_LISTING: Gate = {
  from: ['approved', 'pending'],
  refused: () => new ConflictError(REPORT_MESSAGES.notOpen, 'no_open_reports'),
};

/**
 * Why a decision on this listing, as the moderator saw it (`expected`), cannot be taken: gone,
 * decided already, or changed since; undefined when it can.
 */
function refusal(
  listing: Listing | undefined,
  expected: string,
  gate: Gate = WHILE_PENDING,
): Error | undefined {
  if (!listing) return new NotFoundError(ADMIN_MESSAGES.listingNotFound);
  if (!gate.from.includes(listing.approval_status)) return gate.refused();
  if (Date.parse(listing.updated_at) !== Date.parse(expected)) {
    return changedWhileReviewing();
  }
  return undefined;
}

type Decision = {
  action: 'approve' | 'reject' | 'take_down';
  approval: 'approved' | 'rejected';
  status: 'active' | 'inactive';
  /** The stored rejection reason (`reason: note`); null removes an earlier one. */
  reason: string | null;
  /** An approval: the listing goes live for this many days from now (decision 072). */
  liveDays?: number;
};

/** Where a decision is taken, and what lands with it (a take-down closes the reports). */
type DecisionScope = { gate?: Gate; alongside?: readonly TransactItem[] };

/**
 * Writes a moderator's decision on a pending listing, only over the version they looked at:
 * the listing (a new version), its approved copy when approved, and the audit entries, in one
 * transaction conditioned on the listing still being pending at that version.
 */
async function decide(
  deps: Pick<ModerationDeps, 'db' | 'now'>,
  actor: AuditActor,
  id: string,
  expected: string,
  decision: Decision,
  scope: DecisionScope = {},
): Promise<Listing> {
  const found = await getListingForChange(deps.db, id);
  const refused = refusal(found?.listing, expected, scope.gate);
  if (refused) throw refused;
  const { listing: before, extra } = found!;
  const now = nowOf(deps);
  const after: Listing = {
    ...before,
    approval_status: decision.approval,
    // A seller may mark a listing sold while it waits: the decision is on its content, and it
    // stays sold rather than going back on sale.
    status: before.status === 'sold' ? 'sold' : decision.status,
    updated_at: nextVersion(before.updated_at, now),
    // Taken down, the reports are answered: nothing holds it back but the rejection.
    ...(decision.action === 'take_down' ? { reports_hidden: false } : {}),
    // Going live starts its advertised days afresh (an edit sent back for review included).
    ...(decision.liveDays === undefined
      ? {}
      : {
          live_until: liveUntilFrom(now, decision.liveDays),
          expired: false,
          expiry_reminded_for: null,
        }),
  };
  const { rejection_reason: _earlier, ...keep } = extra;
  const state = (listing: Listing, reason: string | null) => ({
    status: listing.status,
    approval_status: listing.approval_status,
    rejection_reason: reason,
    reports_hidden: listing.reports_hidden === true,
  });
  const outcome = await replaceListing(deps.db, before, after, {
    keep: decision.reason === null ? keep : { ...keep, rejection_reason: decision.reason },
    approval: before.approval_status,
    alongside: [
      ...(scope.alongside ?? []),
      ...(decision.approval === 'approved' ? [approvedCopyPut(deps.db, after)] : []),
      ...listingAuditPuts(deps.db, {
        actor,
        action: decision.action,
        listing: before,
        before: state(before, rejectionReasonOf(extra)),
        after: state(after, decision.reason),
        fields: DECISION_FIELDS,
        reason: decision.reason,
        at: now,
      }),
    ],
  });
  if (outcome !== 'replaced') {
    // Someone else got there first: say what happened to it.
    const current = await getListingForChange(deps.db, id);
    throw refusal(current?.listing, expected, scope.gate) ?? changedWhileReviewing();
  }
  return after;
}

/**
 * Approves a pending listing as the moderator saw it: approved and active (in search within
 * seconds, by the stream), its approved copy replaced, any earlier rejection reason removed.
 */
export async function approveListing(
  deps: Pick<ModerationDeps, 'db' | 'now'>,
  actor: AuditActor,
  id: string,
  expectedUpdatedAt: string,
): Promise<AdminListingRow> {
  const after = await decide(deps, actor, id, expectedUpdatedAt, {
    action: 'approve',
    approval: 'approved',
    status: 'active',
    reason: null,
    liveDays: await liveDaysOf(deps.db),
  });
  const owners = await getOwnerRows(deps.db, [after.user_id]);
  return toAdminListingRow(after, owners.get(after.user_id));
}

/**
 * Rejects a pending listing as the moderator saw it, with a reason from the site settings'
 * list and a note: rejected and inactive, the reason stored for the seller's listing page,
 * then mailed to the seller. A mail that cannot be sent is logged; the rejection stands.
 */
export async function rejectListing(
  deps: ModerationDeps,
  actor: AuditActor,
  id: string,
  request: RejectListingRequest,
  /** A take-down after reports (reports/take-down-listing.ts): the reject path, wider gate. */
  takeDown?: Required<DecisionScope>,
): Promise<AdminListingRow> {
  const { moderation_reasons } = await getSiteSettings(deps.db);
  if (!moderation_reasons.includes(request.reason)) {
    throw new RuleViolationError(
      ADMIN_MESSAGES.unknownReason,
      { reason: [ADMIN_MESSAGES.unknownReason] },
      'unknown_reason',
    );
  }
  const note = request.note.trim();
  const after = await decide(
    deps,
    actor,
    id,
    request.expected_updated_at,
    {
      action: takeDown ? 'take_down' : 'reject',
      approval: 'rejected',
      status: 'inactive',
      reason: note ? `${request.reason}: ${note}` : request.reason,
    },
    takeDown,
  );
  const owner = (await getOwnerRows(deps.db, [after.user_id])).get(after.user_id);
  if (owner?.email) {
    try {
      await deps.sendMail(
        rejectionMail({
          listing: after,
          seller: owner,
          reason: request.reason,
          note,
          siteOrigin: deps.siteOrigin,
        }),
      );
    } catch (error) {
      deps.log.error('Listing rejected but the mail to the seller failed', {
        listingId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  } else {
    deps.log.warn('Listing rejected; the seller has no e-mail address to tell', { listingId: id });
  }
  return toAdminListingRow(after, owner);
}
