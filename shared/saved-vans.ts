import { z } from 'zod';
import { LISTING_ID_PATTERN } from './compare';
import { formatPrice } from './format';
import type { SearchCard } from './search/response';

/**
 * The most vans one account may keep (issue 32 §6: "Saving 10,000 vans" gets a clear answer).
 * Five hundred is far beyond what a buyer shortlists, and keeps /saved one Query of about
 * 75 KB (docs/decisions/064-saved-vans.md).
 */
export const SAVED_VANS_LIMIT = 500;

export const SAVED_VANS_MESSAGES = {
  full: `You can save up to ${SAVED_VANS_LIMIT} vans. Remove some you no longer need to save more.`,
  notFound: 'Listing not found',
  unavailable: 'This van is no longer for sale, so it cannot be saved',
  tooMany: `Send at most ${SAVED_VANS_LIMIT} vans at once`,
  savedAt: 'Not a valid time',
  price: 'Not a valid price',
} as const;

/**
 * The form's highest price (LISTING_LIMITS.maxPrice), written here so that the hearts on every
 * page do not load the listing form's rules.
 */
const MAX_SAVED_PRICE = 1_000_000;

/** A van kept in this browser before sign-in: what the account is given when it signs in. */
export const browserSavedVanSchema = z.object({
  id: z.string().regex(LISTING_ID_PATTERN, 'Not a valid listing id'),
  /** The asking price when it was saved, so the change since still shows after the move. */
  price: z.number().int(SAVED_VANS_MESSAGES.price).min(0).max(MAX_SAVED_PRICE),
  saved_at: z.iso.datetime({ error: SAVED_VANS_MESSAGES.savedAt }),
});
export type BrowserSavedVan = z.infer<typeof browserSavedVanSchema>;

/** POST /api/me/saved-vans/import: the browser's list, moved into the account. */
export const importSavedVansBodySchema = z.object({
  vans: z.array(browserSavedVanSchema).max(SAVED_VANS_LIMIT, SAVED_VANS_MESSAGES.tooMany),
});

/** What the import did with each van sent. */
export type ImportSavedVansResponse = {
  /** Saved now. */
  added: number;
  /** Already in the account: kept as the account had it. */
  already_saved: number;
  /** Sold, withdrawn, removed or never there: not saved. */
  unavailable: number;
  /** Past the account's limit: not saved. */
  over_limit: number;
};

/** One saved van, as the account keeps it. */
export type SavedVanEntry = { id: string; title: string; price_at_save: number; saved_at: string };

/**
 * A saved van on /saved: live (with its card, fresh from the search index), sold (greyed, its
 * card as it was when sold) or gone (deleted, withdrawn, rejected: only the saved title).
 */
export type SavedVan = SavedVanEntry &
  (
    | { state: 'live'; card: SearchCard }
    | { state: 'sold'; card: SearchCard }
    | { state: 'gone'; card: null }
  );

export type SavedVanState = SavedVan['state'];

export type SavedVansResponse = { items: SavedVan[]; limit: number };
export type SavedVanIdsResponse = { ids: string[] };
export type SaveVanResponse = SavedVanEntry & { added: boolean };

/**
 * The change since saving, in the words /saved shows: '£500 less than when you saved it',
 * '£300 more than when you saved it', or null when the price is the same.
 */
export function priceChangeText(priceAtSave: number, priceNow: number): string | null {
  const change = priceNow - priceAtSave;
  if (change === 0) return null;
  return `${formatPrice(Math.abs(change))} ${change < 0 ? 'less' : 'more'} than when you saved it`;
}

/** What an import adds: the browser's vans the account lacks, as many as it has room for. */
export type SavedVansMerge = {
  add: BrowserSavedVan[];
  alreadySaved: number;
  overLimit: number;
};

/**
 * The sign-in merge: each van once (a repeat in the browser's list counts once, its earliest
 * saving kept, so the price change is measured from the first time), a van the account already
 * has kept as the account has it, and the newest saved first until the account is full.
 */
export function mergeSavedVans(
  accountIds: ReadonlySet<string>,
  browser: readonly BrowserSavedVan[],
  limit: number = SAVED_VANS_LIMIT,
): SavedVansMerge {
  const earliest = new Map<string, BrowserSavedVan>();
  for (const van of browser) {
    const kept = earliest.get(van.id);
    if (!kept || van.saved_at < kept.saved_at) earliest.set(van.id, van);
  }
  const fresh = [...earliest.values()].filter((van) => !accountIds.has(van.id));
  fresh.sort((a, b) => (a.saved_at < b.saved_at ? 1 : a.saved_at > b.saved_at ? -1 : 0));
  const room = Math.max(0, limit - accountIds.size);
  return {
    add: fresh.slice(0, room),
    alreadySaved: earliest.size - fresh.length,
    overLimit: Math.max(0, fresh.length - room),
  };
}
