import { listingFiguresImageSchema, type ListingFiguresImage } from '#shared/events/listing-stream';
import { isLive, type LiveFields } from '#shared/listing';

/**
 * The dashboard's totals (`FIGURES` / `TOTALS`). Each is a sum of what every listing or profile
 * contributes now, so a change moves it by the new version's contribution minus the old one's.
 */
export type FigureTotals = {
  /** Live listings: what buyers can see (isLive). */
  live: number;
  sold: number;
  /** Waiting for moderation, not sold. */
  pending: number;
  /** Profiles: every account has one. */
  users: number;
  /** Succeeded boost payments. */
  revenue_pence: number;
};

export const TOTAL_NAMES = ['live', 'sold', 'pending', 'users', 'revenue_pence'] as const;

export const ZERO_TOTALS: FigureTotals = {
  live: 0,
  sold: 0,
  pending: 0,
  users: 0,
  revenue_pence: 0,
};

/**
 * What the figures read of a listing item (a stream image, a Scan): read loosely
 * (shared/events/listing-stream.ts).
 */
export type ListingFacts = ListingFiguresImage;

/** What the figures read of a profile item. */
export type ProfileFacts = {
  id: string;
  email: string;
  full_name: string;
  created_at: string | undefined;
};

/** What the figures read of a payment item. */
export type PaymentFacts = {
  id: string;
  listing_title: string;
  amount_pence: number;
  status: string | undefined;
  paid_at: string | undefined;
  created_at: string | undefined;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * A listing item's facts. Loose on purpose: an item the listing schema would refuse still
 * exists and is counted, rather than stopping the stream behind it.
 */
export function listingFacts(item: Record<string, unknown>): ListingFacts {
  return listingFiguresImageSchema.parse(item);
}

export function profileFacts(item: Record<string, unknown>): ProfileFacts {
  return {
    id: text(item.id) ?? '',
    email: text(item.email) ?? '',
    full_name: text(item.full_name) ?? '',
    created_at: text(item.created_at),
  };
}

export function paymentFacts(item: Record<string, unknown>): PaymentFacts {
  const amount = Number(item.amount_pence);
  return {
    id: text(item.id) ?? '',
    listing_title: text(item.listing_title)?.trim() ?? '',
    amount_pence: Number.isFinite(amount) ? amount : 0,
    status: text(item.status),
    paid_at: text(item.paid_at),
    created_at: text(item.created_at),
  };
}

/**
 * What one payment adds: its amount to the revenue while it stands succeeded. A refund takes
 * it back out (refunded adds nothing); pending, failed and expired never count.
 */
export function paymentContribution(payment: PaymentFacts | undefined): FigureTotals {
  return payment?.status === 'succeeded'
    ? { ...ZERO_TOTALS, revenue_pence: payment.amount_pence }
    : ZERO_TOTALS;
}

/** What one listing adds to the totals; nothing when it does not exist. */
export function listingContribution(listing: ListingFacts | undefined): FigureTotals {
  if (!listing) return ZERO_TOTALS;
  const sold = listing.status === 'sold';
  return {
    ...ZERO_TOTALS,
    live: isLive(listing as LiveFields) ? 1 : 0,
    sold: sold ? 1 : 0,
    pending: listing.approval_status === 'pending' && !sold ? 1 : 0,
  };
}

/** What one profile adds: one user. */
export function profileContribution(profile: ProfileFacts | undefined): FigureTotals {
  return profile ? { ...ZERO_TOTALS, users: 1 } : ZERO_TOTALS;
}

export function addTotals(a: FigureTotals, b: FigureTotals, sign: 1 | -1 = 1): FigureTotals {
  return Object.fromEntries(
    TOTAL_NAMES.map((name) => [name, a[name] + sign * b[name]]),
  ) as FigureTotals;
}

export function isZeroTotals(totals: FigureTotals): boolean {
  return TOTAL_NAMES.every((name) => totals[name] === 0);
}
