import type { ToastInput } from '../../ui/toast-store';
import { failureToast } from '../ui/failure-toast';
import type { BoostState } from './boosts-query';

export const ADMIN_BOOSTS_TEXT = {
  title: 'Admin Boosts',
  description:
    'Boosted listings: which are at the top of search or featured on the home page, and until when.',
  loadFailed: 'Could not load boosts',
} as const;

/** Each view: its tab (with its count), the rows' noun in 'Showing 21 of 21 running boosts'. */
export const BOOST_STATE_TABS: readonly {
  state: BoostState;
  label: string;
  noun: string;
  empty: string;
}[] = [
  { state: 'running', label: 'Running', noun: 'running boosts', empty: 'No boosts running' },
  {
    state: 'ended',
    label: 'Ended (last 30 days)',
    noun: 'ended boosts',
    empty: 'No boosts ended in the last 30 days',
  },
];

export const END_BOOST_COPY = {
  title: 'End boost now',
  confirm: 'End boost',
  busy: 'Ending...',
} as const;

export const END_BOOST_TOASTS = {
  ended: {
    title: 'Boost ended',
    description: 'The listing is no longer featured.',
  } satisfies ToastInput,
  failed: (error: unknown) => failureToast(error, 'Could not end the boost'),
} as const;
