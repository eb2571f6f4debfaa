import { adminModerationQueueRoute } from '#shared/api/routes/admin-moderation-queue';
import { adminReportsRoute } from '#shared/api/routes/admin-reports';
import { useApi } from '../../api/use-api';

/**
 * How many listings wait for review, for the navigation: the queue's first page answers it
 * (its `pending`), the same request the moderation page makes, so SWR asks once for both.
 */
export function usePendingCount(userId: string): number | null {
  const { data } = useApi(adminModerationQueueRoute, {}, { userId, revalidateOnFocus: true });
  return data?.pending ?? null;
}

/**
 * How many listings have open reports from buyers (decision 067), for the navigation: the
 * reports queue's first page answers it (its `open_listings`), the Reports page's own request.
 */
export function useOpenReportsCount(userId: string): number | null {
  const { data } = useApi(adminReportsRoute, {}, { userId, revalidateOnFocus: true });
  return data?.open_listings ?? null;
}
