import { z } from 'zod';
import { SELLER_TYPES } from './catalogue/enums';
import { isUkPhone, UK_PHONE_MESSAGE } from './phone';
import { singleLineText } from './text-fields';

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
});

export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  phone: UK_PHONE_MESSAGE,
  location: 'Please keep the location under 80 characters',
  website: 'Please enter a website address starting with https:// or http://',
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
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
