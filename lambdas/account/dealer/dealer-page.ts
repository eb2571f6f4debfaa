import {
  DEALER_MESSAGES,
  dealerSlugBase,
  dealerSlugCandidates,
  postcodeOfAddress,
  type DealerDirectoryResponse,
  type DealerPageResponse,
} from '#shared/dealer';
import { LISTING_DETAIL_ERROR_CODES, type PhoneResponse } from '#shared/listing-detail';
import { addressLines, type Profile } from '#shared/profile';
import type { Db } from '../../platform/db';
import { NotFoundError } from '../../platform/errors';
import { getProfile } from '../profiles-repo';
import { cachedDealerDirectory, forgetDealerDirectory, hasDealerPage } from './dealer-directory';
import {
  claimSlug,
  deleteDirectoryEntry,
  getSlugOwner,
  putDirectoryEntry,
  setProfileSlug,
  type DirectoryEntry,
} from './dealer-repo';

export type DealerPageDeps = {
  db: Db;
  /** Live vans of a seller now (the search index: no table read). */
  vanCount: (sellerId: string) => Promise<number>;
};

/** The public profile behind a slug, or NotFoundError (unknown, not trade, hidden). */
async function dealerProfile(db: Db, slug: string): Promise<Profile & { dealer_slug: string }> {
  const owner = await getSlugOwner(db, slug);
  const profile = owner ? await getProfile(db, owner) : undefined;
  if (!hasDealerPage(profile)) throw new NotFoundError(DEALER_MESSAGES.notFound);
  return profile;
}

/**
 * A dealer's public page. `slug` may be one a rename left behind: the answer carries the
 * current one, and the page moves there (301). Two small reads (the slug, the profile); the
 * stock and its count come from the search index.
 */
export async function getDealerPage(
  deps: DealerPageDeps,
  slug: string,
): Promise<DealerPageResponse> {
  const profile = await dealerProfile(deps.db, slug);
  const address = addressLines(profile.address);
  return {
    slug: profile.dealer_slug,
    name: profile.full_name,
    logo_url: profile.logo_url ?? null,
    about: profile.about ?? null,
    address,
    town: profile.location,
    postcode: postcodeOfAddress(address),
    opening_hours: profile.opening_hours ?? null,
    website: profile.website_url,
    has_phone: !!profile.phone_number?.trim(),
    member_since: profile.created_at,
    verified_at: profile.dealer_verified_at ?? null,
    vans: await deps.vanCount(profile.id),
    // Enquiries are relayed by e-mail, one way: no reply is seen, so none is timed (decision 069).
    reply_time: null,
  };
}

/** The dealer's phone number, as a listing's is revealed (rate limited by the route). */
export async function revealDealerPhone(db: Db, slug: string): Promise<PhoneResponse> {
  const profile = await dealerProfile(db, slug);
  const phone = profile.phone_number?.trim();
  if (!phone) {
    throw new NotFoundError(
      'The dealer has not provided a phone number.',
      LISTING_DETAIL_ERROR_CODES.noPhone,
    );
  }
  return { phone };
}

/** Every visible dealer with their number of live vans, for /dealers and the sitemap. */
export async function listDealers(deps: DealerPageDeps): Promise<DealerDirectoryResponse> {
  const directory = await cachedDealerDirectory(deps.db);
  const items = await Promise.all(
    directory.entries.map(async (entry) => ({
      slug: entry.slug,
      name: entry.name,
      town: entry.town,
      verified_at: entry.verified_at,
      vans: await deps.vanCount(entry.user_id),
    })),
  );
  return { items };
}

/** The directory's copy of a dealer's profile. */
export function directoryEntryOf(
  profile: Profile & { dealer_slug: string },
  now = new Date(),
): DirectoryEntry {
  return {
    updated_at: now.toISOString(),
    user_id: profile.id,
    slug: profile.dealer_slug,
    name: profile.full_name,
    town: profile.location,
    verified_at: profile.dealer_verified_at ?? null,
    hidden: profile.dealer_hidden === true,
  };
}

/**
 * Keeps an account's dealer page in step with its profile, after any change of it (a save, the
 * trade sign-up, an admin's change of type): a trade account gets a slug from its name (kept
 * while the name asks for the same one; a new one after a rename, the old one still naming the
 * dealer so old links redirect) and its directory entry; any other account has none. Each
 * step is repeatable, so a failure part way is mended by the next save.
 */
export async function syncDealerPage(db: Db, profile: Profile, now = new Date()): Promise<Profile> {
  if (profile.seller_type !== 'trade_dealer') {
    if (profile.dealer_slug) await deleteDirectoryEntry(db, profile.id);
    forgetDealerDirectory();
    return profile;
  }
  let slug = profile.dealer_slug;
  const base = dealerSlugBase(profile.full_name);
  const stillFits =
    slug !== undefined && (slug === base || new RegExp(`^${base}-\\d+$`).test(slug));
  if (!stillFits) {
    slug = undefined;
    for (const candidate of dealerSlugCandidates(profile.full_name)) {
      if (await claimSlug(db, candidate, profile.id, now.toISOString())) {
        slug = candidate;
        break;
      }
    }
    // Twenty dealers of one name: the account id makes the twenty-first unique.
    if (!slug) {
      slug = `${base}-${profile.id
        .slice(0, 8)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')}`;
      await claimSlug(db, slug, profile.id, now.toISOString());
    }
    await setProfileSlug(db, profile.id, slug);
  }
  const synced = { ...profile, dealer_slug: slug! };
  await putDirectoryEntry(db, directoryEntryOf(synced, now));
  forgetDealerDirectory();
  return synced;
}
