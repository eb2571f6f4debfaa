import { z } from 'zod';
import { contactDetailsSchema } from '../runtime-config';
import { singleLineText } from '../text-fields';
import { auditEntrySchema } from './audit';
import { financeSettingsSchema } from '../finance';
import { LIVE_DAYS_LIMITS } from '../listing-expiry';

/*
 * What an operator changes without a deploy (issue 16): the contact details the site shows,
 * the reasons a moderator may give for a rejection and (issue 28) VanYard's company and VAT
 * details, which every VAT receipt prints, and (issue 32) the representative APR of the
 * finance illustrations and whether cards show a monthly figure, and (issue 33) how many days a
 * listing stays live before it expires (decision 072).
 *
 *   GET /api/settings           SiteSettings (public: the contact details, null until set)
 *   GET /api/admin/settings     AdminSettings
 *   PUT /api/admin/settings     { contact, moderation_reasons, company?, finance?, expected_updated_at } -> AdminSettings
 */

/** The reasons offered until an operator changes them. */
export const DEFAULT_MODERATION_REASONS = [
  'Photos do not show the van for sale',
  'Price or details look wrong',
  'Description is missing or misleading',
  'Not a van, or not allowed on VanYard',
  'Duplicate of another listing',
  'Contact details or links in the description',
] as const;

export const MODERATION_REASON_LIMITS = { min: 1, max: 20, minLength: 3, maxLength: 120 } as const;

export const SETTINGS_MESSAGES = {
  reason: `Each reason needs ${MODERATION_REASON_LIMITS.minLength} to ${MODERATION_REASON_LIMITS.maxLength} characters`,
  reasonsCount: `Give between ${MODERATION_REASON_LIMITS.min} and ${MODERATION_REASON_LIMITS.max} reasons`,
  reasonsUnique: 'Each reason must be different',
  companyName: 'Please enter the company name (2 to 120 characters)',
  companyAddress: 'Give the registered address in 2 to 6 lines',
  companyNumber:
    'Please enter a Companies House number: 8 characters, such as 01234567 or SC123456',
  vatNumber: 'Please enter a UK VAT number: GB and 9 digits, such as GB123456789',
  liveDays: `Listings stay live between ${LIVE_DAYS_LIMITS.min} and ${LIVE_DAYS_LIMITS.max} days`,
} as const;

/** Days a listing stays live before it expires (renewal gives as many again). */
export const listingLiveDaysSchema = z
  .number({ error: SETTINGS_MESSAGES.liveDays })
  .int(SETTINGS_MESSAGES.liveDays)
  .min(LIVE_DAYS_LIMITS.min, SETTINGS_MESSAGES.liveDays)
  .max(LIVE_DAYS_LIMITS.max, SETTINGS_MESSAGES.liveDays);

/** Spaces people type in numbers ('GB 123 4567 89') are dropped; letters upper-cased. */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * VanYard's company and VAT details (issue 28): the supplier on every VAT receipt. The
 * company number is Companies House's 8 characters (2 letters for Scotland, Northern Ireland
 * and the like, then 6 digits); the VAT number GB and 9 digits (12 for a group branch).
 */
export const companyDetailsSchema = z.strictObject({
  name: singleLineText()
    .min(2, SETTINGS_MESSAGES.companyName)
    .max(120, SETTINGS_MESSAGES.companyName),
  address_lines: z
    .array(singleLineText().min(1).max(120, SETTINGS_MESSAGES.companyAddress))
    .min(2, SETTINGS_MESSAGES.companyAddress)
    .max(6, SETTINGS_MESSAGES.companyAddress),
  company_number: z
    .string()
    .transform(compact)
    .pipe(z.string().regex(/^(?:\d{8}|[A-Z]{2}\d{6})$/, SETTINGS_MESSAGES.companyNumber)),
  vat_number: z
    .string()
    .transform(compact)
    .pipe(z.string().regex(/^GB(?:\d{9}|\d{12})$/, SETTINGS_MESSAGES.vatNumber)),
});
export type CompanyDetails = z.output<typeof companyDetailsSchema>;

export const moderationReasonsSchema = z
  .array(
    singleLineText()
      .min(MODERATION_REASON_LIMITS.minLength, SETTINGS_MESSAGES.reason)
      .max(MODERATION_REASON_LIMITS.maxLength, SETTINGS_MESSAGES.reason),
  )
  .min(MODERATION_REASON_LIMITS.min, SETTINGS_MESSAGES.reasonsCount)
  .max(MODERATION_REASON_LIMITS.max, SETTINGS_MESSAGES.reasonsCount)
  .refine(
    (reasons) => new Set(reasons.map((r) => r.toLowerCase())).size === reasons.length,
    SETTINGS_MESSAGES.reasonsUnique,
  );

/** GET /api/settings: what the public pages show; null contact = the stage's configured one. */
export const siteSettingsSchema = z.object({
  contact: contactDetailsSchema.nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const adminSettingsSchema = siteSettingsSchema.extend({
  moderation_reasons: z.array(z.string()),
  /** Null until an operator sets them: receipts then say the VAT details are not set. */
  company: z
    .object({
      name: z.string(),
      address_lines: z.array(z.string()),
      company_number: z.string(),
      vat_number: z.string(),
    })
    .nullable(),
  /** The defaults (shared/finance.ts) until an operator saves them. */
  finance: financeSettingsSchema,
  /** 60 until an operator changes it (shared/listing-expiry.ts). */
  listing_live_days: z.number().int(),
  audit: z.array(auditEntrySchema),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const updateSettingsSchema = z.object({
  contact: contactDetailsSchema,
  moderation_reasons: moderationReasonsSchema,
  /** Left out: the stored company details stay as they are. */
  company: companyDetailsSchema.optional(),
  /** Left out: the stored finance settings stay as they are. */
  finance: financeSettingsSchema.optional(),
  /** Left out: the stored days stay as they are. */
  listing_live_days: listingLiveDaysSchema.optional(),
  /** The version the admin edited (null: none stored yet): a concurrent change is not overwritten. */
  expected_updated_at: z.iso.datetime().nullable(),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsSchema>;
