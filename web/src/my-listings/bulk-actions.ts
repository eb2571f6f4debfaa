import type {
  OwnListingBulkAction,
  OwnListingRow,
  OwnListingsBulkResult,
} from '#shared/own-listings';

/*
 * The words of My Listings' bulk bar and what its answers come to (decision 071): plain
 * functions, so the counts and the per-listing failures are tested without a page.
 */

const vans = (count: number) => (count === 1 ? '1 listing' : `${count} listings`);

export const BULK_COPY = {
  region: 'Selected listings',
  selected: (count: number) => `${vans(count)} selected`,
  selectAll: 'Select all on this page',
  selectRow: (title: string) => `Select ${title}`,
  clear: 'Clear selection',
  markSold: 'Mark as sold',
  renew: 'Renew',
  delete: 'Delete',
  busy: 'Working...',
  confirm: {
    mark_sold: {
      title: (count: number) => `Mark ${vans(count)} as sold?`,
      body: 'They leave search at once and move to your Sold Listings. This cannot be undone.',
      button: 'Mark as sold',
    },
    renew: {
      title: (count: number) => `Renew ${vans(count)}?`,
      body: 'Each is advertised again for the full listing period from today. Sold vans and vans waiting for review are left as they are.',
      button: 'Renew',
    },
    delete: {
      title: (count: number) => `Delete ${vans(count)}?`,
      body: 'They are removed for good, with their photos and enquiries. This cannot be undone.',
      button: 'Delete',
    },
  },
  done: {
    mark_sold: (count: number) => `${vans(count)} marked as sold`,
    renew: (count: number) => `${vans(count)} renewed`,
    delete: (count: number) => `${vans(count)} deleted`,
  },
  failedHeading: (count: number) => `${vans(count)} could not be changed`,
} as const;

export type BulkFailure = { id: string; title: string; message: string };

/** What an answer comes to: how many were done, and each failure with its listing's title. */
export function bulkOutcome(
  result: OwnListingsBulkResult,
  rows: readonly OwnListingRow[],
): { done: number; failures: BulkFailure[] } {
  // The seller's own titles: a dealer's vans often share year, make and model.
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  const failures = result.results.flatMap((entry) =>
    entry.ok
      ? []
      : [{ id: entry.id, title: titles.get(entry.id) ?? entry.id, message: entry.message ?? '' }],
  );
  return { done: result.results.length - failures.length, failures };
}

/** The selection kept to the rows on screen (a row gone after a refresh is no longer selected). */
export function keptSelection(
  selected: ReadonlySet<string>,
  rows: readonly Pick<OwnListingRow, 'id'>[] | null,
): Set<string> {
  const shown = new Set(rows?.map((row) => row.id));
  return new Set([...selected].filter((id) => shown.has(id)));
}

export type { OwnListingBulkAction };
