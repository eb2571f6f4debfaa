import type { AdminUserRow } from '../../../shared/admin/users';
import type { Listing } from '../../../shared/listing';
import { USER_ROLES, USER_TAGS } from '../../../shared/catalogue/enums';
import type { ADMIN_LISTING_ATTRIBUTES, AdminMirrorKind } from '../../../shared/table-keys';

/** What the admin mirror keeps of a listing: the admin index's listing attributes, all set. */
export type ListingMirrorRow = Required<Pick<Listing, (typeof ADMIN_LISTING_ATTRIBUTES)[number]>>;

/** What it keeps of a profile: the Admin Users row. */
export type UserMirrorRow = AdminUserRow;

export type MirrorRow<K extends AdminMirrorKind> = K extends 'listings'
  ? ListingMirrorRow
  : UserMirrorRow;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

// Hand-mapped, not parsed by zod: a cold load maps 100,000 rows, and the items are our own
// (written only through listingItem and the profile repository).
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

export const MIRROR_ROW = {
  listings: listingMirrorRow,
  users: userMirrorRow,
} as const satisfies { [K in AdminMirrorKind]: (item: Record<string, unknown>) => MirrorRow<K> };

/** Newest first (created_at, then id), the order of both admin lists. */
export function newestFirst(a: { created_at: string; id: string }, b: typeof a): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
