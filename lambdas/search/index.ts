/**
 * The search domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/search`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { loadLiveDocs } from './projection/load-live-docs';
export { getSearchIndex } from './projection/search-index-provider';
export { indexCard, listingCard } from './search-card';
export type { SearchDoc, SearchIndex } from './types';
