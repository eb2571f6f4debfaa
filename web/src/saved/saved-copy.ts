import { SAVED_VANS_LIMIT } from '#shared/saved-vans';

/** The saved vans page's words (decision 064). */
export const SAVED_COPY = {
  title: 'Saved vans',
  description: 'The vans you saved, with what has changed since.',
  lead: 'The vans you saved, with how each price has moved since you saved it.',
  empty: 'You have not saved any vans yet.',
  emptyHint: 'Press the heart on any van to keep it here.',
  search: 'Search used vans',
  loading: 'Loading your saved vans…',
  failed: 'Could not load your saved vans',
  browserOnly: 'Your saved vans are kept in this browser only.',
  signInToKeep: 'Sign in to keep them on every device',
  sold: 'Sold',
  gone: 'This van is no longer listed',
  remove: 'Remove',
  count: (n: number) =>
    `${n} saved ${n === 1 ? 'van' : 'vans'} (you can save up to ${SAVED_VANS_LIMIT})`,
} as const;
