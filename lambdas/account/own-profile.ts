import type { SellerType } from '#shared/catalogue/enums';
import type { Profile, ProfileChanges, ProfileUpdate } from '#shared/profile';
import type { AuthContext } from '../platform/auth-context';

export type OwnProfileDeps = {
  getProfile: (userId: string) => Promise<Profile | undefined>;
  createProfileIfAbsent: (profile: Profile) => Promise<boolean>;
  updateProfile: (userId: string, update: ProfileChanges) => Promise<Profile | undefined>;
  /** A finished upload made the dealer's logo: its URL (RuleViolationError when it cannot be). */
  attachLogo?: (userId: string, uploadId: string) => Promise<string>;
  /** Keeps a trade account's dealer page in step with its profile (decision 069). */
  syncDealerPage?: (profile: Profile) => Promise<Profile>;
};

/**
 * A new account's profile: a name and an e-mail address, and the account's type: a private
 * seller unless the trade sign-up made it a trade dealer.
 */
export function newProfile(
  user: { id: string; email: string; fullName: string; sellerType?: SellerType },
  now: Date,
): Profile {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone_number: null,
    location: '',
    website_url: null,
    seller_type: user.sellerType ?? 'private_seller',
    created_at: now.toISOString(),
  };
}

/**
 * The signed-in user's profile. Normally written when the account was confirmed (the
 * post-confirmation trigger); made here from the token's claims if that write never happened.
 */
export async function getOwnProfile(
  deps: OwnProfileDeps,
  auth: AuthContext,
  now = new Date(),
): Promise<Profile> {
  const stored = await deps.getProfile(auth.userId);
  if (stored) return stored;
  const created = newProfile(
    { id: auth.userId, email: auth.email ?? '', fullName: auth.name ?? '' },
    now,
  );
  // A concurrent request may have written it first: read what is there.
  if (await deps.createProfileIfAbsent(created)) return created;
  return (await deps.getProfile(auth.userId)) ?? created;
}

/** Changes the signed-in user's own profile, and nobody else's: the key is the token's subject. */
export async function updateOwnProfile(
  deps: OwnProfileDeps,
  auth: AuthContext,
  update: ProfileUpdate,
  now = new Date(),
): Promise<Profile> {
  const current = await getOwnProfile(deps, auth, now);
  // Only a dealer has a page to describe: a private seller's about text, hours and logo are
  // dropped. The logo is checked and published before anything is written.
  const { about, opening_hours, logo_upload_id, ...rest } = update;
  let changes: ProfileChanges = rest;
  if (current.seller_type === 'trade_dealer') {
    changes = { ...rest, about, opening_hours };
    if (logo_upload_id === null) changes.logo_url = null;
    else if (logo_upload_id !== undefined) {
      if (!deps.attachLogo) throw new Error('No logo attachment on this stage');
      changes.logo_url = await deps.attachLogo(auth.userId, logo_upload_id);
    }
  }
  const updated = await deps.updateProfile(auth.userId, changes);
  if (!updated) throw new Error(`The profile of ${auth.userId} vanished while it was updated`);
  return deps.syncDealerPage ? deps.syncDealerPage(updated) : updated;
}
