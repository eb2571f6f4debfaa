import { ApiError } from '../../api/fetch-json';
import type { ToastInput } from '../../ui/toast-store';

/**
 * The toast of a failed admin change: the spec's words as the title ('Could not update listing
 * approval status'), and the server's own words below when they say what to do: a 409 (the
 * listing changed or is no longer pending: reload) or another 4xx (a reason not in the list).
 * 401 and 403 are the session's: the sign-in has expired or the admin role was removed.
 */
export function failureToast(error: unknown, title: string): ToastInput {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return { title, description: error.message, variant: 'destructive' };
  }
  return { title, variant: 'destructive' };
}

/** A 404: the listing or user is gone (deleted by another admin). */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
