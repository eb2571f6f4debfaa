import { describe, expect, it } from 'vitest';
import {
  getOwnProfile,
  newProfile,
  updateOwnProfile,
  type OwnProfileDeps,
} from '#lambdas/account/own-profile';
import type { AuthContext } from '#lambdas/platform/auth-context';
import { profileUpdateSchema, PROFILE_MESSAGES, type Profile } from '#shared/profile';

const NOW = new Date('2026-11-24T12:00:00Z');
const auth: AuthContext = {
  userId: 'u-1',
  email: 'jo@example.org',
  name: 'Jo Bloggs',
  groups: [],
  isAdmin: false,
};

function memoryProfiles(
  initial: Profile[] = [],
): OwnProfileDeps & { stored: Map<string, Profile> } {
  const stored = new Map(initial.map((p) => [p.id, p]));
  return {
    stored,
    getProfile: async (id) => stored.get(id),
    createProfileIfAbsent: async (profile) => {
      if (stored.has(profile.id)) return false;
      stored.set(profile.id, profile);
      return true;
    },
    updateProfile: async (id, update) => {
      const current = stored.get(id);
      if (!current) return undefined;
      const next = { ...current, ...update };
      stored.set(id, next);
      return next;
    },
  };
}

describe('own profile', () => {
  it('makes a missing profile from the token: a private seller with name and e-mail', async () => {
    const deps = memoryProfiles();
    const profile = await getOwnProfile(deps, auth, NOW);
    expect(profile).toEqual({
      id: 'u-1',
      email: 'jo@example.org',
      full_name: 'Jo Bloggs',
      phone_number: null,
      location: '',
      website_url: null,
      seller_type: 'private_seller',
      created_at: NOW.toISOString(),
    });
    expect(deps.stored.get('u-1')).toEqual(profile);
  });

  it('returns the stored profile as it is', async () => {
    const existing = {
      ...newProfile({ id: 'u-1', email: 'old@example.org', fullName: 'Old' }, NOW),
      location: 'Leeds',
    };
    expect(await getOwnProfile(memoryProfiles([existing]), auth, NOW)).toEqual(existing);
  });

  it('changes only the signed-in user, whatever the update claims', async () => {
    const other = newProfile({ id: 'u-2', email: 'other@example.org', fullName: 'Other' }, NOW);
    const deps = memoryProfiles([other]);
    const update = profileUpdateSchema.parse({
      full_name: 'Jo Bloggs Vans',
      phone_number: '07700 900123',
      location: 'York',
      website_url: '',
      // Not part of the schema: dropped. The account's type is not the user's to change.
      seller_type: 'trade_dealer',
      id: 'u-2',
      email: 'x@example.org',
    });
    const updated = await updateOwnProfile(deps, auth, update, NOW);
    expect(updated).toMatchObject({
      id: 'u-1',
      email: 'jo@example.org',
      full_name: 'Jo Bloggs Vans',
      website_url: null,
      seller_type: 'private_seller',
    });
    expect(deps.stored.get('u-2')).toEqual(other);
  });
});

describe('the profile update rules', () => {
  const valid = {
    full_name: 'Jo',
    phone_number: '',
    location: '',
    website_url: '',
  };

  it('turns empty optional fields into nothing and trims', () => {
    expect(profileUpdateSchema.parse({ ...valid, full_name: '  Jo  ', phone_number: ' ' })).toEqual(
      {
        full_name: 'Jo',
        phone_number: null,
        location: '',
        website_url: null,
      },
    );
  });

  it.each([
    [{ full_name: 'J' }, 'full_name', PROFILE_MESSAGES.fullName],
    [{ phone_number: '12345' }, 'phone_number', PROFILE_MESSAGES.phone],
    [{ location: 'x'.repeat(81) }, 'location', PROFILE_MESSAGES.location],
    [{ website_url: 'javascript:alert(1)' }, 'website_url', PROFILE_MESSAGES.website],
    [{ website_url: 'ftp://vans.example' }, 'website_url', PROFILE_MESSAGES.website],
    [{ website_url: 'https://localhost' }, 'website_url', PROFILE_MESSAGES.website],
  ])('refuses %o', (bad, field, message) => {
    const result = profileUpdateSchema.safeParse({ ...valid, ...bad });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('accepts UK numbers in their usual forms and a plain website', () => {
    for (const phone of ['07700 900123', '+44 7700 900123', '(020) 7946 0000', '0113-496-0123']) {
      expect(profileUpdateSchema.safeParse({ ...valid, phone_number: phone }).success).toBe(true);
    }
    expect(
      profileUpdateSchema.parse({ ...valid, website_url: 'https://vans.example/stock' })
        .website_url,
    ).toBe('https://vans.example/stock');
  });
});
