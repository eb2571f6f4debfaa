import { useEffect, useEffectEvent, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '#shared/search/constants';
import { filtersToQuery, type SearchFilters } from '#shared/search/filters';
import { normaliseFilters } from '#shared/search/filter-rules';

export type ApplyMode =
  /** Desktop: any change applies after 500 ms of quiet. */
  | 'auto'
  /** Mobile drawer: changes apply on 'Apply Filters'. */
  | 'on-apply';

function keyOf(filters: SearchFilters): string {
  return filtersToQuery(normaliseFilters(filters)).toString();
}

/**
 * The panel's working copy of the filters. It starts from the applied filters (the URL) and
 * starts again from them whenever they change (applying, back and forward, a link); in 'auto'
 * mode a draft that differs from them is applied after 500 ms without changes.
 */
export function useFilterDraft(
  applied: SearchFilters,
  mode: ApplyMode,
  onApply: (filters: SearchFilters) => void,
) {
  const appliedKey = keyOf(applied);
  const [state, setState] = useState({ basis: appliedKey, draft: applied });
  let draft = state.draft;
  if (state.basis !== appliedKey) {
    // Adjusting state while rendering: no frame shows the old draft against new results.
    draft = applied;
    setState({ basis: appliedKey, draft: applied });
  }

  const draftKey = keyOf(draft);
  const applyDraft = useEffectEvent(() => onApply(normaliseFilters(draft)));
  useEffect(() => {
    if (mode !== 'auto' || draftKey === appliedKey) return;
    const timer = setTimeout(applyDraft, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mode, draftKey, appliedKey]);

  return {
    draft,
    /** Changes the draft (applied later, by the timer or the Apply button). */
    edit: (next: SearchFilters) => setState({ basis: appliedKey, draft: next }),
    /** Changes the draft and applies it now (a valid postcode, Enter, Apply Filters). */
    applyNow: (next: SearchFilters = draft) => {
      setState({ basis: appliedKey, draft: next });
      onApply(normaliseFilters(next));
    },
  };
}
