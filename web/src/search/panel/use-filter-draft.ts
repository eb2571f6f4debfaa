import { useEffect, useEffectEvent, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import { normaliseFilters } from '#shared/search/filter-rules';
import { filtersKey, rebaseDraft, type DraftState } from './filter-draft-state';

export type ApplyMode =
  /** Desktop: any change applies after 500 ms of quiet. */
  | 'auto'
  /** Mobile drawer: changes apply on 'Apply Filters'. */
  | 'on-apply';

/**
 * The panel's working copy of the filters. It starts from the applied filters (the URL) and
 * starts again from them whenever they change (back and forward, a link), keeping edits made
 * while its own change loaded (rebaseDraft); in 'auto' mode a draft that differs from them is
 * applied after 500 ms without changes.
 */
export function useFilterDraft(
  applied: SearchFilters,
  mode: ApplyMode,
  onApply: (filters: SearchFilters) => void,
) {
  const appliedKey = filtersKey(applied);
  const [state, setState] = useState<DraftState>({ basis: appliedKey, draft: applied });
  let current = state;
  if (state.basis !== appliedKey) {
    // Adjusting state while rendering: no frame shows the old draft against new results.
    current = rebaseDraft(state, applied, appliedKey);
    setState(current);
  }
  const { draft } = current;

  const draftKey = filtersKey(draft);
  /** Applies `next` and remembers it as sent, until the URL shows it. */
  const send = (next: SearchFilters) => {
    const normalised = normaliseFilters(next);
    setState({ basis: appliedKey, draft: next, sent: filtersKey(normalised) });
    onApply(normalised);
  };
  const applyDraft = useEffectEvent(() => send(draft));
  useEffect(() => {
    if (mode !== 'auto' || draftKey === appliedKey) return;
    const timer = setTimeout(applyDraft, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mode, draftKey, appliedKey]);

  return {
    draft,
    /** Changes the draft (applied later, by the timer or the Apply button). */
    edit: (next: SearchFilters) => setState({ ...current, draft: next }),
    /** Changes the draft and applies it now (a valid postcode, Enter, Apply Filters). */
    applyNow: (next: SearchFilters = draft) => send(next),
  };
}
