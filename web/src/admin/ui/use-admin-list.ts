import { useRef } from 'react';
import { type CallInput, type Callable } from '../../api/client';
import { useApi } from '../../api/use-api';
import { useMediaQuery } from '../../ui/use-media-query';
import { useAdminUser } from '../layout/admin-context';
import { ADMIN_TABLE_QUERY } from './list-results';
import { useFailureToast } from './use-failure-toast';

/**
 * The data of an admin list page: the signed-in admin, one page of the route's answer (the last
 * filters' rows kept while the next load), a toast once it fails, the width that picks table or
 * cards, and the heading the focus goes back to after an action. `list` is what AdminListResults
 * takes besides the page and its links.
 */
export function useAdminList<C extends Callable & { method: 'GET' }>(
  contract: C,
  input: CallInput<C> | null,
  { loadFailed, wideQuery = ADMIN_TABLE_QUERY }: { loadFailed: string; wideQuery?: string },
) {
  const user = useAdminUser();
  const wide = useMediaQuery(wideQuery);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useApi(contract, input, {
    userId: user.id,
    keepPreviousData: true,
  });
  // Failed even while the last filters' rows are kept: they are not shown as these.
  const failed = Boolean(error);
  useFailureToast(failed, { title: loadFailed, variant: 'destructive' });
  return {
    user,
    headingRef,
    data,
    list: { failed, loading: isLoading, wide, onRetry: () => void mutate() },
  };
}
