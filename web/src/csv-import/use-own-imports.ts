import { ownImportsRoute } from '#shared/api/routes/own-imports';
import type { ImportList } from '#shared/csv-import/imports';
import { useApi } from '../api/use-api';
import { isRunning } from './import-state';

/** While an import runs, the list is read again this often (the page's banner moves with it). */
export const RUNNING_REFRESH_MS = 2000;

/**
 * The signed-in user's imports of the last 30 days, newest first (GET /api/me/imports): a
 * running one for the page's banner, the rest for the dialog's list. Read again every 2 s while
 * one runs, unless `paused` (the dialog polls that import itself).
 */
export function useOwnImports(userId: string, { paused }: { paused: boolean }) {
  return useApi(
    ownImportsRoute,
    {},
    {
      userId,
      refreshInterval: (latest: ImportList | undefined) =>
        !paused && latest?.items.some(isRunning) ? RUNNING_REFRESH_MS : 0,
      // A list that cannot be read shows no banner; the page's own load says if all is down.
      shouldRetryOnError: false,
    },
  );
}
