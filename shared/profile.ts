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
  seller_type: z.enum(SELLER_TYPES),
  created_at: z.string().datetime(),
});

export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  phone: UK_PHONE_MESSAGE,
  location: 'Please keep the location under 80 characters',
  website: 'Please enter a website address starting with https:// or http://',
  sellerType: 'Please choose Private Seller or Trade Dealer',
} as const;

/** An empty field clears the value (null), so a seller can remove a phone or a website. */
const optionalText = (schema: z.ZodType<string, string>) =>
  singleLineText()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable());

/**
 * What a user may change of their own profile (Profile Settings): the form and
 * `PUT /api/me/profile` share it. The e-mail address is the sign-in address: not here.
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
  seller_type: z.enum(SELLER_TYPES, { error: PROFILE_MESSAGES.sellerType }),
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
