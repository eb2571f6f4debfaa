import type { Listing } from '#shared/listing';
import type { Db } from '../../platform/db';
import { renewFedListing } from '../expiry/renew-listing';
import type { FormFields } from '../listing-from-form';
import { getListingForChange } from '../listing-state-repo';
import { LISTING_ATTEMPTS, nextVersion, replaceListing } from '../listing-writer';
import { planFedRow } from './plan-fed-row';

/*
 * The stock feed's writes of listings it already has (decision 074), through the one listing
 * writer, each over the version read (a seller's edit in between is read again). A listing the
 * feed still carries is renewed when its advert ends soon (renewFedListing, decision 072).
 */

export type FedListingDeps = { db: Db; now?: () => Date };

export type FedRowOutcome = {
  outcome: 'unchanged' | 'updated' | 'review' | 'sold' | 'gone';
  renewed: boolean;
};

/**
 * Reconciles one listing with its feed row. `fieldsOf` builds the row's fields against the
 * stored listing (its photos kept, its point kept unless the postcode moved); it answers null
 * when the row cannot apply (an unknown postcode), which is the row's error: nothing written.
 */
export async function reconcileFedListing(
  deps: FedListingDeps,
  ownerId: string,
  id: string,
  fieldsOf: (before: Listing) => Promise<FormFields | null>,
): Promise<FedRowOutcome | null> {
  const now = deps.now?.() ?? new Date();
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(deps.db, id);
    // A claim whose listing is gone (or another seller's): the row is new again next run.
    if (!found || found.listing.user_id !== ownerId) return { outcome: 'gone', renewed: false };
    const fields = await fieldsOf(found.listing);
    if (!fields) return null;
    const plan = planFedRow(found.listing, fields, now);
    if (plan.kind === 'sold') return { outcome: 'sold', renewed: false };
    if (plan.kind === 'updated') {
      const written = await replaceListing(deps.db, found.listing, plan.after, {
        keep: found.extra,
      });
      if (written !== 'replaced') {
        if (attempt >= LISTING_ATTEMPTS) throw new Error(`Listing ${id} kept changing`);
        continue;
      }
    }
    const renewal = await renewFedListing({ db: deps.db, now: () => now }, id);
    return {
      outcome: plan.kind === 'updated' ? (plan.review ? 'review' : 'updated') : 'unchanged',
      renewed: renewal === 'renewed',
    };
  }
}

/**
 * A listing whose stock reference left the feed is sold (decision 074). 'already' when it was
 * sold before, or is gone or not the owner's; a seller's write in between is read again.
 */
export async function markFedListingSold(
  deps: FedListingDeps,
  ownerId: string,
  id: string,
): Promise<'sold' | 'already'> {
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(deps.db, id);
    if (!found || found.listing.user_id !== ownerId || found.listing.status === 'sold') {
      return 'already';
    }
    const now = deps.now?.() ?? new Date();
    const after: Listing = {
      ...found.listing,
      status: 'sold',
      updated_at: nextVersion(found.listing.updated_at, now),
    };
    const written = await replaceListing(deps.db, found.listing, after, { keep: found.extra });
    if (written === 'replaced') return 'sold';
    if (attempt >= LISTING_ATTEMPTS) throw new Error(`Listing ${id} kept changing`);
  }
}
