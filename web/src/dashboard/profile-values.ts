import type { z } from 'zod';
import { ApiError } from '../api/fetch-json';
import type { Profile, profileUpdateSchema } from '#shared/profile';
import { defaultOpeningHours } from '#shared/dealer';
import { serverFieldErrors } from '../forms/field-errors';

/** The profile form's values: strings as typed ('' clears the phone and the website). */
export type ProfileFormValues = z.input<typeof profileUpdateSchema>;

/** The form's fields in screen order (the first with a message takes the focus). */
/** Profile Settings' head. */
export const PROFILE_TEXT = {
  heading: 'Profile Settings',
  metaDescription: 'Update your VanYard seller profile and change your password.',
};

export const PROFILE_FIELDS = [
  'full_name',
  'phone_number',
  'location',
  'website_url',
  'address',
  'about',
  'logo_upload_id',
  'opening_hours',
] as const satisfies readonly (keyof ProfileFormValues)[];

/** The profile form's toasts. */
export const PROFILE_TOASTS = {
  success: 'Your profile has been updated successfully.',
  failed: 'Could not update your profile.',
  signedOut: 'You must be logged in to update your profile.',
  loadFailed: 'Could not load your profile.',
} as const;

/** The form prefilled from GET /api/me/profile. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    full_name: profile.full_name ?? '',
    phone_number: profile.phone_number ?? '',
    location: profile.location ?? '',
    website_url: profile.website_url ?? '',
    address: profile.address ?? '',
    // A dealer's page (decision 069): a new dealer starts from usual hours to change.
    about: profile.about ?? '',
    opening_hours: profile.opening_hours ?? defaultOpeningHours(),
    logo_upload_id: undefined,
  };
}

/**
 * The body of PUT /api/me/profile: every field as a trimmed string, and a dealer's page (about
 * text, hours, a new or removed logo) only from a trade account.
 */
export function profileRequestBody(
  values: ProfileFormValues,
  sellerType: Profile['seller_type'] = 'private_seller',
): ProfileFormValues {
  const body: ProfileFormValues = {
    full_name: values.full_name.trim(),
    phone_number: values.phone_number.trim(),
    location: values.location.trim(),
    website_url: values.website_url.trim(),
    address: (values.address ?? '').trim(),
  };
  if (sellerType !== 'trade_dealer') return body;
  return {
    ...body,
    about: (values.about ?? '').trim(),
    opening_hours: values.opening_hours ?? null,
    ...(values.logo_upload_id !== undefined ? { logo_upload_id: values.logo_upload_id } : {}),
  };
}

/** What a failed save shows: the toast's description and any messages under the fields. */
export function profileSaveFailure(error: unknown): {
  description: string;
  fields: Record<string, string>;
} {
  if (error instanceof ApiError && error.status === 401) {
    return { description: PROFILE_TOASTS.signedOut, fields: {} };
  }
  return { description: PROFILE_TOASTS.failed, fields: serverFieldErrors(error, PROFILE_FIELDS) };
}
