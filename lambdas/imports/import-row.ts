import { IMPORT_MESSAGES, type ImportError } from '../../shared/csv-import/imports';
import { rowError, type ImportedRow } from '../../shared/csv-import/rules';
import type { Listing } from '../../shared/listing';
import { LISTING_MESSAGES } from '../../shared/listing-form';
import { importedListingId } from '../../shared/table-keys';
import { listingExists } from '../data/own-listings-repo';
import { formFields, newListing } from '../domain/own-listings/listing-from-form';
import type { ImportRunDeps } from './deps';
import { importPhotos } from './import-photos';

/*
 * One valid row of a chunk made ready to write (docs/csv-import.md, Map): geocoded, its images
 * fetched and processed, its listing built pending. A row the world refuses (an unknown
 * postcode, an image URL that fails the guard or the photo checks) is the row's error; anything
 * passing (a throttle, the geocoder down) is thrown, so the state machine retries the chunk.
 * The chunk's listings are then written together (write-listings.ts).
 */

export type PreparedRow =
  | { kind: 'listing'; row: ImportedRow; listing: Listing }
  /** Written by an earlier attempt of this chunk: done (its images are not fetched again). */
  | { kind: 'written'; row: ImportedRow }
  | { kind: 'refused'; row: ImportedRow; error: ImportError };

/** The row's error: 'Row n (make model): message'. */
export function refusedRow(row: ImportedRow, message: string): PreparedRow {
  return {
    kind: 'refused',
    row,
    error: rowError(row.row, { make: row.listing.make, model: row.listing.model }, [message]),
  };
}

export async function prepareRow(
  deps: ImportRunDeps,
  ids: { importId: string; ownerId: string },
  row: ImportedRow,
  now: Date,
): Promise<PreparedRow> {
  const id = importedListingId(ids.importId, row.row);
  // Photos are the costly part: a retried chunk does not fetch them again for a row it wrote.
  // (Rows without photos need no look: their conditional write tells.)
  if (row.images.length > 0 && (await listingExists(deps.db, id))) return { kind: 'written', row };

  const point = await deps.geocode(row.listing.postcode);
  if (!point) return refusedRow(row, LISTING_MESSAGES.postcodeUnknown);

  const photos = await importPhotos(deps, id, row.images);
  if (!photos.ok) return refusedRow(row, IMPORT_MESSAGES.image(photos.url));

  const listing = newListing(
    formFields({ ...row.listing, photos: [] }, point, photos.imageUrls),
    { id, userId: ids.ownerId },
    now,
  );
  return { kind: 'listing', row, listing };
}
