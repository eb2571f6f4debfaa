import type { SellerType } from '#shared/catalogue/enums';
import type { Profile, ProfileUpdate } from '#shared/profile';
import type { AuthContext } from '../platform/auth-context';

export type OwnProfileDeps = {
  getProfile: (userId: string) => Promise<Profile | undefined>;
  createProfileIfAbsent: (profile: Profile) => Promise<boolean>;
  updateProfile: (userId: string, update: ProfileUpdate) => Promise<Profile | undefined>;
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
  await getOwnProfile(deps, auth, now);
  const updated = await deps.updateProfile(auth.userId, update);
  if (!updated) throw new Error(`The profile of ${auth.userId} vanished while it was updated`);
  return updated;
}
