import { BOOST_LABELS, type BoostType } from '#shared/boosts';
import type { AdminBoostRow } from '#shared/admin/payments';
import { boostEnd } from '#shared/listing';
import {
  getOwnerRows,
  nextVersion,
  writeBoostChange,
  listingAuditPuts,
  listingForAdmin,
  changedWhileReviewing,
} from '#lambdas/listing';
import type { AuditActor } from '#lambdas/admin';
import type { Db } from '../../platform/db';
import { ConflictError } from '../../platform/errors';
import { isRunning, withBoostEnded } from '../boost-state';
import { ownerName } from './boost-rows';

/** Concurrent writers are rare: a few fresh reads settle any race. */
const ATTEMPTS = 3;

export const BOOST_NOT_RUNNING_CODE = 'boost_not_running';
export const boostNotRunning = (type: BoostType) =>
  `This listing's ${BOOST_LABELS[type]} boost is not running: it has ended already`;

/** The fields an early end changes, for its audit entry. */
const auditedFields = (type: BoostType) => [type, `${type}_until`, 'boost_expires'] as const;

/**
 * An admin ends one boost type of a listing now (Admin Boosts), with their reason: the listing
 * written over the version read with a new version (so the seller's open form sees it changed),
 * and the audit entry in the same transaction. 404 for an unknown listing; 409 when the type is
 * not running (ended already, by its expiry or another admin).
 */
export async function endBoostEarly(
  deps: { db: Db; now?: () => Date },
  actor: AuditActor,
  input: { listingId: string; type: BoostType; reason: string },
): Promise<AdminBoostRow> {
  for (let attempt = 1; ; attempt++) {
    const found = await listingForAdmin(deps.db, input.listingId);
    const before = found.listing;
    const now = deps.now?.() ?? new Date();
    if (!isRunning(before, input.type, now)) {
      throw new ConflictError(boostNotRunning(input.type), BOOST_NOT_RUNNING_CODE);
    }
    const ended = withBoostEnded(before, input.type, now)!;
    const after = { ...ended, updated_at: nextVersion(before.updated_at, now) };
    const outcome = await writeBoostChange(
      deps.db,
      found,
      after,
      listingAuditPuts(deps.db, {
        actor,
        action: 'boost_end',
        listing: before,
        before,
        after,
        fields: auditedFields(input.type),
        reason: input.reason,
        at: now,
      }),
    );
    if (outcome === 'written') {
      const owners = await getOwnerRows(deps.db, [after.user_id]);
      return {
        listing_id: after.id,
        listing_title: after.title,
        owner: ownerName(owners.get(after.user_id)),
        type: input.type,
        ends_at: new Date(boostEnd(after, input.type)!).toISOString(),
        running: false,
      };
    }
    if (attempt >= ATTEMPTS) throw changedWhileReviewing();
  }
}
