/**
 * The search domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/search`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { loadLiveDocs } from './projection/load-live-docs';
export type { SearchDoc } from './types';
