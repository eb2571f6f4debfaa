import { z } from 'zod';
import { SELLER_TYPES } from './catalogue/enums';
import { isUkPhone, UK_PHONE_MESSAGE } from './phone';
import { multiLineText, singleLineText } from './text-fields';
import { dealerPageUpdateShape, openingHoursSchema } from './dealer';

/** A user's profile , stored as `USER#{id}` / `PROFILE`. */
export const profileSchema = z.object({
  id: z.string().min(1),
  /** The sign-in address; empty when the account has none (the enquiry form is then off). */
  email: z.string(),
  full_name: z.string(),
  /** Null when the user gave none: the seller card then offers no phone. */
  phone_number: z.string().nullable(),
  location: z.string(),
  /** An http(s) URL, or null. */
  website_url: z.string().nullable(),
  /**
   * The account's type: private from the usual sign-up, trade from the trade sign-up
   * (/register-to-sell) or an admin. It decides every listing's seller type and whether its
   * price can include VAT (shared/seller-terms.ts); the user cannot change it themselves.
   */
  seller_type: z.enum(SELLER_TYPES),
  created_at: z.string().datetime(),
  /**
   * The postal address receipts are made out to (issue 28), a line each; null or absent when
   * the user gave none (Profile Settings asks for it).
   */
  address: z.string().nullable().optional(),
  // A trade dealer's page (issue 33, decision 069); absent on other accounts.
  /** The dealer page's about text, plain. */
  about: z.string().nullable().optional(),
  /** The dealer's logo, a processed upload's 640 px variant (decision 069); null when none. */
  logo_url: z.string().nullable().optional(),
  /** The weekly opening hours, Monday first; null when the dealer gave none. */
  opening_hours: openingHoursSchema.nullable().optional(),
  /** The dealer page's address (/dealers/{slug}); set for every trade account. */
  dealer_slug: z.string().optional(),
  /** When an admin verified the dealer (the 'Verified dealer' badge), or null. */
  dealer_verified_at: z.string().datetime().nullable().optional(),
  /** An admin hid the dealer page: 404 for the public, out of the directory and sitemaps. */
  dealer_hidden: z.boolean().optional(),
});

export type Profile = z.infer<typeof profileSchema>;

/** The address on receipts: a few lines (street, town, postcode), each of a sensible length. */
export const PROFILE_ADDRESS_LIMITS = { lines: 6, lineLength: 100 } as const;

/** The address as its lines: trimmed, blank lines left out. */
export function addressLines(address: string | null | undefined): string[] {
  return (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const PROFILE_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  phone: UK_PHONE_MESSAGE,
  location: 'Please keep the location under 80 characters',
  website: 'Please enter a website address starting with https:// or http://',
  address: `Please keep the address to ${PROFILE_ADDRESS_LIMITS.lines} lines of up to ${PROFILE_ADDRESS_LIMITS.lineLength} characters`,
} as const;

/** An empty field clears the value (null), so a seller can remove a phone or a website. */
const optionalText = (schema: z.ZodType<string, string>) =>
  singleLineText()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable());

/**
 * What a user may change of their own profile (Profile Settings): the form and
 * `PUT /api/me/profile` share it. The e-mail address is the sign-in address, and the seller
 * type the account's (set at sign-up or by an admin): neither is here, and a `seller_type` sent
 * anyway is dropped like any unknown field, so a private seller cannot make themself a dealer.
 */
export const profileUpdateSchema = z.object({
  full_name: singleLineText().min(2, PROFILE_MESSAGES.fullName).max(100, PROFILE_MESSAGES.fullName),
  phone_number: optionalText(
    z.string().max(30, PROFILE_MESSAGES.phone).refine(isUkPhone, PROFILE_MESSAGES.phone),
  ),
  location: singleLineText().max(80, PROFILE_MESSAGES.location),
  website_url: optionalText(
    z
      .string()
      .max(300, PROFILE_MESSAGES.website)
      .refine((value) => {
        try {
          const url = new URL(value);
          return (
            (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
          );
        } catch {
          return false;
        }
      }, PROFILE_MESSAGES.website),
  ),
  /** Left out: unchanged. Empty: cleared. Stored as its lines joined by line breaks. */
  address: multiLineText()
    .refine((value) => {
      const lines = addressLines(value);
      return (
        lines.length <= PROFILE_ADDRESS_LIMITS.lines &&
        lines.every((line) => line.length <= PROFILE_ADDRESS_LIMITS.lineLength)
      );
    }, PROFILE_MESSAGES.address)
    .transform((value) => addressLines(value).join('\n') || null)
    .optional(),
  /** A trade dealer's page (decision 069); left out: unchanged. Ignored for a private seller. */
  ...dealerPageUpdateShape,
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** What is written of an update: the logo's upload resolved to its URL (decision 069). */
export type ProfileChanges = Omit<ProfileUpdate, 'logo_upload_id'> & { logo_url?: string | null };
