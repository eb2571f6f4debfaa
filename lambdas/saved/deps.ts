import type { RecordActivity } from '#shared/performance';
import type { Db } from '../platform/db';
import type { SearchIndex } from '#lambdas/search';

/** What the saved-vans functions need: the table, the clock and (for the list) the search index. */
export type SavedVansDeps = {
  db: Db;
  now?: () => Date;
  /** The in-memory index of live listings: the list's cards come from it, with no table read. */
  index?: () => Promise<SearchIndex>;
  /** Hears of each new save, for the listing's daily figures (decision 073). */
  counted?: RecordActivity;
};

export const nowOf = (deps: SavedVansDeps) => (deps.now ?? (() => new Date()))();
