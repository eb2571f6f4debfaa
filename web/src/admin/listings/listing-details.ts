import type { AdminListingDetail, ListingChange } from '#shared/admin/listings';
import { LABELS } from '#shared/catalogue/enums';
import type { OwnListing } from '#shared/own-listings';
import { ownerDetailRows, type DetailRow } from '../../lib/owner-detail-rows';
import { adminDate } from '../ui/format';
import { formatNumber } from '#shared/format';
import { parseRegistration } from '#shared/vehicle/registration';
import { shownRegistration } from '#shared/vehicle/shown-registration';
import { vanSpecRows } from '../../lib/van-spec-rows';

/** The whole plate for moderators, and what buyers see of it. */
function registrationRow(listing: OwnListing): DetailRow {
  if (!listing.registration) return { label: 'Registration', value: 'Not stated' };
  const parsed = parseRegistration(listing.registration);
  const full = parsed.ok ? parsed.registration.display : listing.registration;
  const shown = listing.show_registration
    ? 'shown to buyers'
    : `buyers see ${shownRegistration(listing) ?? 'nothing'}`;
  return { label: 'Registration', value: `${full} (${shown})` };
}

const yesNo = (value: boolean | null | undefined, unknown = 'Not stated') =>
  value === null || value === undefined ? unknown : value ? 'Yes' : 'No';

/**
 * Every field a moderator checks: the owner view's, then the rest of the form's, then the van
 * specification with the whole registration.
 */
export function adminDetailRows(listing: OwnListing): DetailRow[] {
  return [
    { label: 'Make', value: listing.make },
    { label: 'Model', value: listing.model },
    ...ownerDetailRows(listing),
    {
      label: 'Engine size',
      value: listing.engine_size_cc ? `${listing.engine_size_cc} CC` : 'Not stated',
    },
    { label: 'Condition', value: LABELS.condition[listing.condition] },
    { label: 'ULEZ compliant', value: yesNo(listing.ulez_compliant, 'From fuel type and year') },
    { label: 'Seller type', value: LABELS.seller_type[listing.seller_type] },
    {
      label: 'MOT expiry',
      value: listing.mot_expiry_date ? adminDate(listing.mot_expiry_date) : 'Not stated',
    },
    {
      label: 'Service history',
      value: listing.service_history
        ? LABELS.service_history[listing.service_history]
        : 'Not stated',
    },
    { label: 'V5C logbook', value: yesNo(listing.v5c_logbook_available) },
    { label: 'HPI clear', value: yesNo(listing.hpi_clear) },
    { label: 'Features', value: listing.features.length ? listing.features.join(', ') : 'None' },
    registrationRow(listing),
    // The van specification as buyers read it, without the (masked) plate.
    ...vanSpecRows({ ...listing, registration: null }),
    { label: 'Views', value: formatNumber(listing.views) },
    { label: 'Enquiries', value: formatNumber(listing.enquiries) },
    { label: 'Created', value: adminDate(listing.created_at) },
    { label: 'Last changed', value: adminDate(listing.updated_at) },
    { label: 'Listing id', value: listing.id },
  ];
}

/** What the changes panel says, from the detail's `changes` and `photo_changes`. */
export type ChangesView =
  | { kind: 'new' }
  | { kind: 'unchanged' }
  | { kind: 'changed'; fields: ListingChange[]; added: string[]; removed: string[] };

/**
 * Never approved: 'New listing'. Approved before: the fields and photos changed since that
 * version, or nothing changed (an approved listing looked at again).
 */
export function changesView(
  detail: Pick<AdminListingDetail, 'changes' | 'photo_changes'>,
): ChangesView {
  if (detail.changes === null) return { kind: 'new' };
  const added = detail.photo_changes?.added ?? [];
  const removed = detail.photo_changes?.removed ?? [];
  if (detail.changes.length === 0 && added.length === 0 && removed.length === 0) {
    return { kind: 'unchanged' };
  }
  return { kind: 'changed', fields: detail.changes, added, removed };
}

/** The seller's other listings: this one left out (it is on the page already). */
export function otherListings<T extends { id: string }>(rows: readonly T[], id: string): T[] {
  return rows.filter((row) => row.id !== id);
}
