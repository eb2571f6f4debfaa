import type { SearchFilters } from '#shared/search/filters';

/**
 * Which of the matcher's buckets a saved search sits in, and which buckets a listing's change
 * must read (docs/decisions/065-saved-searches-and-alerts.md). A search with a make sits in its
 * make's bucket, one without in `*`: a listing's change reads the two buckets whose searches it
 * could match, never all of them. Not by model: a model filter matches close variants of its
 * name ('TGE' finds 'TGE Panel Van', shared/search/model-match.ts), which no exact key can.
 */
export const ANY_MAKE_BUCKET = '*';

export function bucketOfFilters(filters: Pick<SearchFilters, 'make'>): string {
  return filters.make ?? ANY_MAKE_BUCKET;
}

export function bucketsOfListing(doc: { make_slug: string }): string[] {
  return [doc.make_slug, ANY_MAKE_BUCKET];
}
