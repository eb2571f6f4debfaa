import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { Db } from '../../platform/db';
import { getListingForChange, type ListingForChange } from '../listing-state-repo';
import { NotFoundError } from '../../platform/errors';

/** Any listing, read consistently for a change, whoever owns it; 404 when there is none. */
export async function listingForAdmin(db: Db, id: string): Promise<ListingForChange> {
  const found = await getListingForChange(db, id);
  if (!found) throw new NotFoundError(ADMIN_MESSAGES.listingNotFound);
  return found;
}

/** The moderator's reason stored on a rejected listing item, or null. */
export function rejectionReasonOf(extra: Record<string, unknown>): string | null {
  return typeof extra.rejection_reason === 'string' ? extra.rejection_reason : null;
}
