import { isLive } from '#shared/listing';
import {
  SAVED_VANS_LIMIT,
  type SavedVan,
  type SavedVanEntry,
  type SavedVansResponse,
} from '#shared/saved-vans';
import { getListings } from '#lambdas/listing';
import { indexCard, listingCard } from '#lambdas/search';
import { nowOf, type SavedVansDeps } from './deps';
import { querySavedVans } from './saved-vans-repo';

/** Newest saved first; the id breaks a tie so the order never wobbles between two reads. */
export function newestSavedFirst(a: SavedVanEntry, b: SavedVanEntry): number {
  if (a.saved_at !== b.saved_at) return a.saved_at < b.saved_at ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The buyer's saved vans, newest saved first. The entries are one Query of the buyer's
 * partition; a live van's card comes from the search index (no read); only the vans the index
 * does not hold (sold, withdrawn, removed, or approved a moment ago) are read from the table,
 * to tell a sold van (its card, greyed) from a gone one (its saved title alone).
 */
export async function listSavedVans(
  deps: SavedVansDeps,
  userId: string,
): Promise<SavedVansResponse> {
  if (!deps.index) throw new Error('listSavedVans needs the search index');
  const [entries, index] = await Promise.all([querySavedVans(deps.db, userId), deps.index()]);
  const now = nowOf(deps);
  const missing = entries.filter((entry) => !index.get(entry.id)).map((entry) => entry.id);
  const listings = new Map((await getListings(deps.db, missing)).map((l) => [l.id, l]));

  const items = [...entries].sort(newestSavedFirst).map((entry): SavedVan => {
    const doc = index.get(entry.id);
    if (doc) return { ...entry, state: 'live', card: indexCard(index, doc, now) };
    const listing = listings.get(entry.id);
    if (listing && isLive(listing)) return { ...entry, state: 'live', card: listingCard(listing) };
    if (listing?.status === 'sold') return { ...entry, state: 'sold', card: listingCard(listing) };
    return { ...entry, state: 'gone', card: null };
  });
  return { items, limit: SAVED_VANS_LIMIT };
}

/** The ids alone, for the hearts: the same Query, nothing else. */
export async function listSavedVanIds(deps: SavedVansDeps, userId: string): Promise<string[]> {
  return (await querySavedVans(deps.db, userId)).sort(newestSavedFirst).map((entry) => entry.id);
}
