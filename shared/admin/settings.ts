import { z } from 'zod';
import { contactDetailsSchema } from '../runtime-config';
import { singleLineText } from '../text-fields';
import { auditEntrySchema } from './audit';

/*
 * What an operator changes without a deploy (issue 16): the contact details the site shows
 * and the reasons a moderator may give for a rejection.
 *
 *   GET /api/settings           SiteSettings (public: the contact details, null until set)
 *   GET /api/admin/settings     AdminSettings
 *   PUT /api/admin/settings     { contact, moderation_reasons, expected_updated_at } -> AdminSettings
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
} as const;

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
  audit: z.array(auditEntrySchema),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const updateSettingsSchema = z.object({
  contact: contactDetailsSchema,
  moderation_reasons: moderationReasonsSchema,
  /** The version the admin edited (null: none stored yet): a concurrent change is not overwritten. */
  expected_updated_at: z.iso.datetime().nullable(),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsSchema>;
