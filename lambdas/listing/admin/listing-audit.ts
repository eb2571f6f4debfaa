import type { AuditAction } from '#shared/admin/audit';
import type { Listing } from '#shared/listing';
import { auditPuts, changedFields, newAuditEntry, type AuditActor } from '#lambdas/admin';
import type { Db } from '../../platform/db';
import { sameAnswer } from '../listing-from-form';
import type { TransactItem } from '../../platform/transactions';

/**
 * The audit entry of an admin action on a listing, as Puts for the action's own transaction:
 * under the listing and under its owner (who sees what admins did to their listings). Only the
 * fields that changed are kept, before and after; the label is the title at the time, so the
 * trail still names a listing after it is deleted.
 */
export function listingAuditPuts(
  db: Db,
  input: {
    actor: AuditActor;
    action: AuditAction;
    listing: Pick<Listing, 'id' | 'title' | 'user_id'>;
    /** The fields' values before and after; `after` null for a delete. */
    before: Record<string, unknown>;
    after: Record<string, unknown> | null;
    fields: readonly string[];
    reason?: string | null;
    at: Date;
  },
): TransactItem[] {
  const changed = input.after
    ? changedFields(input.before, input.after, input.fields, (field, a, b) =>
        sameAnswer(field as keyof Listing, a, b),
      )
    : null;
  const entry = newAuditEntry({
    actor: input.actor,
    action: input.action,
    target: { kind: 'listing', id: input.listing.id, label: input.listing.title },
    before: input.after
      ? (changed?.before ?? null)
      : Object.fromEntries(input.fields.map((field) => [field, input.before[field] ?? null])),
    after: changed?.after ?? null,
    reason: input.reason ?? null,
    at: input.at,
  });
  return auditPuts(db, entry, [{ kind: 'user', id: input.listing.user_id }]);
}
