import { getMainPhotos, type MainPhoto } from '../moderation-repo';
import type { Db } from '../../platform/db';

/**
 * How many listings' main photos a container keeps: a few hundred pages of Admin Listings, a
 * few hundred kilobytes.
 */
export const MAIN_PHOTOS_KEPT = 5_000;

/**
 * The thumbnails of Admin Listings: each row's main photo, and whether buyers' reports hide the
 * listing. The admin mirror carries neither (its index's projection cannot change in place), so
 * a page's are read from the table, once per version of a listing: a container keeps what it
 * read, by listing, and reads again only a listing whose row shows another version (an edit
 * moves `updated_at`; a photo changes only with an edit, the reports flag only with a new
 * version). A moderator going back and forth over pages or acting on rows reads only the rows
 * that changed.
 */
export function createMainPhotos(kept = MAIN_PHOTOS_KEPT) {
  // Oldest use first (a Map keeps insertion order): the first key is the one to drop.
  const known = new Map<string, MainPhoto>();

  function remember(id: string, photo: MainPhoto) {
    known.delete(id);
    known.set(id, photo);
    if (known.size > kept) known.delete(known.keys().next().value!);
  }

  return async function mainPhotosOf(
    db: Db,
    rows: readonly { id: string; updated_at: string }[],
  ): Promise<Map<string, Omit<MainPhoto, 'updated_at'>>> {
    const unknown = rows.filter((row) => known.get(row.id)?.updated_at !== row.updated_at);
    if (unknown.length > 0) {
      const read = await getMainPhotos(
        db,
        unknown.map((row) => row.id),
      );
      for (const row of unknown) {
        // Kept under the version read: a row still showing an older version reads again later.
        remember(
          row.id,
          read.get(row.id) ?? {
            url: null,
            updated_at: row.updated_at,
            reports_hidden: false,
            expired: false,
          },
        );
      }
    }
    return new Map(
      rows.map((row) => {
        const photo = known.get(row.id);
        if (photo) remember(row.id, photo);
        return [
          row.id,
          {
            url: photo?.url ?? null,
            reports_hidden: photo?.reports_hidden ?? false,
            expired: photo?.expired ?? false,
          },
        ];
      }),
    );
  };
}

/** The container's. */
export const mainPhotosOf = createMainPhotos();
