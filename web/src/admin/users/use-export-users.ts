import { useRef, useState } from 'react';
import type { AdminUsersFilter } from '#shared/admin/users';
import { adminExportUsersRoute } from '#shared/api/routes/admin-export-users';
import { callApi } from '../../api/client';
import { showToast } from '../../ui/toast-store';
import { USER_TOASTS } from './user-copy';

/**
 * Export CSV: the server writes the file of the users matching the filters and answers a
 * short-lived link, which the browser follows (the file downloads; the page stays).
 */
export function useExportUsers(
  download: (url: string) => void = (url) => window.location.assign(url),
) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function exportUsers(filter: AdminUsersFilter): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const file = await callApi(adminExportUsersRoute, { body: filter });
      download(file.url);
      showToast(USER_TOASTS.exported(file.count));
    } catch (error) {
      showToast(USER_TOASTS.exportFailed(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, exportUsers };
}
