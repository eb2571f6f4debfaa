import { describe, expect, it } from 'vitest';
import {
  DEALER_LIMITS,
  DEALER_MESSAGES,
  aboutSchema,
  dealerDescription,
  dealerJsonLd,
  dealerSlugBase,
  dealerSlugCandidates,
  dealersByTown,
  defaultOpeningHours,
  openingHoursSchema,
  postcodeOfAddress,
  publicDealerSlug,
  type DealerPageResponse,
  type DealerSummary,
} from '#shared/dealer';
import { profileUpdateSchema } from '#shared/profile';

const DEALER: DealerPageResponse = {
  slug: 'northern-van-centre',
  name: 'Northern Van Centre',
  logo_url: null,
  about: 'Vans since 1998.\n\nPart exchange welcome.',
  address: ['Unit 4, Riverside Trade Park', 'Leeds', 'LS1 4AB'],
  town: 'Leeds',
  postcode: 'LS1 4AB',
  opening_hours: defaultOpeningHours(),
  website: 'https://www.northern-van-centre.example',
  has_phone: true,
  member_since: '2024-01-08T09:00:00.000Z',
  verified_at: null,
  vans: 12,
  reply_time: null,
};

describe('dealer slugs', () => {
  it('reads the business name: lower case, hyphens, & as and, no accents', () => {
    expect(dealerSlugBase('Northern Van Centre')).toBe('northern-van-centre');
    expect(dealerSlugBase('Tyne & Wear Commercials')).toBe('tyne-and-wear-commercials');
    expect(dealerSlugBase('  Citroën Vans Ltd. ')).toBe('citroen-vans-ltd');
  });

  it('is never empty, and never longer than the limit, cut at a word', () => {
    expect(dealerSlugBase('!!!')).toBe('dealer');
    const long = dealerSlugBase('Very '.repeat(30) + 'Long Name');
    expect(long.length).toBeLessThanOrEqual(DEALER_LIMITS.slug - 4);
    expect(long).not.toMatch(/-$/);
  });

  it('tries the base, then numbered forms, for a name another dealer has', () => {
    expect(dealerSlugCandidates('Van Co', 3)).toEqual(['van-co', 'van-co-2', 'van-co-3']);
  });

  it('names a public page only for a trade account that has one and is not hidden', () => {
    const trade = { seller_type: 'trade_dealer' as const, dealer_slug: 'van-co' };
    expect(publicDealerSlug(trade)).toBe('van-co');
    expect(publicDealerSlug({ ...trade, dealer_hidden: true })).toBeUndefined();
    expect(publicDealerSlug({ ...trade, seller_type: 'private_seller' })).toBeUndefined();
    expect(publicDealerSlug({ seller_type: 'trade_dealer' })).toBeUndefined();
    expect(publicDealerSlug(undefined)).toBeUndefined();
  });
});

describe('opening hours', () => {
  it('accepts a week of open and closed days', () => {
    expect(openingHoursSchema.safeParse(defaultOpeningHours()).success).toBe(true);
  });

  it('refuses an open day that closes at or before it opens, naming the day on its closing time', () => {
    const hours = defaultOpeningHours();
    hours[1] = { open: true, opens: '17:00', closes: '09:00' };
    hours[3] = { open: true, opens: '09:00', closes: '09:00' };
    const result = openingHoursSchema.safeParse(hours);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['1.closes', DEALER_MESSAGES.closesAfterOpens('Tuesday')],
      ['3.closes', DEALER_MESSAGES.closesAfterOpens('Thursday')],
    ]);
  });

  it('lets a closed day keep times that would not do when open', () => {
    const hours = defaultOpeningHours();
    hours[6] = { open: false, opens: '18:00', closes: '08:00' };
    expect(openingHoursSchema.safeParse(hours).success).toBe(true);
  });

  it('refuses a time that is not HH:MM and a week that is not seven days', () => {
    const hours = defaultOpeningHours();
    hours[0] = { open: true, opens: '9am', closes: '25:00' };
    const messages = openingHoursSchema.safeParse(hours).error!.issues.map((i) => i.message);
    expect(messages).toEqual([DEALER_MESSAGES.time, DEALER_MESSAGES.time]);
    expect(
      openingHoursSchema.safeParse(defaultOpeningHours().slice(0, 5)).error!.issues[0]!.message,
    ).toBe(DEALER_MESSAGES.hoursDays);
  });
});

