import type {
  AdminListingDetail,
  AdminListingsPage,
  AdminListingsRow,
} from '#shared/admin/listings';
import type { AuditEntry } from '#shared/admin/audit';
import { makeListing } from '../../my-listings/test-fixtures';
import type { ListingActions } from './use-listing-actions';

/** Test data for the admin listing screens' tests. */

export function makeAdminRow(overrides: Partial<AdminListingsRow> = {}): AdminListingsRow {
  return {
    id: 'lst_1',
    title: 'Tidy Transit, one owner',
    make: 'Ford',
    model: 'Transit',
    year: 2019,
    price: 14995,
    status: 'active',
    approval_status: 'pending',
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    owner: { id: 'user-1', name: 'Jo Seller', email: 'jo@example.org' },
    owner_disabled: false,
    image_url: '/images/listings/lst_1/photo1/640.webp',
    ...overrides,
  };
}

export function makeAdminPage(
  rows: AdminListingsRow[],
  overrides: Partial<AdminListingsPage> = {},
): AdminListingsPage {
  return { rows, matched: rows.length, total: 120, page: 1, page_size: 25, ...overrides };
}

export const AUDIT_ENTRY: AuditEntry = {
  id: 'a1',
  at: '2026-03-05T14:03:00.000Z',
  action: 'reject',
  actor: { id: 'admin-1', email: 'admin@vanyard.example', name: 'Alex Morgan' },
  target: { kind: 'listing', id: 'lst_1', label: '2019 Ford Transit' },
  before: { approval_status: 'pending', status: 'active' },
  after: { approval_status: 'rejected', status: 'inactive' },
  reason: 'Price or details look wrong: the mileage reads 4 miles',
};

export function makeDetail(overrides: Partial<AdminListingDetail> = {}): AdminListingDetail {
  return {
    listing: { ...makeListing({ id: 'lst_1', approval_status: 'pending' }), owner_disabled: false },
    public_path: null,
    changes: null,
    photo_changes: null,
    seller: {
      id: 'user-1',
      email: 'jo@example.org',
      full_name: 'Jo Seller',
      phone_number: null,
      location: 'Leeds',
      website_url: null,
      created_at: '2025-11-01T10:00:00.000Z',
      role: 'user',
      tag: 'regular',
      disabled: false,
    },
    seller_listings: [
      makeAdminRow({ id: 'lst_1' }),
      makeAdminRow({ id: 'lst_2', title: 'Crafter LWB', make: 'Volkswagen', model: 'Crafter' }),
    ],
    seller_listing_counts: { active: 2, sold: 1 },
    audit: [AUDIT_ENTRY],
    ...overrides,
  };
}

const noop = () => undefined;
const resolved = () => Promise.resolve(true);

/** The actions hook's answer with nothing on its way; override what a test looks at. */
export function fakeActions(overrides: Partial<ListingActions> = {}): ListingActions {
  return {
    busy: null,
    busyOn: () => false,
    present: (rows) => [...rows],
    deletedAmong: () => 0,
    approve: resolved,
    setStatus: resolved,
    rejecting: null,
    openReject: noop,
    closeReject: noop,
    reject: resolved,
    deleting: null,
    openDelete: noop,
    closeDelete: noop,
    remove: resolved,
    ...overrides,
  };
}
