import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import type { EngineQuery, SearchDoc } from '#lambdas/search/types';
import { NOW } from './search-doc-fixture';

/** A query with defaults (no filters, featured order, page 1 of 24, now = NOW). */
export function aQuery(overrides: Partial<EngineQuery> = {}): EngineQuery {
  return {
    filters: {},
    origin: null,
    radiusMiles: null,
    sort: 'featured',
    page: 1,
    pageSize: 24,
    now: NOW,
    ...overrides,
  };
}

/** The ids of the first page of `query` over `docs`, in result order. */
export function idsFound(docs: SearchDoc[], overrides: Partial<EngineQuery> = {}): string[] {
  return createSearchIndex(docs)
    .query(aQuery(overrides))
    .hits.map((hit) => hit.doc.id);
}
