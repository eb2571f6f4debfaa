import { useRef, useState } from 'react';
import type { AdminListingRow } from '#shared/admin/listings';
import { adminApproveListingRoute } from '#shared/api/routes/admin-approve-listing';
import { adminDeleteListingRoute } from '#shared/api/routes/admin-delete-listing';
import { adminRejectListingRoute } from '#shared/api/routes/admin-reject-listing';
import { adminSetListingStatusRoute } from '#shared/api/routes/admin-set-listing-status';
import type { ListingStatus } from '#shared/catalogue/enums';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/fetch-json';
import { showToast, type ToastInput } from '../../ui/toast-store';
import { refocusIfLost } from '../ui/refocus';
import { useRefreshAdminAfterChange } from '../ui/use-refresh-admin';
import { ACTION_TOASTS, type ActionTarget } from './action-copy';

export type ActionKind = 'approve' | 'reject' | 'status' | 'delete';

type ListingActionsOptions = {
  /** A change went through (after the admin data has been read again). */
  onDone?: (kind: ActionKind, target: ActionTarget) => void;
  /** Where the focus goes when the control that had it has gone (Approve on a row now approved). */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * Rows as the admin's own changes left them, until the lists read again show them: a changed
 * row as the API answered it (unless the list already has a newer version), a deleted one gone.
 */
export function presentRows<R extends AdminListingRow>(
  rows: readonly R[],
  changed: ReadonlyMap<string, AdminListingRow>,
  deleted: ReadonlySet<string>,
): R[] {
  return rows
    .filter((row) => !deleted.has(row.id))
    .map((row) => {
      const answer = changed.get(row.id);
      return answer && Date.parse(answer.updated_at) > Date.parse(row.updated_at)
        ? { ...row, ...answer }
        : row;
    });
}

/** A 409 (changed or no longer pending) or 404 (deleted): what the screen shows is out of date. */
function staleView(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

/**
 * The admin's listing actions, one at a time: approve (the version on screen), reject (through
 * its dialog: a reason and a note), set the status, delete (after the spec's confirmation). Each
 * shows the spec's toast, then every admin screen's data is read again; a refusal because the
 * listing changed meanwhile reads it again too, so the admin sees what is true now.
 */
export function useListingActions({ onDone, fallbackFocus }: ListingActionsOptions = {}) {
  const refresh = useRefreshAdminAfterChange();
  const running = useRef(false);
  const [busy, setBusy] = useState<{ id: string; kind: ActionKind } | null>(null);
  const [rejecting, setRejecting] = useState<ActionTarget | null>(null);
  const [deleting, setDeleting] = useState<ActionTarget | null>(null);
  const [changed, setChanged] = useState<ReadonlyMap<string, AdminListingRow>>(() => new Map());
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());

  function applied(kind: ActionKind, target: ActionTarget, answer: unknown) {
    if (kind === 'delete') setDeleted((current) => new Set([...current, target.id]));
    else if (answer && typeof answer === 'object') {
      setChanged((current) => new Map([...current, [target.id, answer as AdminListingRow]]));
    }
  }

  async function run(
    kind: ActionKind,
    target: ActionTarget,
    call: () => Promise<unknown>,
    success: ToastInput,
    failure: (error: unknown) => ToastInput,
    closeDialog?: () => void,
  ): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy({ id: target.id, kind });
    let done = false;
    let stale = false;
    try {
      applied(kind, target, await call());
      showToast(success);
      closeDialog?.();
      // First what the page does next (the queue's next item, Admin Listings after a delete).
      onDone?.(kind, target);
      done = true;
    } catch (error) {
      showToast(failure(error));
      stale = staleView(error);
      if (stale) {
        if (error instanceof ApiError && error.status === 404) applied('delete', target, null);
        closeDialog?.();
      }
    } finally {
      running.current = false;
      setBusy(null);
    }
    // Then every admin answer read again; the next action need not wait for it.
    if (done || stale) {
      await refresh();
      refocusIfLost(fallbackFocus);
    }
    return done;
  }

  return {
    busy,
    /** The rows of a list with this screen's own changes in them (see presentRows). */
    present: <R extends AdminListingRow>(rows: readonly R[]) => presentRows(rows, changed, deleted),
    /** How many of these rows this screen has deleted (the counts above the list drop by it). */
    deletedAmong: (rows: readonly { id: string }[]) =>
      rows.filter((row) => deleted.has(row.id)).length,
    /** Whether any action on this listing is on its way. */
    busyOn: (id: string) => busy?.id === id,
    approve: (target: ActionTarget) =>
      run(
        'approve',
        target,
        () =>
          callApi(adminApproveListingRoute, {
            path: { id: target.id },
            body: { expected_updated_at: target.updated_at },
          }),
        ACTION_TOASTS.approved,
        ACTION_TOASTS.approvalFailed,
      ),
    setStatus: (target: ActionTarget, status: ListingStatus) =>
      run(
        'status',
        target,
        () => callApi(adminSetListingStatusRoute, { path: { id: target.id }, body: { status } }),
        ACTION_TOASTS.statusUpdated(status),
        ACTION_TOASTS.statusFailed,
      ),
    rejecting,
    openReject: (target: ActionTarget) => setRejecting(target),
    closeReject: () => setRejecting(null),
    reject: (reason: string, note: string) => {
      const target = rejecting;
      if (!target) return Promise.resolve(false);
      return run(
        'reject',
        target,
        () =>
          callApi(adminRejectListingRoute, {
            path: { id: target.id },
            body: { reason, note, expected_updated_at: target.updated_at },
          }),
        ACTION_TOASTS.rejected,
        ACTION_TOASTS.approvalFailed,
        () => setRejecting(null),
      );
    },
    deleting,
    openDelete: (target: ActionTarget) => setDeleting(target),
    closeDelete: () => setDeleting(null),
    remove: () => {
      const target = deleting;
      if (!target) return Promise.resolve(false);
      return run(
        'delete',
        target,
        () => callApi(adminDeleteListingRoute, { path: { id: target.id } }),
        ACTION_TOASTS.deleted,
        ACTION_TOASTS.deleteFailed,
        () => setDeleting(null),
      );
    },
  };
}

export type ListingActions = ReturnType<typeof useListingActions>;
