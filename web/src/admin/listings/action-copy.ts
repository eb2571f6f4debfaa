import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { LABELS, LISTING_STATUSES, type ListingStatus } from '#shared/catalogue/enums';
import type { ToastInput } from '../../ui/toast-store';
import { failureToast } from '../ui/failure-toast';

/** The toasts of the listing actions, in spec 02 section 8's words. */
export const ACTION_TOASTS = {
  approved: { title: ADMIN_MESSAGES.approved },
  rejected: { title: ADMIN_MESSAGES.rejected },
  deleted: { title: ADMIN_MESSAGES.deleted },
  statusUpdated: (status: ListingStatus): ToastInput => ({
    title: ADMIN_MESSAGES.statusUpdated(status),
  }),
  approvalFailed: (error: unknown) => failureToast(error, ADMIN_MESSAGES.approvalFailed),
  statusFailed: (error: unknown) => failureToast(error, ADMIN_MESSAGES.statusFailed),
  deleteFailed: (error: unknown) => failureToast(error, ADMIN_MESSAGES.deleteFailed),
} as const satisfies Record<string, ToastInput | ((...args: never[]) => ToastInput)>;

/** The status menu's choices: Active, Inactive, Sold. */
export const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({
  value,
  label: LABELS.status[value],
}));

/** What an action needs of a listing: a row of the list, the queue or the detail page. */
export type ActionTarget = {
  id: string;
  /** As the admin reads it ('2019 Ford Transit'): names the controls and dialogs. */
  name: string;
  status: ListingStatus;
  approval_status: string;
  /** The version the admin is looking at: approve and reject are refused if it has changed. */
  updated_at: string;
};

/** Approve and Reject are offered only while the listing waits for review (spec 02 section 4). */
export const canModerate = (target: Pick<ActionTarget, 'approval_status'>) =>
  target.approval_status === 'pending';

export const REJECT_COPY = {
  title: 'Reject listing',
  reason: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  note: 'Note to the seller',
  noteHint: 'Optional. The seller sees the reason and this note on their listing and by e-mail.',
  confirm: 'Reject listing',
  busy: 'Rejecting...',
} as const;

export const DELETE_COPY = {
  title: 'Delete listing',
  confirm: 'Delete listing',
  busy: 'Deleting...',
} as const;
