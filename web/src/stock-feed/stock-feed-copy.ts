import { FEED_MESSAGES } from '#shared/stock-feed';
import type { ToastInput } from '../ui/toast-store';

/** The stock feed page's words (issue 33 §3, decision 074; not in the specification). */
export const STOCK_FEED_TEXT = {
  heading: FEED_MESSAGES.pageTitle,
  metaDescription:
    'Your stock feed: a CSV file VanYard fetches every day to keep your listings up to date.',
  lead: 'Give us the address of a CSV file of your stock, in the import’s columns with a stock reference on every row. We fetch it every day: new vans are listed for review, changed vans are updated, and vans no longer in the file are marked sold.',
  url: 'Feed address (https)',
  urlHint:
    'For example https://www.your-dealership.co.uk/stock.csv. Price and mileage changes keep a van live; other changes go back to review.',
  save: 'Save feed',
  saving: 'Saving…',
  remove: 'Remove feed',
  runNow: 'Run now',
  running: 'Running…',
  runs: 'Runs',
  noRuns: 'No runs yet. The feed runs every day, or use Run now.',
  loading: 'Loading your stock feed…',
  loadFailed: 'Could not load your stock feed',
  changeFailed: 'Could not change your stock feed',
  started: FEED_MESSAGES.started,
  saved: FEED_MESSAGES.saved,
  removed: FEED_MESSAGES.removed,
  failures: (count: number) =>
    `The last ${count} ${count === 1 ? 'run has' : 'runs have'} failed. Check the address and the file.`,
  rowErrors: 'Row errors',
  trigger: { schedule: 'Daily run', manual: 'Run now' },
  template: 'Download the CSV template',
  help: 'How the columns work',
} as const;

export const STOCK_FEED_SIGNED_OUT_TOAST: ToastInput = {
  title: 'Sign in to see your stock feed',
};
