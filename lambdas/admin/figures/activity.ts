import { RECENT_ACTIVITY_ITEMS, type Activity } from '#shared/admin/dashboard';
import { formatMoney } from '#shared/format';
import { activityKey } from '#shared/table-keys';
import type { ListingFacts, PaymentFacts, ProfileFacts } from './figure-totals';
import { pages } from '#shared/pages';

/** A line of Recent Activity and what it is about (the key's last part). */
export type ActivityEntry = Activity & { subjectId: string };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Long enough for any real title or name; a line never grows an item past DynamoDB's limit. */
const NAME_CHARS = 120;
const shortened = (name: string) =>
  name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1).trimEnd()}…` : name;

/** The item's own time when it has a usable one, else the time the change was seen. */
function timeOf(value: string | undefined, fallback: string): string {
  return value && ISO_INSTANT.test(value) ? value : fallback;
}

export function listingActivity(listing: ListingFacts, seenAt: string): ActivityEntry {
  return {
    at: timeOf(listing.created_at, seenAt),
    kind: 'listing',
    text: `New listing: ${shortened(listing.title)}`,
    href: pages.adminListing.build({ listingId: listing.id }),
    subjectId: listing.id,
  };
}

export function profileActivity(profile: ProfileFacts, seenAt: string): ActivityEntry {
  return {
    at: timeOf(profile.created_at, seenAt),
    kind: 'user',
    text: `New user: ${shortened(profile.full_name.trim() || profile.email)}`,
    href: pages.adminUser.build({ userId: profile.id }),
    subjectId: profile.id,
  };
}

/** A payment that succeeded: 'Payment: £9.99 for 2019 Ford Transit Custom', at its payment time. */
export function paymentActivity(payment: PaymentFacts, seenAt: string): ActivityEntry {
  const amount = formatMoney(payment.amount_pence / 100);
  return {
    at: timeOf(payment.paid_at, seenAt),
    kind: 'payment',
    text: payment.listing_title
      ? `Payment: ${amount} for ${shortened(payment.listing_title)}`
      : `Payment: ${amount}`,
    href: pages.adminPayments.build(),
    subjectId: payment.id,
  };
}

/** The entry's sort key under `ACTIVITY` (shared/table-keys.ts activityKey). */
export function activitySortKey(entry: ActivityEntry): string {
  return activityKey(entry.at, entry.kind, entry.subjectId).SK;
}

/**
 * The newest entries, newest first, one per subject: only these can be among the newest
 * RECENT_ACTIVITY_ITEMS the dashboard reads, whatever was written before.
 */
export function newestActivity(
  entries: readonly ActivityEntry[],
  limit: number = RECENT_ACTIVITY_ITEMS,
): ActivityEntry[] {
  const byKey = new Map<string, ActivityEntry>();
  for (const entry of entries) byKey.set(activitySortKey(entry), entry);
  // Newest first as the table orders them: by the sort key, descending.
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .slice(0, limit)
    .map(([, entry]) => entry);
}
