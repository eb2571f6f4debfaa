import { useState } from 'react';
import { actOnOwnListingsRoute } from '#shared/api/routes/act-on-own-listings';
import type { OwnListingBulkAction, OwnListingRow } from '#shared/own-listings';
import { callApi } from '../api/client';
import { showToast } from '../ui/toast-store';
import { BULK_COPY, bulkOutcome, keptSelection, type BulkFailure } from './bulk-actions';
import { MY_LISTINGS_TEXT } from './my-listings-copy';

/**
 * The selection of My Listings and the bulk bar's actions (decision 071): which rows are
 * ticked (only rows on screen count), the action waiting for its confirmation, and the
 * listings the last action could not change.
 */
export function useBulkActions(options: {
  rows: readonly OwnListingRow[] | null;
  onChanged: () => Promise<void> | void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<OwnListingBulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const selected = keptSelection(ticked, options.rows);

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  }

  async function confirm(): Promise<void> {
    if (!asking || busy || selected.size === 0) return;
    setBusy(true);
    try {
      const result = await callApi(actOnOwnListingsRoute, {
        body: { action: asking, ids: [...selected] },
      });
      const outcome = bulkOutcome(result, options.rows ?? []);
      if (outcome.done > 0) showToast({ title: BULK_COPY.done[asking](outcome.done) });
      setFailures(outcome.failures);
      setTicked(new Set(outcome.failures.map((failure) => failure.id)));
      await options.onChanged();
      setAsking(null);
    } catch {
      showToast({
        title: MY_LISTINGS_TEXT.statusFailed,
        description: 'Please check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return {
    selected,
    toggle,
    /** Ticks every row given (the page's), or unticks them all when all are ticked. */
    toggleAll: (ids: readonly string[], on: boolean) =>
      setTicked(on ? new Set([...selected, ...ids]) : new Set()),
    clear: () => {
      setTicked(new Set());
      setFailures([]);
    },
    asking,
    busy,
    failures,
    ask: (action: OwnListingBulkAction) => {
      setFailures([]);
      setAsking(action);
    },
    cancel: () => setAsking(null),
    confirm,
  };
}

export type BulkActions = ReturnType<typeof useBulkActions>;
