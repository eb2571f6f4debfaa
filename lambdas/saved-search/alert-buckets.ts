import type { SearchFilters } from '#shared/search/filters';

/**
 * Which of the matcher's buckets a saved search sits in, and which buckets a listing's change
 * must read (docs/decisions/065-saved-searches-and-alerts.md). A search with a make and model
 * sits in `make#model`, with a make only in `make#*`, with no make in `*`: a listing's change
 * reads exactly the three buckets whose searches it could match, never all of them.
 */
export const ANY_MAKE_BUCKET = '*';

export function bucketOfFilters(filters: Pick<SearchFilters, 'make' | 'model'>): string {
  if (!filters.make) return ANY_MAKE_BUCKET;
  return `${filters.make}#${filters.model ?? '*'}`;
}

export function bucketsOfListing(doc: { make_slug: string; model_slug: string }): string[] {
  return [`${doc.make_slug}#${doc.model_slug}`, `${doc.make_slug}#*`, ANY_MAKE_BUCKET];
}
