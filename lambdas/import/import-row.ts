import { IMPORT_MESSAGES, type ImportError } from '#shared/csv-import/imports';
import { rowError, type ImportedRow } from '#shared/csv-import/rules';
import type { Listing } from '#shared/listing';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { importedListingId } from '#shared/table-keys';
import { photosNeeded } from '#shared/listing-state';
import { listingApproval, formFields, newListing } from '#lambdas/listing';
import type { ImportRunDeps } from './deps';
import { importPhotos } from './import-photos';

/*
 * One valid row of a chunk made ready to write (docs/csv-import.md, Map): geocoded, its images
 * fetched and processed, its listing built. A row the world refuses (an unknown postcode) is
 * the row's error; an image that fails the guard or the photo checks is left out, and the row
 * says so (its warning). With at least 3 photos the listing waits for review (pending); with
 * fewer it is a draft the seller completes, as the form would not take it either. Anything
 * passing (a throttle, the geocoder down) is thrown, so the state machine retries the chunk.
 * The chunk's listings are then written together (write-listings.ts).
 */

export type PreparedRow =
  | {
      kind: 'listing';
      row: ImportedRow;
      listing: Listing;
      /** 'Row 6 (Ford Transit): imported without 1 photo: {url}; saved as a draft: …'. */
      warning: ImportError | null;
    }
  /**
   * Written by an earlier attempt of this chunk: done (its images are not fetched again, so
   * its warning, if it had one, is not repeated).
   */
  | { kind: 'written'; row: ImportedRow; draft: boolean }
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
  if (row.images.length > 0) {
    const written = await listingApproval(deps.db, id);
    if (written) return { kind: 'written', row, draft: written === 'draft' };
  }

  const point = await deps.geocode(row.listing.postcode);
  if (!point) return refusedRow(row, LISTING_MESSAGES.postcodeUnknown);

  const photos = await importPhotos(deps, id, row.images);
  const failed = [...(row.failedImages ?? []), ...photos.failed];
  const needed = photosNeeded(photos.imageUrls.length);
  const listing = newListing(
    formFields({ ...row.listing, photos: [] }, point, photos.imageUrls),
    { id, userId: ids.ownerId },
    now,
  );
  if (needed > 0) listing.approval_status = 'draft';
  return { kind: 'listing', row, listing, warning: rowWarning(row, failed, needed) };
}

/**
 * What a row imported without some photos says: the URLs that failed and, when it ended with
 * fewer than 3, that it is a draft. A row that had no photos to begin with says nothing (the
 * import's summary counts its drafts).
 */
export function rowWarning(row: ImportedRow, failed: readonly string[], needed: number) {
  if (failed.length === 0) return null;
  const messages = [IMPORT_MESSAGES.importedWithout(failed)];
  if (needed > 0) messages.push(IMPORT_MESSAGES.savedAsDraft(needed));
  return rowError(row.row, { make: row.listing.make, model: row.listing.model }, messages);
}
