import { z } from 'zod';
import { formatPostcode, isValidPostcode } from './postcode';
import { slugify } from './slug';
import { multiLineText } from './text-fields';
import type { Profile } from './profile';

/*
 * Dealer pages (issue 33 §1, docs/decisions/069-dealer-pages.md): one public page per trade
 * account at /dealers/{slug}, its fields, its opening hours, its slug and its structured data.
 * Shared by the API (validation, the page's answer), the SPA (the profile editor, the page) and
 * the sitemap.
 */

export const DEALER_LIMITS = { about: 1500, slug: 60 } as const;

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** schema.org's day names, for openingHoursSpecification. */
const SCHEMA_DAYS: Record<WeekDay, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

export const DEALER_MESSAGES = {
  about: `Please keep the about text under ${DEALER_LIMITS.about} characters`,
  time: 'Please enter a time as HH:MM, e.g. 08:30',
  closesAfterOpens: (day: string) => `${day}: the closing time must be after the opening time`,
  hoursDays: 'Opening hours must give all seven days, Monday to Sunday',
  notFound: 'This dealer could not be found.',
  logoUnknown: 'This logo upload could not be found. Please upload the logo again.',
  logoNotReady: 'This logo has not finished processing. Please wait a moment and save again.',
  logoExpired: 'This logo upload has expired. Please upload the logo again.',
  logoFile: 'The logo must be a JPEG, PNG, WebP or HEIC image of up to 5MB',
  notTrade: 'Only a trade dealer has a dealer page.',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One day of the week: closed, or open from one time to a later one the same day. */
export const dayHoursSchema = z.object({
  open: z.boolean(),
  /** 'HH:MM' (24-hour); kept while closed so reopening a day keeps its times. */
  opens: z.string().regex(TIME, DEALER_MESSAGES.time),
  closes: z.string().regex(TIME, DEALER_MESSAGES.time),
});
export type DayHours = z.infer<typeof dayHoursSchema>;

/**
 * The weekly table, Monday first, every day present. An open day must close after it opens
 * (overnight opening is not a forecourt's hours); the message names the day, on that day's
 * closing field.
 */
export const openingHoursSchema = z
  .array(dayHoursSchema)
  .length(7, DEALER_MESSAGES.hoursDays)
  .superRefine((days, context) => {
    days.forEach((day, index) => {
      // A malformed time has its own message; only two real times are compared.
      if (day.open && TIME.test(day.opens) && TIME.test(day.closes) && day.closes <= day.opens) {
        context.addIssue({
          code: 'custom',
          path: [index, 'closes'],
          message: DEALER_MESSAGES.closesAfterOpens(WEEK_DAY_LABELS[WEEK_DAYS[index]!]),
        });
      }
    });
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A new dealer's table: weekdays 09:00 to 17:30, Saturday 09:00 to 13:00, Sunday closed. */
export function defaultOpeningHours(): OpeningHours {
  return WEEK_DAYS.map((day) => ({
    open: day !== 'sunday',
    opens: '09:00',
    closes: day === 'saturday' ? '13:00' : '17:30',
  }));
}

/**
 * The about text as the dealer writes it: plain text, line breaks kept. Markup is not
 * stripped: it is text, and the page shows it as text (React escapes it), so `<b>` reads `<b>`.
 */
export const aboutSchema = multiLineText()
  .max(DEALER_LIMITS.about, DEALER_MESSAGES.about)
  .transform((value) => (value === '' ? null : value));

/** A dealer page's address in a URL: lower case, hyphens, from the business name. */
export const dealerSlugSchema = z
  .string()
  .max(DEALER_LIMITS.slug, 'Not a valid dealer address')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a valid dealer address');

/** The API's path parameters of a dealer page's routes. */
export const dealerSlugParams = z.object({ slug: dealerSlugSchema });

/**
 * The slug a name asks for: slugify, capped at a word boundary; 'dealer' when the name has no
 * letters or digits at all. Uniqueness is the store's (dealerSlugCandidates).
 */
export function dealerSlugBase(name: string): string {
  const slug = slugify(name);
  if (slug === '') return 'dealer';
  if (slug.length <= DEALER_LIMITS.slug - 4) return slug;
  const cut = slug.slice(0, DEALER_LIMITS.slug - 4);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/**
 * The slugs tried in turn for a name until one is free: the base, then `-2`, `-3` … A town is
 * not added: a dealer moving branch would otherwise change address.
 */
export function dealerSlugCandidates(name: string, count = 20): string[] {
  const base = dealerSlugBase(name);
  return Array.from({ length: count }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`));
}

/** A dealer in the directory (/dealers, the sitemap, the links on cards). */
export type DealerSummary = {
  slug: string;
  name: string;
  /** The town of the profile; '' when the dealer gave none. */
  town: string;
  /** ISO time an admin verified the dealer, or null. */
  verified_at: string | null;
  /** Live vans in the search index now. */
  vans: number;
};

export type DealerDirectoryResponse = { items: DealerSummary[] };

/** The public dealer page's data: never the e-mail address or the phone number. */
export type DealerPageResponse = {
  slug: string;
  name: string;
  /** The logo's 640 px variant ('/images/dealers/{userId}/{uploadId}/640.webp'), or null. */
  logo_url: string | null;
  about: string | null;
  /** The address lines (street, town, postcode) as the dealer gave them. */
  address: string[];
  town: string;
  /** The formatted postcode when the address's last line is one. */
  postcode: string | null;
  opening_hours: OpeningHours | null;
  website: string | null;
  /** The dealer gave a phone number: GET /api/dealers/{slug}/phone reveals it. */
  has_phone: boolean;
  /** ISO time the account was created. */
  member_since: string;
  verified_at: string | null;
  /** Live vans now (the search index). */
  vans: number;
  /**
   * The typical time to a first reply, or null when it cannot be known: enquiries are a one-way
   * e-mail relay until issue 34's messages, so today it is always null (decision 069).
   */
  reply_time: string | null;
};

/** An admin's answer on a dealer page: verified (the badge) and hidden, each as it should be. */
export const dealerModerationSchema = z.object({ verified: z.boolean(), hidden: z.boolean() });
export type DealerModeration = z.infer<typeof dealerModerationSchema>;
export type DealerModerationResult = { slug: string; verified_at: string | null; hidden: boolean };

/** What a dealer edits on their page, beside the profile's name, phone, town and website. */
export const dealerPageUpdateShape = {
  about: aboutSchema.optional(),
  opening_hours: openingHoursSchema.nullable().optional(),
  /**
   * A finished upload (POST /api/me/uploads, then the photo processor) to make the logo; null
   * removes the logo; left out: unchanged.
   */
  logo_upload_id: z.uuid(DEALER_MESSAGES.logoUnknown).nullable().optional(),
} as const;

/**
 * The slug of a profile's public dealer page: a trade account with a slug whose page an admin
 * has not hidden; undefined for any other.
 */
export function publicDealerSlug(
  profile: Pick<Profile, 'seller_type' | 'dealer_slug' | 'dealer_hidden'> | undefined,
): string | undefined {
  if (profile?.seller_type !== 'trade_dealer' || profile.dealer_hidden === true) return undefined;
  return profile.dealer_slug || undefined;
}

/** The formatted postcode of an address's last line, or null. */
export function postcodeOfAddress(lines: readonly string[]): string | null {
  const last = lines[lines.length - 1];
  return last && isValidPostcode(last) ? (formatPostcode(last) ?? null) : null;
}

/** 'Monday', 'Tuesday to Friday' groups are not made: the table shows each day on its row. */
export function describeDay(day: DayHours): string {
  return day.open ? `${day.opens} to ${day.closes}` : 'Closed';
}

/** The directory grouped by town (A to Z, 'Other' last for dealers without one), names A to Z. */
export function dealersByTown(
  dealers: readonly DealerSummary[],
): { town: string; dealers: DealerSummary[] }[] {
  const groups = new Map<string, DealerSummary[]>();
  for (const dealer of dealers) {
    const town = dealer.town.trim() || 'Other';
    groups.set(town, [...(groups.get(town) ?? []), dealer]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b, 'en-GB')))
    .map(([town, list]) => ({
      town,
      dealers: [...list].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    }));
}

/**
 * The page's structured data: schema.org AutoDealer (a LocalBusiness), with the address, the
 * opening hours and the URL; no telephone (it is revealed on request, not published).
 */
export function dealerJsonLd(dealer: DealerPageResponse, url: string): Record<string, unknown> {
  const street = dealer.address.filter(
    (line) =>
      line !== dealer.town && !(dealer.postcode && formatPostcode(line) === dealer.postcode),
  );
  const hours = dealer.opening_hours
    ?.map((day, index) => ({ day, name: WEEK_DAYS[index]! }))
    .filter(({ day }) => day.open)
    .map(({ day, name }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[name],
      opens: day.opens,
      closes: day.closes,
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: dealer.name,
    url,
    ...(dealer.about ? { description: dealer.about } : {}),
    ...(dealer.town || street.length > 0
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(street.length > 0 ? { streetAddress: street.join(', ') } : {}),
            ...(dealer.town ? { addressLocality: dealer.town } : {}),
            ...(dealer.postcode ? { postalCode: dealer.postcode } : {}),
            addressCountry: 'GB',
          },
        }
      : {}),
    ...(hours && hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(dealer.website ? { sameAs: [dealer.website] } : {}),
  };
}

/** The page's description: its first words about the dealer, or a sentence made of its facts. */
export function dealerDescription(
  dealer: Pick<DealerPageResponse, 'name' | 'town' | 'about' | 'vans'>,
): string {
  const vans = `${dealer.vans} used ${dealer.vans === 1 ? 'van' : 'vans'} for sale`;
  const where = dealer.town ? ` in ${dealer.town}` : '';
  const lead = `${dealer.name}: ${vans}${where} on VanYard.`;
  if (!dealer.about) return lead;
  const about = dealer.about.replace(/\s+/g, ' ').trim();
  const text = `${lead} ${about}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
