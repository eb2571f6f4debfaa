import { LISTING_DETAIL_ERROR_CODES } from '#shared/listing-detail';
import { ApiError } from '../api/fetch-json';
import type { ToastInput } from '../ui/toast-store';

/**
 * What a failed phone reveal tells the visitor (a listing's seller, a dealer's page): too many
 * reveals, no number (`noPhone`, in the page's words), or an outage.
 */
export function phoneRevealToast(error: unknown, noPhone: ToastInput): ToastInput {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return {
        title: 'Too many requests',
        description:
          "You've viewed a lot of phone numbers in a short time. Please wait a few minutes and try again.",
      };
    }
    if (error.code === LISTING_DETAIL_ERROR_CODES.noPhone) return noPhone;
  }
  return {
    title: 'Error',
    description: 'Could not load seller details',
    variant: 'destructive',
  };
}
