import type { Profile } from '#shared/profile';

/**
 * The names each side sees of the other: a private person by their first name, a trade seller
 * by the name their account trades under; never an e-mail address (issue 34).
 */
export function firstName(fullName: string | undefined): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0] ?? '';
  return first || 'VanYard user';
}

export function sellerName(
  profile: Pick<Profile, 'full_name' | 'seller_type'> | undefined,
): string {
  if (!profile) return 'Seller';
  const full = profile.full_name.trim();
  if (profile.seller_type === 'trade_dealer' && full) return full;
  return firstName(full);
}
