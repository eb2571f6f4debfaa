import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { LISTING_ERROR_CODES } from '#shared/listing-form';
import { ConflictError } from '../../platform/errors';

/**
 * The version (`updated_at`) an admin write gives a listing: now, or a millisecond after the
 * version it replaces when this clock is behind the last writer's, so the seller's open form
 * always sees that the listing changed ('changed elsewhere') instead of overwriting the change.
 */
export function nextVersion(previous: string, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

/** The listing changed since the admin read it (the seller, another admin): 409. */
export function changedWhileReviewing(): ConflictError {
  return new ConflictError(
    ADMIN_MESSAGES.changedWhileReviewing,
    LISTING_ERROR_CODES.changedElsewhere,
  );
}
