import type { DashboardListing, SellerStats } from '#shared/dashboard';
import { formatNumber, listingTitle } from '#shared/format';
import { boostDate } from '../lib/listing-labels';
import { londonDayNumber, relativeDay } from '../lib/relative-time';

/*
 * What the dashboard says from the seller's state (GET /api/me/listings/stats): a sentence
 * on where they stand, and the listings to act on.
 */

/** A new seller: no listing in any state. Only they are shown the first steps. */
export function isNewSeller(stats: SellerStats): boolean {
  return stats.totalListings === 0;
}

function counted(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** 'a, b and c' */
function joined(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Where the seller stands, in one sentence: 'You have 19 live listings, 2 waiting for approval
 * and 1 needing your attention.' A new seller is told how to start instead.
 */
export function summaryText(stats: SellerStats): string {
  if (isNewSeller(stats)) {
    return 'You have no listings yet. Add your first van: listing is free, and it goes live once we have checked it.';
  }
  const parts = [counted(stats.activeListings, 'live listing', 'live listings')];
  if (stats.pendingListings > 0)
    parts.push(`${formatNumber(stats.pendingListings)} waiting for approval`);
  const attention = stats.draftListings + stats.rejectedListings + stats.boostsEndingSoon.length;
  if (attention > 0) parts.push(`${formatNumber(attention)} needing your attention`);
  if (stats.soldListings > 0) parts.push(`${formatNumber(stats.soldListings)} sold`);
  return `You have ${joined(parts)}.`;
}

/** 'today', 'tomorrow', 'in 3 days' (London calendar days), with the date. */
export function boostEndsText(listing: DashboardListing, now: Date = new Date()): string {
  if (!listing.boost_expires) return '';
  const end = new Date(listing.boost_expires);
  const days = londonDayNumber(end) - londonDayNumber(now);
  const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  return `Boost ends ${when} (${boostDate(listing.boost_expires)})`;
}

/** 'Sent for approval today', 'Sent for approval 2 days ago'. */
export function waitingText(listing: DashboardListing, now: Date = new Date()): string {
  const ago = relativeDay(listing.updated_at, now);
  return ago ? `Sent for approval ${ago}` : 'Sent for approval';
}

export const titleOf = (listing: DashboardListing): string => listingTitle(listing);

/** How many more there are than the list shows ('and 3 more'), or null. */
export function moreText(total: number, shown: number): string | null {
  return total > shown ? `and ${formatNumber(total - shown)} more` : null;
}
