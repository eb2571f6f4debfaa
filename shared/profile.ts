import { z } from 'zod';
import { SELLER_TYPES } from './catalogue/enums';

/** A user's profile (spec 02 section 3, "Profile"), stored as `USER#{id}` / `PROFILE`. */
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
