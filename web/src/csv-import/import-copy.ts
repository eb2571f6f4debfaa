import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#shared/csv-import/imports';
import { formatNumber } from '#shared/format';
import type { ToastInput } from '../ui/toast-store';

/**
 * The Import CSV dialog's words and addresses (spec 02 sections 2, 7 and 8). The specification's
 * own messages live in shared/csv-import/imports.ts (IMPORT_MESSAGES); these are the labels
 * around them. Browser tests look for them, so each is written once, here.
 */
export const IMPORT_TEXT = {
  button: 'Import CSV',
  title: 'Import CSV',
  lead: 'Add many vans at once from a spreadsheet saved as CSV. Imported listings are checked by our team before they go live; a van that ends up with fewer than 3 photos is saved as a draft for you to complete.',
  template: 'Download the CSV template',
  instructions: 'Read the import instructions',
  fileLabel: 'CSV file',
  fileHint: `A .csv file of at most ${IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB and ${formatNumber(IMPORT_LIMITS.maxRows)} rows.`,
  start: 'Import listings',
  importAgain: 'Import again',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done',
  importAnother: 'Import another file',
  progressLabel: 'Import progress',
  checking: 'Checking the file...',
  uploading: (percent: number) => `Uploading the file: ${Math.round(percent)}%`,
  uploadingStep: 'Uploading the file...',
  importingStep: 'Importing...',
  finishedStep: 'Import finished',
  starting: 'Starting the import...',
  queued: 'Waiting to start...',
  processing: (done: number, total: number) =>
    `Checked ${formatNumber(done)} of ${formatNumber(total)} rows`,
  locked: 'The import is running: this window can be closed when it has finished.',
  lostContact:
    'We lost contact with the import; it carries on without this window. Trying again... You can close this window and check My Listings later.',
  failed: 'The import stopped',
  noneImported: 'No listings were imported.',
  errorsShown: (shown: number) => `The first ${formatNumber(shown)} errors are shown.`,
  warningsShown: (shown: number) => `The first ${formatNumber(shown)} of these rows are shown.`,
  noHash:
    'This browser cannot check the file (it needs a secure connection): please use another browser.',
  uploadFailed: 'The file could not be uploaded. Please check your connection and try again.',
  callFailed: 'The import could not be started. Please try again.',
  recentHeading: 'Imports in the last 30 days',
  runningBanner: (filename: string) => `Importing ${filename}`,
  showProgress: 'Show progress',
  ownerHeading: 'Account the listings belong to',
  ownerSearch: 'Find the account by name or e-mail',
  ownerHint: 'The imported listings will belong to the account you choose.',
  ownerNone: 'No accounts match.',
  ownerRequired: 'Choose the account the listings belong to',
  ownerSearchFailed: 'Could not search the accounts. Please try again.',
} as const;

export const TEMPLATE_PATH = '/listing-import-template.csv';
/** The instructions as the static file (spec 02 section 7) and as a readable page. */
export const INSTRUCTIONS_FILE_PATH = '/listing-import-instructions.md';

/** Spec 02 section 8: with at least one listing imported. */
export function importCompletedToast(imported: number, total: number): ToastInput {
  return {
    title: IMPORT_MESSAGES.completedTitle,
    description: IMPORT_MESSAGES.completed(imported, total),
    durationMs: 8000,
  };
}
