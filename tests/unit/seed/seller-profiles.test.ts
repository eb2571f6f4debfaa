import { describe, expect, it } from 'vitest';
import { demoSellerProfiles } from '#infra/local/demo-data/seller-profiles';
import { DEMO_SELLERS } from '#infra/local/demo-data/sellers';
import { profileSchema } from '#shared/profile';

describe('demo seller profiles', () => {
  const profiles = demoSellerProfiles();

  it('gives each of the 30 demo sellers one valid profile, the same every time', () => {
    expect(profiles.map((p) => p.id)).toEqual(DEMO_SELLERS.map((s) => s.id));
    for (const profile of profiles) expect(profileSchema.parse(profile)).toEqual(profile);
    expect(demoSellerProfiles()).toEqual(profiles);
  });

  it('gives dealers a website and a phone, most private sellers a phone, two none', () => {
    const dealers = profiles.filter((p) => p.seller_type === 'trade_dealer');
    const privates = profiles.filter((p) => p.seller_type === 'private_seller');
    expect(dealers.every((p) => p.website_url?.startsWith('https://') && p.phone_number)).toBe(
      true,
    );
    expect(privates.filter((p) => p.phone_number === null).length).toBeGreaterThanOrEqual(2);
    expect(privates.filter((p) => p.phone_number !== null).length).toBeGreaterThan(
      privates.length / 2,
    );
    expect(profiles.find((p) => p.id === 'demo-dealer-01')?.email).toBe(
      'sales@northern-van-centre.example',
    );
  });

  it('uses only reserved example domains', () => {
    for (const p of profiles)
      expect(p.email).toMatch(/@[a-z0-9.-]+\.example(\.com)?$|@example\.com$/);
  });
});
