import type { Listing } from '#shared/listing';
import { pricedChanges } from '#shared/price-history';
import { editedListing, sameAnswer, type FormFields } from '../listing-from-form';
import { nextVersion } from '../listing-writer';

/*
 * What a stock feed's row does to the listing its stock reference names (decision 074), as a
 * plain function of the two: nothing when every field the feed gives is the same; the price or
 * the mileage alone change in place, approval kept (an approved van stays live, as a price cut
 * should); any other change goes back to review as a seller's edit does; a sold listing is left
 * sold (the feed does not bring a van back).
 */

/** Fields a feed may change without a moderator's look. */
export const KEEPS_APPROVAL: ReadonlySet<keyof FormFields> = new Set([
  'price',
  'mileage',
  // The dealer's own note (decision 071): never a change buyers see.
  'stock_reference',
]);

export type FedRowPlan =
  | { kind: 'unchanged' }
  | { kind: 'sold' }
  | { kind: 'updated'; after: Listing; review: boolean; changed: (keyof FormFields)[] };

/** The form fields that differ between the stored listing and the feed's row. */
export function changedFields(before: Listing, fields: FormFields): (keyof FormFields)[] {
  return (Object.keys(fields) as (keyof FormFields)[]).filter(
    (key) => !sameAnswer(key, before[key], fields[key]),
  );
}

export function planFedRow(before: Listing, fields: FormFields, now: Date): FedRowPlan {
  if (before.status === 'sold') return { kind: 'sold' };
  const changed = changedFields(before, fields);
  if (changed.length === 0) return { kind: 'unchanged' };
  const updated_at = nextVersion(before.updated_at, now);
  if (changed.every((key) => KEEPS_APPROVAL.has(key))) {
    return {
      kind: 'updated',
      review: false,
      changed,
      after: {
        ...before,
        ...fields,
        price_changes: pricedChanges(before, fields, now),
        updated_at,
      },
    };
  }
  const edited = editedListing(before, fields, now);
  return {
    kind: 'updated',
    review: true,
    changed,
    after: {
      ...edited,
      // A draft (fewer than 3 photos) stays a draft: the seller completes it, as after an import.
      approval_status: before.approval_status === 'draft' ? 'draft' : edited.approval_status,
      updated_at,
    },
  };
}
