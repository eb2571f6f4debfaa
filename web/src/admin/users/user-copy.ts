import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { USER_TAG_CHOICES, type AdminUserRow, type UserTagChoice } from '#shared/admin/users';
import type { UserRole } from '#shared/catalogue/enums';
import type { ToastInput } from '../../ui/toast-store';
import { failureToast } from '../ui/failure-toast';

export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', user: 'User' };
export const TAG_LABELS: Record<UserTagChoice, string> = {
  regular: 'Regular',
  scraped: 'Scraped',
  none: 'None',
};

/** The tag menu's choices: Regular, Scraped, None. */
export const TAG_OPTIONS = USER_TAG_CHOICES.map((value) => ({ value, label: TAG_LABELS[value] }));

export const tagOf = (user: Pick<AdminUserRow, 'tag'>): UserTagChoice => user.tag ?? 'none';

/** How a user is named on the admin screens: their name, else their e-mail address, else the id. */
export function userName(user: Pick<AdminUserRow, 'full_name' | 'email' | 'id'>): string {
  return user.full_name.trim() || user.email || user.id;
}

/** A role takes effect when the user next signs in (their token carries the group). */
export const ROLE_NOTE = 'A role change applies from the user’s next sign-in.';

/** The toasts of the user actions: the spec's words for the tag and the export, ours else. */
export const USER_TOASTS = {
  tagUpdated: { title: ADMIN_MESSAGES.tagUpdated },
  tagFailed: (error: unknown) => failureToast(error, ADMIN_MESSAGES.tagFailed),
  roleUpdated: (role: UserRole): ToastInput => ({
    title: role === 'admin' ? 'Admin role granted' : 'Admin role removed',
    description: ROLE_NOTE,
  }),
  roleFailed: (error: unknown) =>
    failureToast(error, 'Could not update the role. Please try again.'),
  disabled: { title: 'Account disabled', description: 'Their listings are hidden.' },
  enabled: { title: 'Account enabled', description: 'Their listings show again.' },
  disableFailed: (error: unknown) =>
    failureToast(error, 'Could not update the account. Please try again.'),
  exported: (count: number): ToastInput => ({
    title: ADMIN_MESSAGES.exported,
    description: ADMIN_MESSAGES.exportedCount(count),
  }),
  exportFailed: (error: unknown) =>
    failureToast(error, 'Could not export users. Please try again.'),
} as const;

/** The confirmations of the role and account changes. */
export const ROLE_COPY = {
  grant: { title: 'Make admin', confirm: 'Make admin', busy: 'Granting...' },
  revoke: { title: 'Remove admin', confirm: 'Remove admin', busy: 'Removing...' },
} as const;

export const DISABLE_COPY = {
  disable: {
    title: 'Disable account',
    message:
      'They will not be able to sign in, they are signed out everywhere, and their listings are hidden from the site until the account is enabled again.',
    confirm: 'Disable account',
    busy: 'Disabling...',
  },
  enable: {
    title: 'Enable account',
    message: 'They can sign in again, and their listings show as they were.',
    confirm: 'Enable account',
    busy: 'Enabling...',
  },
} as const;
