import { formatLongDate, formatNumber } from '#shared/format';
import { isLive } from '#shared/listing';
import {
  draftTodo,
  LISTING_STATE_DETAILS,
  listingState,
  listingStateDetail,
  listingStateLabel,
  type ListingState,
} from '#shared/listing-state';
import type { OwnListing } from '#shared/own-listings';
import { expiresSoon } from '#shared/listing-expiry';
import type { Tone } from '../ui/badge';
import { boostLabel } from '../lib/listing-labels';
import { relativeDay } from '../lib/relative-time';

export type SummaryItem = {
  label: string;
  value: string;
  tone: Tone;
  /** A sentence under the value: why, what happens next. */
  detail: string | null;
};

/** The listing's one state (shared/listing-state.ts) and the sentence under it. */
export type StateSummary = { label: 'Status'; state: ListingState; value: string; detail: string };

type StateFields = Pick<
  OwnListing,
  | 'status'
  | 'approval_status'
  | 'owner_disabled'
  | 'reports_hidden'
  | 'rejection_reason'
  | 'updated_at'
  | 'expired'
> & { photos: readonly unknown[]; expires_at?: string | null };

/**
 * Where the listing stands, in one state and one sentence: when a sold one was sold, why a
 * rejected one was refused, what a draft lacks before it can be sent for review.
 */
export function stateSummary(listing: StateFields, now: Date = new Date()): StateSummary {
  const state = listingState(listing);
  const summary = (detail: string): StateSummary => ({
    label: 'Status',
    state,
    value: listingStateLabel(listing),
    detail,
  });
  switch (state) {
    case 'sold': {
      const when = relativeDay(listing.updated_at, now);
      return summary(
        when ? `Sold ${when} (${formatLongDate(listing.updated_at)})` : LISTING_STATE_DETAILS.sold,
      );
    }
    case 'rejected': {
      const reason = listing.rejection_reason?.trim();
      return summary(
        reason
          ? `Reason: ${reason}. Edit it to send it for review again.`
          : LISTING_STATE_DETAILS.rejected,
      );
    }
    case 'draft': {
      const todo = draftTodo(listing.photos.length);
      return summary(
        todo
          ? `Not sent for review yet and not shown to buyers. ${todo}, then submit it for review.`
          : LISTING_STATE_DETAILS.draft,
      );
    }
    case 'live':
      return summary(
        listing.expires_at
          ? `Live: buyers can find it in search until ${formatLongDate(listing.expires_at)}.`
          : LISTING_STATE_DETAILS.live,
      );
    case 'expired':
      return summary(
        listing.expires_at
          ? `Expired on ${formatLongDate(listing.expires_at)}: no longer shown to buyers. Renew it to advertise it again.`
          : LISTING_STATE_DETAILS.expired,
      );
    default:
      return summary(listingStateDetail(listing));
  }
}

type RenewalFields = Pick<
  OwnListing,
  'status' | 'approval_status' | 'owner_disabled' | 'reports_hidden' | 'expired'
> & { expires_at: string | null };

/**
 * Whether Renew is offered (decision 072): on an expired listing, and on a live one whose
 * advert ends within the week (its reminder has gone). The server renews any live listing.
 */
export function offersRenewal(listing: RenewalFields, now: Date): boolean {
  const state = listingState(listing);
  return state === 'expired' || (state === 'live' && expiresSoon(listing.expires_at, now));
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

/**
 * What the owner may do with the listing now. A draft's edit is how it is completed and sent
 * for review ('Complete listing').
 */
export function ownerActions(listing: RenewalFields, now: Date = new Date()) {
  const live = isLive(listing);
  const sold = listing.status === 'sold';
  const draft = listingState(listing) === 'draft';
  return {
    viewPublic: live,
    edit: !sold,
    complete: draft,
    boost: live,
    markSold: !sold,
    renew: offersRenewal(listing, now),
  };
}

/** 1234 -> '1,234'. */
export function formatCount(value: number): string {
  return formatNumber(value);
}
