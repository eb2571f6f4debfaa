import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { Profile } from '#shared/profile';
import { publicDealerSlug } from '#shared/dealer';
import { getProfile } from '../profiles-repo';
import { getSlugOwner, queryDirectory, type DirectoryEntry } from './dealer-repo';

/**
 * How long a container keeps the dealer directory: result cards link to dealer pages and a
 * dealer's stock is searched by slug without a table read per request (the results page's read
 * units stay as they were); a rename, a new dealer or a hidden page reaches every container
 * within this time (a slug the cache does not know is read from the table at once).
 */
export const DEALER_DIRECTORY_TTL_MS = 60_000;

export type DealerDirectory = {
  entries: DirectoryEntry[];
  /** Visible dealers by current slug. */
  bySlug: Map<string, DirectoryEntry>;
  /** Visible dealers by account. */
  byUser: Map<string, DirectoryEntry>;
};

let cached: { value: DealerDirectory; until: number } | undefined;

function directoryOf(entries: DirectoryEntry[]): DealerDirectory {
  const visible = entries.filter((entry) => !entry.hidden);
  return {
    entries: visible,
    bySlug: new Map(visible.map((entry) => [entry.slug, entry])),
    byUser: new Map(visible.map((entry) => [entry.user_id, entry])),
  };
}

/** The visible dealers as this container last read them (one Query a minute at most). */
export async function cachedDealerDirectory(db: Db, now = Date.now()): Promise<DealerDirectory> {
  if (cached && now < cached.until) return cached.value;
  const value = directoryOf(await queryDirectory(db));
  cached = { value, until: now + DEALER_DIRECTORY_TTL_MS };
  return value;
}

/** Forgets the cached directory (after a change in this container, and in tests). */
export function forgetDealerDirectory(): void {
  cached = undefined;
}

/** A profile that has a public dealer page: a trade account with a slug, not hidden. */
export function hasDealerPage(
  profile: Profile | undefined,
): profile is Profile & { dealer_slug: string } {
  return publicDealerSlug(profile) !== undefined;
}

/**
 * The dealer links search uses (lambdas/search/search-listings.ts, DealerLinks): from the
 * cached directory; a slug it does not know (an older slug, a dealer newer than the cache) is
 * looked up in the table, so a dealer's stock never shows as missing for a minute.
 */
export async function dealerLinks(db: Db, log?: Logger) {
  let directory: DealerDirectory;
  try {
    directory = await cachedDealerDirectory(db);
  } catch (error) {
    log?.warn('Could not read the dealer directory; cards carry no dealer link', {
      error: error instanceof Error ? error.message : String(error),
    });
    directory = directoryOf([]);
  }
  return {
    async sellerOf(slug: string): Promise<string | undefined> {
      const known = directory.bySlug.get(slug);
      if (known) return known.user_id;
      const owner = await getSlugOwner(db, slug);
      if (!owner) return undefined;
      return hasDealerPage(await getProfile(db, owner)) ? owner : undefined;
    },
    linkOf(sellerId: string) {
      const entry = directory.byUser.get(sellerId);
      return entry ? { slug: entry.slug, name: entry.name } : undefined;
    },
  };
}
