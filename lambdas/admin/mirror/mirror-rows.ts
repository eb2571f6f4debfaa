import type { AdminUserRow } from '#shared/admin/users';
import type { Listing } from '#shared/listing';
import type { AdminPaymentRow } from '#shared/admin/payments';
import { USER_ROLES, USER_TAGS } from '#shared/catalogue/enums';
import { PAYMENT_BOOST_TYPES, PAYMENT_STATES } from '#shared/payments';
import type { ADMIN_LISTING_ATTRIBUTES, AdminMirrorKind } from '#shared/table-keys';

/** A listing's boost state (Admin Boosts): the admin index's boost attributes. */
export type ListingBoostFields = {
  search_featured: boolean;
  homepage_featured: boolean;
  boost_expires: string | null;
  search_featured_until: string | null;
  homepage_featured_until: string | null;
};

/**
 * What the admin mirror keeps of a listing: the admin index's listing attributes, all set, and
 * its boost state (always set by listingMirrorRow; optional only for rows built elsewhere,
 * such as an Admin Listings row from a listing read).
 */
export type ListingMirrorRow = Required<Pick<Listing, (typeof ADMIN_LISTING_ATTRIBUTES)[number]>> &
  Partial<ListingBoostFields>;

/** What it keeps of a profile: the Admin Users row. */
export type UserMirrorRow = AdminUserRow;

/** What it keeps of a payment: the Admin Payments row without the payer's name. */
export type PaymentMirrorRow = Omit<AdminPaymentRow, 'payer'>;

export type MirrorRow<K extends AdminMirrorKind> = K extends 'listings'
  ? ListingMirrorRow
  : K extends 'users'
    ? UserMirrorRow
    : PaymentMirrorRow;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

// Hand-mapped, not parsed by zod: a cold load maps 100,000 rows, and the items are our own
// (written only through the listing writer, lambdas/listing/, and the profile repository).
export function listingMirrorRow(item: Record<string, unknown>): ListingMirrorRow {
  return {
    id: text(item.id),
    user_id: text(item.user_id),
    title: text(item.title),
    make: text(item.make),
    model: text(item.model),
    year: num(item.year),
    price: num(item.price),
    status: item.status as Listing['status'],
    approval_status: item.approval_status as Listing['approval_status'],
    created_at: text(item.created_at),
    updated_at: text(item.updated_at),
    owner_disabled: item.owner_disabled === true,
    search_featured: item.search_featured === true,
    homepage_featured: item.homepage_featured === true,
    boost_expires: textOrNull(item.boost_expires),
    search_featured_until: textOrNull(item.search_featured_until),
    homepage_featured_until: textOrNull(item.homepage_featured_until),
  };
}

export function userMirrorRow(item: Record<string, unknown>): UserMirrorRow {
  const role = USER_ROLES.find((r) => r === item.role) ?? 'user';
  const tag = USER_TAGS.find((t) => t === item.tag) ?? null;
  return {
    id: text(item.id),
    email: text(item.email),
    full_name: text(item.full_name),
    phone_number: textOrNull(item.phone_number),
    location: text(item.location),
    website_url: textOrNull(item.website_url),
    created_at: text(item.created_at),
    role,
    tag,
    disabled: item.disabled === true,
  };
}

export function paymentMirrorRow(item: Record<string, unknown>): PaymentMirrorRow {
  return {
    id: text(item.id),
    user_id: text(item.user_id),
    listing_id: text(item.listing_id),
    listing_title: text(item.listing_title),
    boost_type: PAYMENT_BOOST_TYPES.find((t) => t === item.boost_type) ?? 'multiple',
    amount_pence: num(item.amount_pence),
    status: PAYMENT_STATES.find((s) => s === item.status) ?? 'pending',
    transaction_id: textOrNull(item.transaction_id),
    created_at: text(item.created_at),
    paid_at: textOrNull(item.paid_at),
  };
}

export const MIRROR_ROW = {
  listings: listingMirrorRow,
  users: userMirrorRow,
  payments: paymentMirrorRow,
} as const satisfies { [K in AdminMirrorKind]: (item: Record<string, unknown>) => MirrorRow<K> };

/** Newest first (created_at, then id), the order of both admin lists. */
export function newestFirst(a: { created_at: string; id: string }, b: typeof a): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
