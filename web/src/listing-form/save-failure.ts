import { LISTING_ERROR_CODES, LISTING_MESSAGES } from '#shared/listing-form';
import { STOCK_REFERENCE_ERROR_CODE } from '#shared/stock-reference';
import { ApiError } from '../api/fetch-json';
import { isValidationFailure, serverFieldErrors } from '../forms/field-errors';
import type { ToastInput } from '../ui/toast-store';
import { LISTING_FIELDS } from './form-values';

/** The listing form's toasts (spec 02 section 8). */
export const LISTING_TOASTS = {
  signedOut: {
    title: 'Authentication required',
    description: 'Please log in to create a listing',
    variant: 'destructive',
  },
  created: { title: 'Success', description: LISTING_MESSAGES.created },
  updated: { title: 'Success', description: LISTING_MESSAGES.updated },
  loadFailed: { title: 'Error', description: LISTING_MESSAGES.loadFailed, variant: 'destructive' },
  invalidNumbers: {
    title: 'Error',
    description: LISTING_MESSAGES.invalidNumbers,
    variant: 'destructive',
  },
  imageDeleted: { title: 'Success', description: LISTING_MESSAGES.imageDeleted },
  mainImage: { title: 'Success', description: LISTING_MESSAGES.mainImage },
} as const satisfies Record<string, ToastInput>;

/** A destructive toast saying `description`. */
export function errorToast(description: string): ToastInput {
  return { title: 'Error', description, variant: 'destructive' };
}

/** A 4xx answer's own words (they are written for people); undefined for anything else. */
function clientErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : undefined;
}

/** What a failed create or update shows. */
export type SaveFailure =
  /** 409: changed in another tab or device since the form loaded it: reload, keep nothing. */
  | { kind: 'changed'; message: string }
  /** 409: sold meanwhile: it can no longer be edited. */
  | { kind: 'sold'; message: string }
  /** Anything else: a toast, and the API's messages under their fields. */
  | { kind: 'failed'; toast: ToastInput; fields: Record<string, string> };

export function saveFailure(error: unknown, mode: 'create' | 'edit'): SaveFailure {
  if (error instanceof ApiError && error.status === 409) {
    if (error.code === LISTING_ERROR_CODES.changedElsewhere) {
      return { kind: 'changed', message: error.message || LISTING_MESSAGES.changedElsewhere };
    }
    if (error.code === LISTING_ERROR_CODES.sold) {
      return { kind: 'sold', message: error.message || LISTING_MESSAGES.sold };
    }
    if (error.code === STOCK_REFERENCE_ERROR_CODE) {
      // Another of the seller's listings has this stock reference: said under the field.
      return {
        kind: 'failed',
        toast: errorToast(error.message),
        fields: { stock_reference: error.message },
      };
    }
  }
  const fields = serverFieldErrors(error, LISTING_FIELDS);
  if (isValidationFailure(error)) {
    if (error.code === LISTING_ERROR_CODES.postcode) {
      fields.postcode ??= error.message || LISTING_MESSAGES.postcodeUnknown;
    }
    if (error.code === LISTING_ERROR_CODES.photos) {
      fields.photos ??= error.message || LISTING_MESSAGES.photoUnknown;
    }
  }
  const description =
    mode === 'create'
      ? (clientErrorMessage(error) ?? LISTING_MESSAGES.createFailed)
      : LISTING_MESSAGES.updateFailed;
  return { kind: 'failed', toast: errorToast(description), fields };
}

/** The toast of a failed photo delete or main-photo change: the spec's words, the API's reason. */
export function photoActionFailure(error: unknown, title: string): ToastInput {
  const reason = clientErrorMessage(error);
  return reason ? { title, description: reason, variant: 'destructive' } : errorToast(title);
}