describe('about text', () => {
  it('keeps markup as text and line breaks, clears an empty one', () => {
    expect(aboutSchema.parse('  <b>Best</b> vans\n\nin Leeds ')).toBe(
      '<b>Best</b> vans\n\nin Leeds',
    );
    expect(aboutSchema.parse('')).toBeNull();
  });

  it('refuses a text over the limit with its message', () => {
    const result = aboutSchema.safeParse('a'.repeat(DEALER_LIMITS.about + 1));
    expect(result.error!.issues[0]!.message).toBe(DEALER_MESSAGES.about);
  });

  it('is part of the profile update, with the hours and the logo upload', () => {
    const base = { full_name: 'Van Co', phone_number: '', location: 'Leeds', website_url: '' };
    const parsed = profileUpdateSchema.parse({
      ...base,
      about: 'Hello',
      opening_hours: defaultOpeningHours(),
      logo_upload_id: null,
    });
    expect(parsed).toMatchObject({ about: 'Hello', logo_upload_id: null });
    expect(
      profileUpdateSchema.safeParse({ ...base, logo_upload_id: 'not-an-upload' }).error!.issues[0]!
        .message,
    ).toBe(DEALER_MESSAGES.logoUnknown);
  });
});

describe("the page's structured data", () => {
  it('is an AutoDealer with its address, opening hours and URL, and no phone', () => {
    const url = 'https://www.vanyard.example/dealers/northern-van-centre';
    const data = dealerJsonLd(DEALER, url);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Northern Van Centre',
      url,
      description: DEALER.about,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Unit 4, Riverside Trade Park',
        addressLocality: 'Leeds',
        postalCode: 'LS1 4AB',
        addressCountry: 'GB',
      },
      sameAs: [DEALER.website],
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string; closes: string }[];
    // Monday to Saturday open by default; Sunday closed is left out.
    expect(hours.map((day) => day.dayOfWeek)).toEqual([
      'https://schema.org/Monday',
      'https://schema.org/Tuesday',
      'https://schema.org/Wednesday',
      'https://schema.org/Thursday',
      'https://schema.org/Friday',
      'https://schema.org/Saturday',
    ]);
    expect(hours[5]!.closes).toBe('13:00');
    expect(JSON.stringify(data)).not.toContain('telephone');
  });

  it('leaves out what the dealer did not give', () => {
    const data = dealerJsonLd(
      {
        ...DEALER,
        about: null,
        address: [],
        town: '',
        postcode: null,
        opening_hours: null,
        website: null,
      },
      'https://x.example/dealers/a',
    );
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });
});

describe("the page's words and the directory", () => {
  it("finds the postcode on the address's last line", () => {
    expect(postcodeOfAddress(['1 High St', 'Leeds', 'ls14ab'])).toBe('LS1 4AB');
    expect(postcodeOfAddress(['1 High St', 'Leeds'])).toBeNull();
  });

  it('describes the dealer within 160 characters', () => {
    expect(dealerDescription({ ...DEALER, about: null })).toBe(
      'Northern Van Centre: 12 used vans for sale in Leeds on VanYard.',
    );
    const long = dealerDescription({ ...DEALER, about: 'word '.repeat(100) });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('groups dealers by town A to Z, names A to Z, dealers without a town last', () => {
    const dealer = (name: string, town: string): DealerSummary => ({
      slug: name.toLowerCase(),
      name,
      town,
      verified_at: null,
      vans: 1,
    });
    const towns = dealersByTown([
      dealer('Zed Vans', 'Leeds'),
      dealer('Acme', ''),
      dealer('Alpha Vans', 'Leeds'),
      dealer('Bristol Vans', 'Bristol'),
    ]);
    expect(towns.map((group) => [group.town, group.dealers.map((d) => d.name)])).toEqual([
      ['Bristol', ['Bristol Vans']],
      ['Leeds', ['Alpha Vans', 'Zed Vans']],
      ['Other', ['Acme']],
    ]);
  });
});
