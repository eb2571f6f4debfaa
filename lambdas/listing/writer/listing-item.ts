import type { Listing } from '#shared/listing';
import { adminMirrorKeys, listingKey, listingKeys, type Key } from '#shared/table-keys';

/**
 * The listing item: every field but the view count (its own item), plus its table and index
 * keys, with the admin mirror's keys stamped with the time of this write (shared/table-keys.ts).
 * Pure: building an item writes nothing; the writes are this folder's (decision 043).
 */
export function listingItem(
  listing: Listing,
  writtenAt: Date = new Date(),
): Record<string, unknown> {
  const { views: _views, ...fields } = listing;
  return {
    ...fields,
    ...listingKeys(listing),
    ...adminMirrorKeys('listings', listing.id, writtenAt),
  };
}

/*
 * The items and keys this folder sends in its writes of a listing item, so that a test can tell
 * a write the writer built from one built elsewhere (tests/support/listing-write-guard.ts), even
 * inside another module's transaction. A WeakSet: it holds nothing alive and costs one add.
 */
const madeHere = new WeakSet<object>();

/** Whether this listing item (a Put's `Item`) or key (a Delete's or Update's `Key`) was built here. */
export function madeByListingWriter(request: unknown): boolean {
  return typeof request === 'object' && request !== null && madeHere.has(request);
}

/** The item of a write of `listing`, over the stored attributes outside the entity (`keep`). */
export function writtenItem(
  listing: Listing,
  writtenAt: Date = new Date(),
  keep: Record<string, unknown> = {},
): Record<string, unknown> {
  const item = { ...keep, ...listingItem(listing, writtenAt) };
  madeHere.add(item);
  return item;
}

/** The key of a delete of a listing item. */
export function writtenKey(id: string): Key {
  const key = listingKey(id);
  madeHere.add(key);
  return key;
}
