import { filtersToQuery, type SearchFilters } from '#shared/search/filters';
import { normaliseFilters } from '#shared/search/filter-rules';

/** The filters as the URL writes them: two drafts with the same key search the same. */
export function filtersKey(filters: SearchFilters): string {
  return filtersToQuery(normaliseFilters(filters)).toString();
}

/**
 * The panel's working copy: `draft`, the filters it started from (`basis`, the applied key) and,
 * after the panel applied a draft and before the URL shows it, that draft's key (`sent`).
 */
export type DraftState = { basis: string; draft: SearchFilters; sent?: string };

/**
 * The working copy once the applied filters (the URL) are `applied`. A change made elsewhere
 * (back and forward, a link, a chip) starts the draft again from the URL. But a navigation takes
 * as long as its results take to load: a reader who ticks another box meanwhile must not lose it
 * when the URL catches up with what the panel sent, so edits made after sending are kept (and
 * applied in their turn).
 */
export function rebaseDraft(
  state: DraftState,
  applied: SearchFilters,
  appliedKey: string = filtersKey(applied),
): DraftState {
  if (state.basis === appliedKey) return state;
  if (state.sent === appliedKey && filtersKey(state.draft) !== appliedKey) {
    return { basis: appliedKey, draft: state.draft };
  }
  return { basis: appliedKey, draft: applied };
}
