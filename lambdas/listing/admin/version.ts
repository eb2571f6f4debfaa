import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { LISTING_ERROR_CODES } from '#shared/listing-form';
import { ConflictError } from '../../platform/errors';

/** The listing changed since the admin read it (the seller, another admin): 409. */
export function changedWhileReviewing(): ConflictError {
  return new ConflictError(
    ADMIN_MESSAGES.changedWhileReviewing,
    LISTING_ERROR_CODES.changedElsewhere,
  );
}
