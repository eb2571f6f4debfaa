import type {
  OwnListingBulkAction,
  OwnListingsBulkRequest,
  OwnListingsBulkResult,
} from '#shared/own-listings';
import { OWN_LISTING_BULK_MESSAGES } from '#shared/own-listings';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { cleanUpDeletedListing, type MarkPaymentsDeleted } from './clean-up-deleted-listing';
import { nowOf, type OwnListingDeps } from './deps';
import { getListingForChange } from './listing-state-repo';
import { deleteListingItems } from './listing-writer';
import { markOwnListingSold } from './owner-changes';
import { renewOwnListing } from './expiry/renew-listing';
import { changedElsewhere } from './save-own-listing';
import { ConflictError, NotFoundError, RuleViolationError } from '../platform/errors';

export type BulkDeps = OwnListingDeps & { markPaymentsDeleted: MarkPaymentsDeleted };

/** Concurrent writers are rare: a few fresh reads settle any race. */
const ATTEMPTS = 3;

/**
 * Deletes one of the seller's listings in any state (decision 071): its items in one
 * transaction over the version read (its stock reference is free again), then what belongs to
 * it. Another seller's id, or none, is 404: nothing of theirs is touched.
 */
export async function deleteOwnListing(deps: BulkDeps, userId: string, id: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(deps.db, id);
    if (!found || found.listing.user_id !== userId) {
      throw new NotFoundError(LISTING_MESSAGES.notFound);
    }
    const now = nowOf(deps);
    if ((await deleteListingItems(deps.db, found.listing, now, [])) === 'deleted') {
      await cleanUpDeletedListing(deps, found.listing, now);
      return;
    }
    if (attempt >= ATTEMPTS) throw changedElsewhere();
  }
}

const ACTIONS: Record<
  OwnListingBulkAction,
  (deps: BulkDeps, userId: string, id: string) => Promise<unknown>
> = {
  mark_sold: markOwnListingSold,
  // The per-listing rules (sold, under review, hidden: 409 with the seller's words) are the
  // single Renew's, so a row refused here says what its own Renew button would (decision 077).
  renew: renewOwnListing,
  delete: deleteOwnListing,
};

/** A refusal the seller can read (not found, already sold, changed elsewhere). */
const refusal = (error: unknown) =>
  error instanceof NotFoundError ||
  error instanceof ConflictError ||
  error instanceof RuleViolationError;

/**
 * Acts on each selected listing in turn, each on its own: one listing's refusal (another
 * seller's, already sold, gone) or failure is its own result, and the rest carry on. One at a
 * time, so the seller's tally (written with each) never meets itself.
 */
export async function actOnOwnListings(
  deps: BulkDeps,
  userId: string,
  request: OwnListingsBulkRequest,
): Promise<OwnListingsBulkResult> {
  const results: OwnListingsBulkResult['results'] = [];
  for (const id of request.ids) {
    try {
      await ACTIONS[request.action](deps, userId, id);
      results.push({ id, ok: true, message: null });
    } catch (error) {
      if (!refusal(error)) deps.warn?.(`A bulk ${request.action} failed on listing ${id}`, error);
      const message = refusal(error) ? (error as Error).message : OWN_LISTING_BULK_MESSAGES.failed;
      results.push({ id, ok: false, message });
    }
  }
  return { action: request.action, results };
}
