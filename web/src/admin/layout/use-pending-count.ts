import { adminModerationQueueRoute } from '#shared/api/routes/admin-moderation-queue';
import { useApi } from '../../api/use-api';

/**
 * How many listings wait for review, for the navigation: the queue's first page answers it
 * (its `pending`), the same request the moderation page makes, so SWR asks once for both.
 */
export function usePendingCount(userId: string): number | null {
  const { data } = useApi(adminModerationQueueRoute, {}, { userId, revalidateOnFocus: true });
  return data?.pending ?? null;
}
