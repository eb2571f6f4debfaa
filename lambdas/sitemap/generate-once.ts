import { ConflictError } from '../platform/errors';
import type { Db } from '../platform/db';
import { singleFlight } from '../platform/job-lease';
import { SITEMAPS_JOB } from '#shared/table-keys';
import {
  generateSitemaps,
  type GenerateSitemapsDeps,
  type SitemapResult,
} from './generate-sitemaps';

/** Longer than any run (1.7 s at 100,000 listings); frees a crashed run's lease. */
export const SITEMAPS_LEASE_MS = 3 * 60_000;

export const SITEMAPS_RUNNING_MESSAGE =
  'Sitemaps are already being generated. They will be ready in a minute; try again then.';

/**
 * Writes the sitemaps unless a run is under way anywhere (the hourly schedule, an admin, the
 * command line): one run at a time, so files are never written by two runs at once and a flood
 * of requests costs one run. A second caller gets a ConflictError ('sitemaps_running').
 */
export async function generateSitemapsOnce(
  db: Db,
  deps: GenerateSitemapsDeps,
): Promise<SitemapResult> {
  const run = await singleFlight(db, SITEMAPS_JOB, SITEMAPS_LEASE_MS, () => generateSitemaps(deps));
  if (!run.ran) throw new ConflictError(SITEMAPS_RUNNING_MESSAGE, 'sitemaps_running');
  return run.result;
}
