import type { Listing } from '#shared/listing';

/** What a badge says of its subject (ui/badge.tsx colours it); the word says it, the colour repeats it. */
export type Tone = 'positive' | 'negative' | 'waiting' | 'neutral';

/** Fixed English month names: Intl's en-GB short form writes 'Sept', the spec's MMM is 'Sep'. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const londonParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'Europe/London',
});

/** Spec 02 section 9, dd MMM yyyy in UK time: '2026-03-05T10:00:00Z' -> '05 Mar 2026'. */
export function boostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    londonParts.formatToParts(date).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const day = (parts.day ?? '').padStart(2, '0');
  return `${day} ${MONTHS[Number(parts.month) - 1] ?? ''} ${parts.year ?? ''}`;
}

export const BOOST_EXPIRED_HINT =
  'The boost on this van has ended, so it no longer shows as featured. Boost it again to put it back in front of more buyers.';

export type BoostLabel =
  | {
      kind: 'featured' | 'boosted';
      /** 'Featured until 05 Mar 2026' (desktop table, owner view). */
      text: string;
      /** 'Featured' (mobile cards). */
      short: string;
      until: string;
    }
  | { kind: 'expired'; text: 'Boost expired'; short: 'Boost expired'; hint: string };

type BoostFields = Pick<
  Listing,
  'status' | 'search_featured' | 'homepage_featured' | 'boost_expires'
>;

/**
 * The boost line of a row on the Active tab (spec 02 sections 2 and 4). Boosted means a featured
 * flag with boost_expires in the future: the homepage boost reads 'Featured until …', the search
 * boost 'Boosted until …' (a listing with both shows the homepage one). A listing that had a
 * boost and has none running reads 'Boost expired': the expiry clears the flags and keeps
 * boost_expires as the last end (lambdas/boosts/boost-state.ts), and a flag whose end has passed
 * (the expiry not yet run) is expired too. Sold listings and listings never boosted have no line.
 */
export function boostLabel(listing: BoostFields, now: Date = new Date()): BoostLabel | null {
  if (listing.status === 'sold' || !listing.boost_expires) return null;
  const expires = Date.parse(listing.boost_expires);
  if (Number.isNaN(expires)) return null;
  const flagged = listing.homepage_featured || listing.search_featured;
  if (!flagged || expires <= now.getTime()) {
    return {
      kind: 'expired',
      text: 'Boost expired',
      short: 'Boost expired',
      hint: BOOST_EXPIRED_HINT,
    };
  }
  const until = boostDate(listing.boost_expires);
  return listing.homepage_featured
    ? { kind: 'featured', text: `Featured until ${until}`, short: 'Featured', until }
    : { kind: 'boosted', text: `Boosted until ${until}`, short: 'Boosted', until };
}
