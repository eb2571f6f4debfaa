import { join } from 'node:path';

/**
 * The two local stages the browser tests run against (started by playwright.config.ts): one
 * seeded with demo data, one empty. Ports can be moved with E2E_PORT / E2E_EMPTY_PORT.
 */
export const SEEDED_PORT = Number(process.env.E2E_PORT ?? 4310);
export const EMPTY_PORT = Number(process.env.E2E_EMPTY_PORT ?? SEEDED_PORT + 1);

export const SEEDED_URL = `http://127.0.0.1:${SEEDED_PORT}`;
export const EMPTY_URL = `http://127.0.0.1:${EMPTY_PORT}`;

/**
 * 200 listings is the smallest demo set with more than one page of homepage-featured vans: the
 * seed plan boosts at least 12 of 200 to the home page, but only 3 of 40. Their 1,234 photos are
 * 184 distinct drawings: stored once each and shared (552 objects instead of 3,702, as seeds over
 * 1,000 listings do; decision 063). No test reads a photo's key, only that it loads.
 */
export const SEED_COUNT = 200;
export const SEED_VALUE = 7;
export const SEED_ARGS = `--seed-count ${SEED_COUNT} --seed-value ${SEED_VALUE} --seed-shared-images`;

/**
 * On the empty stage each CSV import chunk (50 rows, two at a time) waits this long before it
 * runs (`--import-chunk-pause-ms`), so that csv-import.spec.ts's seller who leaves during an
 * import finds it still under way with 250 rows rather than 2,000 (decision 070).
 */
export const EMPTY_IMPORT_CHUNK_PAUSE_MS = 8000;

/** Under the gitignored .test-output; wiped before each start so every run seeds afresh. */
export function stageDataDir(name: 'seeded' | 'empty'): string {
  return join(process.cwd(), '.test-output', 'e2e-stages', name);
}
