import { env } from '../config';
import { stageDb } from '../platform/db';
import type { Logger } from '../platform/logger';
import { s3 } from '../platform/s3';
import { getSearchIndex } from '#lambdas/search';
import type { SavedVansDeps } from './deps';

/** The saved-vans functions' dependencies on this stage: the table and the search index. */
export function stageSavedVansDeps(log: Logger): SavedVansDeps {
  const db = stageDb();
  return { db, index: () => getSearchIndex({ db, s3: s3(), bucket: env.searchBucket, log }) };
}
