import type { AdminListingRow } from '#shared/admin/listings';
import type { ListingStatus } from '#shared/catalogue/enums';
import { getOwnerRows } from '../moderation-repo';
import type { AuditActor } from '#lambdas/admin';
import type { OwnListingDeps } from '../deps';
import { toAdminListingRow } from './admin-listing-row';
import { applyAdminChange } from './apply-admin-change';

/**
 * Sets any listing's status (active, inactive or sold) at any time, its approval untouched;
 * the owner's My Listings tally moves with the tab in the same transaction. The same status
 * again writes nothing.
 */
export async function setListingStatus(
  deps: Pick<OwnListingDeps, 'db' | 'now'>,
  actor: AuditActor,
  id: string,
  status: ListingStatus,
): Promise<AdminListingRow> {
  const { listing } = await applyAdminChange(deps, actor, id, {
    action: 'status',
    fields: ['status'],
    apply: (listing, version) =>
      listing.status === status ? undefined : { ...listing, status, updated_at: version },
  });
  const owners = await getOwnerRows(deps.db, [listing.user_id]);
  return toAdminListingRow(listing, owners.get(listing.user_id));
}
