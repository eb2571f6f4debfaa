import type { ToastInput } from '../ui/toast-store';

/** The Saved searches page's words (issue 32 §2; not in the specification). */
export const SAVED_SEARCHES_TEXT = {
  heading: 'Saved searches',
  metaDescription: 'Your saved van searches and how often VanYard e-mails you their new matches.',
  lead: 'We e-mail you new vans that match each search, and price drops on them.',
  loading: 'Loading saved searches...',
  loadFailed: 'Could not load your saved searches',
  empty: 'You have no saved searches yet. Search for vans, then choose Save this search.',
  browse: 'Browse vans',
  open: 'Open',
  frequency: 'E-mail me',
  pause: 'Pause alerts',
  resume: 'Resume alerts',
  paused: 'Paused: no e-mails',
  rename: 'Rename',
  renameTitle: 'Rename saved search',
  renameConfirm: 'Save name',
  renameBusy: 'Saving...',
  name: 'Name',
  delete: 'Delete',
  deleteTitle: 'Delete saved search',
  deleteConfirm: 'Delete search',
  deleteBusy: 'Deleting...',
  changeFailed: 'Could not change this saved search',
} as const;

export function pendingText(count: number): string {
  if (count === 0) return 'No new matches since the last e-mail';
  return `${count} new ${count === 1 ? 'match' : 'matches'} for the next e-mail`;
}

export const SAVED_SEARCHES_SIGNED_OUT_TOAST: ToastInput = {
  title: 'Sign in to see your saved searches',
};

/** The unsubscribe page's words. */
export const UNSUBSCRIBE_TEXT = {
  heading: 'Stop e-mails for a saved search',
  metaDescription: 'Stop the e-mails of one of your VanYard saved searches.',
  lead: 'Stop the e-mails of this saved search? You can resume them at any time in Saved searches.',
  confirm: 'Stop e-mails',
  busy: 'Stopping...',
  done: (name: string) =>
    `You will get no more e-mails for '${name}'. Resume them at any time in Saved searches.`,
  manage: 'Go to Saved searches',
  failed: 'Could not stop the e-mails. Try again in a moment.',
} as const;
