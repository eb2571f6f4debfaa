import { ACCOUNT_DISABLED_CODE } from '#shared/auth/account-disabled';
import { ApiError } from '../api/fetch-json';
import { showToast, toastStore } from '../ui/toast-store';

let showing: number | undefined;

/**
 * Tells a seller whose account an admin has disabled why the API refused them (403
 * `account_disabled`, decision 033), whatever the screen does with its own failure: every
 * signed-in call goes through callApi, so routes added later are covered too. One notice at a
 * time, however many calls fail together.
 */
export function noticeAccountDisabled(error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== ACCOUNT_DISABLED_CODE) return;
  if (showing !== undefined && toastStore.getToasts().some((toast) => toast.id === showing)) return;
  showing = showToast({
    title: 'Account disabled',
    description: error.message,
    variant: 'destructive',
    durationMs: 10_000,
  });
}
