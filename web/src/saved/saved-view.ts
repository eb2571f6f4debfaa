import type { CompareItem } from '#shared/compare';
import { priceChangeText, type SavedVan } from '#shared/saved-vans';
import type { SearchCard } from '#shared/search/response';
import type { BrowserSavedEntry } from '../lib/saved-vans-store';

/** One van on /saved, whichever list it came from. */
export type SavedView = {
  id: string;
  title: string;
  state: 'live' | 'sold' | 'gone';
  card: SearchCard | null;
  /** '£500 less than when you saved it'; null when unchanged or not for sale. */
  change: string | null;
};

/** The account's list as the page shows it. */
export function accountViews(items: readonly SavedVan[]): SavedView[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    state: item.state,
    card: item.card,
    change: item.state === 'live' ? priceChangeText(item.price_at_save, item.card.price) : null,
  }));
}

/**
 * This browser's list with fresh cards from the compare route: a van the route no longer has
 * (sold, withdrawn, removed: it cannot tell which) is shown as gone.
 */
export function browserViews(
  entries: readonly BrowserSavedEntry[],
  items: readonly CompareItem[],
): SavedView[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return entries.map((entry) => {
    const item = byId.get(entry.id);
    if (item?.available) {
      return {
        id: entry.id,
        title: item.title,
        state: 'live',
        card: item,
        change: priceChangeText(entry.price, item.price),
      };
    }
    return { id: entry.id, title: entry.title, state: 'gone', card: null, change: null };
  });
}
