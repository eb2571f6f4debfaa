import type { Db } from '../platform/db';
import type { SearchIndex } from '#lambdas/search';

/** What the saved-vans functions need: the table, the clock and (for the list) the search index. */
export type SavedVansDeps = {
  db: Db;
  now?: () => Date;
  /** The in-memory index of live listings: the list's cards come from it, with no table read. */
  index?: () => Promise<SearchIndex>;
};

export const nowOf = (deps: SavedVansDeps) => (deps.now ?? (() => new Date()))();
