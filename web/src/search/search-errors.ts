import { SEARCH_ERROR_CODES } from '#shared/search/response';
import { ApiError } from '../api/fetch-json';
import type { ToastInput } from '../ui/toast-store';

export type SearchFailure =
  /** A failed search explained by a toast; `dropPostcode` takes an unknown postcode out of the URL. */
  | { kind: 'toast'; toast: ToastInput; dropPostcode: boolean }
  /** A fresh stage still loading its search index: SWR retries, the page says so meanwhile. */
  | { kind: 'starting-up' };

export const LOAD_FAILED_TOAST: ToastInput = {
  title: 'Error',
  description: 'Failed to load listings. Please try again.',
  variant: 'destructive',
};

/** What the results page does for a failed search; the error code decides. */
export function searchFailure(error: unknown): SearchFailure {
  const code = error instanceof ApiError ? error.code : undefined;
  switch (code) {
    case SEARCH_ERROR_CODES.postcodeNotFound:
      return {
        kind: 'toast',
        toast: {
          title: 'Location Not Found',
          description: 'Could not find coordinates for this postcode',
          variant: 'destructive',
        },
        dropPostcode: true,
      };
    case SEARCH_ERROR_CODES.geocodingUnavailable:
      return {
        kind: 'toast',
        toast: {
          title: 'Search Error',
          description: 'An error occurred while searching by postcode',
        },
        dropPostcode: false,
      };
    case SEARCH_ERROR_CODES.searchUnavailable:
      return { kind: 'starting-up' };
    default:
      return { kind: 'toast', toast: LOAD_FAILED_TOAST, dropPostcode: false };
  }
}

/** What the results page says about URL parameters it dropped: a title and one sentence. */
export type DroppedParamNotice = { title: string; description: string };

/**
 * Notices for URL parameters the page dropped, so the visitor knows why a filter is gone: the
 * spec's 'Invalid Postcode' message for a postcode, one notice naming the rest. The server
 * renders them (decision 035), so a reader without JavaScript is told too.
 */
export function droppedParamNotices(
  dropped: readonly { param: string; message: string }[],
): DroppedParamNotice[] {
  const notices: DroppedParamNotice[] = [];
  if (dropped.some((item) => item.param === 'postcode')) {
    notices.push({ title: 'Invalid Postcode', description: 'Please enter a valid UK postcode' });
  }
  const others = dropped.filter((item) => item.param !== 'postcode');
  if (others.length > 0) {
    notices.push({
      title: others.length === 1 ? 'A filter was removed' : 'Some filters were removed',
      description: `${others.map((item) => item.message).join('. ')}.`,
    });
  }
  return notices;
}
