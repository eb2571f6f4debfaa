import type { ScheduledJobEvent } from '#shared/events/schedules';
import { env } from '../config';
import { s3 } from '../platform/s3';
import { createLogger } from '../platform/logger';
import {
  compactSearchSnapshot,
  type CompactionResult,
} from '../search/projection/compact-search-snapshot';
import { stageDb } from '../platform/db';

const log = createLogger({ handler: 'compact-search-snapshot' });

/**
 * Run on a schedule (infra/stack/definitions/schedules.ts): folds the search log into a new
 * snapshot, or rebuilds one from the table when there is none. The event carries nothing it reads
 * (shared/events/schedules.ts).
 */
export const handler = async (_event?: ScheduledJobEvent): Promise<CompactionResult> =>
  compactSearchSnapshot({
    db: stageDb(),
    s3: s3(),
    bucket: env.searchBucket,
    log,
  });
