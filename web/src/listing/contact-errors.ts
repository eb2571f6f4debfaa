import { LISTING_DETAIL_ERROR_CODES } from '#shared/listing-detail';
import { ApiError } from '../api/fetch-json';
import type { ToastInput } from '../ui/toast-store';

/** The mobile bar's wording for a seller without a phone or e-mail. */
export const NO_PHONE_TOAST: ToastInput = {
  title: 'Contact information unavailable',
  description: 'The seller has not provided a phone number.',
};

export const NO_EMAIL_TOAST: ToastInput = {
  title: 'Contact information unavailable',
  description: 'The seller has not provided an email address.',
};

/** What a failed phone reveal tells the visitor; the error code decides. */
export function phoneRevealToast(error: unknown): ToastInput {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return {
        title: 'Too many requests',
        description:
          "You've viewed a lot of phone numbers in a short time. Please wait a few minutes and try again.",
      };
    }
    if (error.code === LISTING_DETAIL_ERROR_CODES.noPhone) return NO_PHONE_TOAST;
  }
  return {
    title: 'Error',
    description: 'Could not load seller details',
    variant: 'destructive',
  };
}
