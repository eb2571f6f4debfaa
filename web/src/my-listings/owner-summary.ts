import { LABELS } from '../../../shared/catalogue/enums';
import {
  formatLocation,
  formatLongDate,
  formatMileage,
  formatNumber,
  formatPrice,
} from '../../../shared/format';
import { isLive } from '../../../shared/listing';
import type { OwnListing } from '../../../shared/own-listings';
import { MODERATION_HOURS } from '../../../shared/site-facts';
import { vatWordsInline } from '../../../shared/vat';
import { ApiError } from '../api/fetch-json';
import { approvalBadge, boostLabel, type Tone } from './listing-labels';
import { relativeDay } from './relative-time';

export type SummaryItem = {
  label: string;
  value: string;
  tone: Tone;
  /** A sentence under the value: why, what happens next. */
  detail: string | null;
};

export const PENDING_DETAIL = `Waiting for review: most listings are reviewed within ${MODERATION_HOURS} hours`;

/**
 * Approval: Pending (waiting for review), Rejected (with the reason when given) or Approved. A
 * sold listing is past review and cannot be edited, so it gets no advice, only a given reason.
 */
export function approvalSummary(
  listing: Pick<OwnListing, 'approval_status' | 'status' | 'rejection_reason'>,
): SummaryItem {
  const badge = approvalBadge(listing.approval_status);
  const sold = listing.status === 'sold';
  const reason = listing.rejection_reason?.trim();
  let detail: string | null = null;
  if (badge.label === 'Rejected') {
    if (reason) detail = `Reason: ${reason}`;
    else if (!sold)
      detail = 'It was not approved for the site. Edit it to send it for review again.';
  } else if (!sold) {
    detail = badge.label === 'Pending' ? PENDING_DETAIL : 'Checked and approved by our team.';
  }
  return { label: 'Approval', value: badge.label, tone: badge.tone, detail };
}

/** Status: Active (live or waiting), Sold (with when) or Inactive. */
export function statusSummary(
  listing: Pick<OwnListing, 'status' | 'approval_status' | 'updated_at'>,
  now: Date = new Date(),
): SummaryItem {
  if (listing.status === 'sold') {
    const when = relativeDay(listing.updated_at, now);
    return {
      label: 'Status',
      value: 'Sold',
      tone: 'neutral',
      detail: when ? `Sold ${when} (${formatLongDate(listing.updated_at)})` : null,
    };
  }
  if (listing.status === 'inactive') {
    return {
      label: 'Status',
      value: 'Inactive',
      tone: 'neutral',
      detail: 'Not shown to buyers.',
    };
  }
  return {
    label: 'Status',
    value: 'Active',
    tone: isLive(listing) ? 'positive' : 'waiting',
    detail: isLive(listing)
      ? 'Live: buyers can find it in search.'
      : 'Not shown to buyers until it is approved.',
  };
}

/** The boost now: Featured or Boosted until a date, expired, or none. */
export function boostSummary(
  listing: Pick<OwnListing, 'status' | 'search_featured' | 'homepage_featured' | 'boost_expires'>,
  now: Date = new Date(),
): SummaryItem {
  const label = boostLabel(listing, now);
  if (!label) {
    return { label: 'Boost', value: 'Not boosted', tone: 'neutral', detail: null };
  }
  if (label.kind === 'expired') {
    return { label: 'Boost', value: label.text, tone: 'waiting', detail: label.hint };
  }
  return {
    label: 'Boost',
    value: label.text,
    tone: 'positive',
    detail:
      label.kind === 'featured'
        ? 'Shown on the home page among the featured vans.'
        : 'Shown at the top of search results.',
  };
}

/** What the owner may do with the listing now. */
export function ownerActions(listing: Pick<OwnListing, 'status' | 'approval_status'>) {
  const live = isLive(listing);
  const sold = listing.status === 'sold';
  return { viewPublic: live, edit: !sold, boost: live, markSold: !sold };
}

export type DetailRow = { label: string; value: string };

/** Price, mileage, year, fuel, transmission, body type, location and postcode. */
export function ownerDetailRows(listing: OwnListing): DetailRow[] {
  const price = `${formatPrice(listing.price)} ${vatWordsInline(listing)}`;
  return [
    { label: 'Price', value: listing.price_negotiable ? `${price}, negotiable` : price },
    { label: 'Mileage', value: formatMileage(listing.mileage) },
    { label: 'Year', value: String(listing.year) },
    { label: 'Fuel type', value: LABELS.fuel_type[listing.fuel_type] },
    { label: 'Transmission', value: LABELS.transmission[listing.transmission] },
    {
      label: 'Body type',
      value: listing.body_type ? LABELS.body_type[listing.body_type] : 'Not stated',
    },
    { label: 'Location', value: formatLocation(listing.location) },
    { label: 'Postcode', value: listing.postcode },
  ];
}

/** 1234 -> '1,234'. */
export function formatCount(value: number): string {
  return formatNumber(value);
}

/** A 404 (unknown, or another seller's) and a 400 (not a listing id at all) are 'not found'. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
