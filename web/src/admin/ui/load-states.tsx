import { isNotFound } from '../../api/not-found';
import { RetryAlert } from '../../ui/retry-alert';

type LoadingOrFailedProps = {
  failed: boolean;
  /** What could not be loaded ('Could not load listings'): the alert's first words. */
  message: string;
  onRetry: () => void;
  /** Said while it loads; '' says nothing (a list between loads keeps its old rows instead). */
  loading?: string;
};

/**
 * What an admin screen shows until its data is there: a status while it loads, or an alert that
 * says what failed with a way to try again.
 */
export function LoadingOrFailed({
  failed,
  message,
  onRetry,
  loading = 'Loading...',
}: LoadingOrFailedProps) {
  if (failed) {
    return <RetryAlert message={message} onRetry={onRetry} />;
  }
  return (
    <p role="status" className="text-muted">
      {loading}
    </p>
  );
}

/**
 * Where a page of one thing (/admin/listings/{id}, /admin/users/{id}) stands before it has the
 * thing: not found (an id the API would refuse, or its 404 or 400), or failed (any other error).
 */
export function detailLoad(validId: boolean, data: unknown, error: unknown) {
  const notFound = !validId || (!data && isNotFound(error));
  const failed = Boolean(error) && !data && !notFound;
  return { notFound, failed };
}
