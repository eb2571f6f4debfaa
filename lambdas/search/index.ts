/**
 * The search domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/search`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { loadLiveDocs } from './projection/load-live-docs';
export type { SearchDoc, SearchIndex } from './types';
// The saved-search matcher runs the engine's own filters (decision 065).
export { createSearchIndex } from './engine/create-search-index';
export { searchDocsOfRecord } from './projection/stream-change';
export { postcodeOrigin } from './search-listings';
export { getSearchIndex } from './projection/search-index-provider';
export { indexCard, listingCard } from './search-card';
