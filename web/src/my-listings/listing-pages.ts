import type { OwnListingRow, OwnListingsPage } from '#shared/own-listings';

/**
 * The pages of one view (a tab with its search, sort and filters) loaded with 'Load more' after
 * the first (which SWR holds). `view` says whose pages they are, so a change of tab or search
 * starts again from the first page.
 */
export type MorePages = {
  view: string;
  pages: readonly OwnListingsPage[];
  status: 'idle' | 'loading' | 'failed';
};

export function noMorePages(view: string): MorePages {
  return { view, pages: [], status: 'idle' };
}

/**
 * The rows of the loaded pages in order, each listing once: a refreshed first page can overlap
 * a page loaded before it (a new listing pushes one down), and the first copy wins.
 */
export function mergeRows(pages: readonly OwnListingsPage[]): OwnListingRow[] {
  const seen = new Set<string>();
  const rows: OwnListingRow[] = [];
  for (const page of pages) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/** The cursor of the page after the last one loaded, or null when there is none. */
export function nextCursor(pages: readonly OwnListingsPage[]): string | null {
  return pages.at(-1)?.next_cursor ?? null;
}

/**
 * Adds a page that arrived to the state it was asked from; an answer to an earlier state (the
 * view changed or the list was refreshed meanwhile) is dropped.
 */
export function appendPage(
  state: MorePages,
  askedFrom: { view: string; loaded: number },
  page: OwnListingsPage,
): MorePages {
  if (state.view !== askedFrom.view || state.pages.length !== askedFrom.loaded) return state;
  return { view: state.view, pages: [...state.pages, page], status: 'idle' };
}

/**
 * The loaded pages with one listing's row changed (a renewal's new end and state), so a row
 * loaded with 'Load more' shows the change without loading the list again.
 */
export function patchRow(
  pages: readonly OwnListingsPage[],
  id: string,
  patch: Partial<OwnListingRow>,
): OwnListingsPage[] {
  return pages.map((page) =>
    page.items.some((row) => row.id === id)
      ? { ...page, items: page.items.map((row) => (row.id === id ? { ...row, ...patch } : row)) }
      : page,
  );
}
